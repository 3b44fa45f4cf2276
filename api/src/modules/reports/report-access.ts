import { AppError } from '../../common/app-error';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow, plans } from '../plans/plans';

type ReportFeature = 'reports' | 'brandKit' | 'scheduledReports';
const featureNames: Record<ReportFeature, string> = { reports: 'Client reports', brandKit: 'The brand kit', scheduledReports: 'Scheduled report delivery' };

export function planIncludes(user: User, feature: ReportFeature): boolean {
  return user.isAdmin || getPlanOrThrow(user.planId).limits[feature];
}

/** Refuses a plan without the feature; the message names the plans that have it. Admins pass. */
export function assertPlanIncludes(user: User, feature: ReportFeature): void {
  if (planIncludes(user, feature)) return;
  const withIt = plans.filter((plan) => plan.limits[feature]).map((plan) => plan.name);
  throw new AppError('FORBIDDEN', `${featureNames[feature]} ${feature === 'reports' ? 'are' : 'is'} not included in the ${getPlanOrThrow(user.planId).name} plan. Upgrade to ${withIt.join(' or ')} to use ${feature === 'reports' ? 'them' : 'it'}.`);
}
