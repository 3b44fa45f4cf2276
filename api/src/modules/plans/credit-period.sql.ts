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
  return `coalesce((select ${column} from credit_balances where workspace_id = ${workspaceId} and kind = '${kind}' and period_start = ${periodStartSql(payerId)}), 0)`;
}

/**
 * SQL: users' keyword searches used and granted this period in their personal workspaces (`?`: the users' ids), as
 * User's two formulas read them, with the period computed once a user instead of once a column (in half the time on
 * the embedded database).
 */
export const personalKeywordSearchBalancesSql = `select u.id, coalesce(b.used, 0) as used, coalesce(b.granted, 0) as granted from users u
   left join credit_balances b on b.workspace_id = u.personal_workspace_id and b.kind = 'keyword_searches' and b.period_start = ${periodStartSql('u.id')}
   where u.id in (?)`;

/** SQL: the start of the payer's current credit period (creditPeriodAt's): their live billing period's, else the calendar month's (UTC). */
function periodStartSql(payerId: string): string {
  return `coalesce((select current_period_start from (${liveBillingPeriodSql(payerId)}) billing), date_trunc('month', now(), 'UTC'))`;
}
