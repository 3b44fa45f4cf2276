import { AppError } from '../../common/app-error';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow, plans } from '../plans/plans';
import { reportsMessages } from './reports.messages';

type ReportFeature = 'reports' | 'brandKit' | 'scheduledReports';
const featureNames: Record<ReportFeature, string> = { reports: 'Client reports', brandKit: 'The brand kit', scheduledReports: 'Scheduled report delivery' };

export function planIncludes(user: User, feature: ReportFeature): boolean {
  return user.isAdmin || getPlanOrThrow(user.planId).limits[feature];
}

/** Refuses a plan without the feature; the message names the plans that have it. Admins pass. */
export function assertPlanIncludes(user: User, feature: ReportFeature): void {
  if (planIncludes(user, feature)) return;
  const withIt = plans.filter((plan) => plan.limits[feature]).map((plan) => plan.name);
  throw new AppError('FORBIDDEN', reportsMessages.featureNotInPlan(featureNames[feature], feature === 'reports', getPlanOrThrow(user.planId).name, withIt));
}
