import type { CreditKind } from './credit-kind';
import { LIVE_STATUSES } from './subscription-status';

const liveStatuses = LIVE_STATUSES.map((status) => `'${status}'`).join(', ');

/** SQL: the billing period of the user's live paid subscription, if any; credits are counted in it (see creditPeriodAt). */
export const liveBillingPeriodSql = (userId: string) =>
  `select current_period_start, current_period_end from subscriptions
   where user_id = ${userId} and external_id is not null and status in (${liveStatuses}) and current_period_start is not null and current_period_end is not null`;

/**
 * SQL: one column of a workspace's credit balance of one kind in the current period of its payer, 0
 * without one. It is a subquery on the ids, so a list of users (or workspaces) reads its balances in the
 * same query. The period is creditPeriodAt's: the payer's live billing period, else the calendar month (UTC).
 */
export function currentCreditBalanceSql(payerId: string, workspaceId: string, kind: `${CreditKind}`, column: 'used' | 'granted'): string {
  const periodStart = `coalesce((select current_period_start from (${liveBillingPeriodSql(payerId)}) billing), date_trunc('month', now(), 'UTC'))`;
  return `coalesce((select ${column} from credit_balances where workspace_id = ${workspaceId} and kind = '${kind}' and period_start = ${periodStart}), 0)`;
}
