import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { CreditKind } from '../plans/credit-kind';
import { workspaceMessages } from './workspaces.messages';

const CREDIT_NAMES: Record<CreditKind, string> = {
  [CreditKind.TRACKING]: 'tracking credits',
  [CreditKind.KEYWORD_SEARCHES]: 'keyword search credits',
  [CreditKind.ARTICLES]: 'article credits',
  [CreditKind.CONTENT_BRIEFS]: 'content brief credits',
  [CreditKind.AI_ANSWERS]: 'AI answer credits',
};

/** The UTC calendar month `now` is in: the period a client's budget counts (whatever the payer's billing period). */
export function budgetMonthOf(now: Date): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** What a client's projects spent of `kind` in the month of `now`: spends minus refunds of the credit ledger's entries. */
export async function clientSpendOf(em: EntityManager, clientId: string, kind: CreditKind, now: Date): Promise<number> {
  const { start, end } = budgetMonthOf(now);
  const [row] = await em.execute<{ used: number | string | null }[]>(
    `select -sum(change) as used from credit_entries where client_id = ? and kind = ? and reason in ('spend', 'refund') and created_at >= ? and created_at < ?`,
    [clientId, kind, start, end],
  );
  return Math.max(Number(row?.used ?? 0), 0);
}

/**
 * Refuses a spend of `amount` that would take the client past its monthly budget of `kind` (nothing is
 * spent). Called by the ledger inside the spend's transaction: the client's row lock queues concurrent
 * spends of one client, so each sees the others' entries and two cannot both pass the cap.
 */
export async function assertWithinClientBudget(tx: EntityManager, clientId: string, kind: CreditKind, amount: number, now: Date): Promise<void> {
  const [client] = await tx.execute<{ name: string; budget: number | string | null }[]>('select name, budgets ->> ? as budget from workspace_clients where id = ? for update', [kind, clientId]);
  if (!client || client.budget === null) return;
  const budget = Number(client.budget);
  const used = await clientSpendOf(tx, clientId, kind, now);
  if (used + amount > budget) throw new AppError('INSUFFICIENT_CREDITS', workspaceMessages.clientBudgetExceeded(client.name, budget, CREDIT_NAMES[kind], used));
}
