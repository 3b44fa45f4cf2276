import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import { requireAdmin } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import { liveBillingPeriodSql } from '../plans/credit-period.sql';
import { CreditKind } from '../plans/credit-kind';
import { getPlanOrThrow } from '../plans/plans';
import { grantSchema } from './dto/inputs/grant-credits.input';
import { billingMessages } from './billing.messages';
import { assertWithinClientBudget } from '../workspaces/client-budget';

export interface CreditPeriod {
  start: Date;
  end: Date;
}

export interface CreditUsage {
  kind: CreditKind;
  used: number;
  /** null means unlimited. */
  limit: number | null;
  remaining: number | null;
  period: CreditPeriod;
}

/**
 * The period credits are counted in: a paid subscription's current billing period, else the
 * calendar month (UTC). The one place a period is decided; a renewal starts a new period, so an
 * invoice paid resets the credits.
 */
export function creditPeriodAt(now: Date, billingPeriod: CreditPeriod | null = null): CreditPeriod {
  if (billingPeriod) return billingPeriod;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** A user's allowance of one kind per period; null means unlimited. Admins are staff and never limited. */
export function allowanceOf(user: User, kind: CreditKind): number | null {
  if (user.isAdmin) return null;
  const { limits } = getPlanOrThrow(user.planId);
  switch (kind) {
    case CreditKind.TRACKING:
      return limits.monthlyTrackingCredits;
    case CreditKind.KEYWORD_SEARCHES:
      return limits.monthlyKeywordSearches;
    case CreditKind.ARTICLES:
      return limits.monthlyArticles;
    case CreditKind.CONTENT_BRIEFS:
      return limits.monthlyContentBriefs;
    case CreditKind.AI_ANSWERS:
      return limits.monthlyAiAnswers;
  }
}

/**
 * Every kind of credit, as a ledger: each spend, refund and grant is an entry (with the job or request it
 * belongs to), and a balance row per workspace, kind and period is what concurrent spends race on, so a
 * balance never goes past its allowance. A workspace's allowance and period are its owner's (the payer):
 * their plan, their billing period; two workspaces of one owner count apart.
 */
export class CreditsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Takes `amount` credits, or throws INSUFFICIENT_CREDITS ("Insufficient … credits", a 400) and takes none.
   * `user` is the workspace's payer; `workspaceId` the workspace they are spent in (the payer's personal one
   * when none is named): its balance is charged and its audit log shows the entry (and its refunds).
   * `clientId`: the client whose project spends them; a spend past its monthly budget is refused (INSUFFICIENT_CREDITS).
   */
  async spend(
    user: User,
    kind: CreditKind,
    amount: number,
    reference: string | null,
    { now = new Date(), workspaceId = null, clientId = null }: { now?: Date; workspaceId?: string | null; clientId?: string | null } = {},
  ): Promise<void> {
    if (amount <= 0) return;
    const allowance = allowanceOf(user, kind);
    const { start } = await this.periodOf(user.id, now);
    const balanceId = workspaceId ?? user.personalWorkspaceId;
    await this.em.transactional(async (tx) => {
      if (clientId) await assertWithinClientBudget(tx, clientId, kind, amount, now);
      await tx.execute('insert into credit_balances (workspace_id, kind, period_start, used) values (?, ?, ?, 0) on conflict do nothing', [balanceId, kind, start]);
      const updated = await tx.execute<{ used: number }[]>(
        `update credit_balances set used = used + ? where workspace_id = ? and kind = ? and period_start = ? and (?::int is null or used + ? <= ?::int + granted) returning used`,
        [amount, balanceId, kind, start, allowance, amount, allowance],
      );
      if (updated.length === 0) throw new AppError('INSUFFICIENT_CREDITS', billingMessages.insufficientCredits[kind]);
      await this.addEntry(tx, { user, kind, change: -amount, reason: 'spend', reference, periodStart: start, workspaceId: balanceId, clientId });
    });
  }

  /**
   * Gives back up to `amount` of what `user` (the payer) spent under `reference`, to the workspace and
   * period it was spent in. Refunding the same reference again never returns more than was spent, so
   * retried steps are safe.
   */
  async refund(user: User, kind: CreditKind, amount: number, reference: string): Promise<number> {
    if (amount <= 0) return 0;
    return this.em.transactional(async (tx) => {
      const [spentIn] = await tx.execute<{ workspace_id: string | null; client_id: string | null }[]>(
        `select workspace_id, client_id from credit_entries where user_id = ? and kind = ? and reference = ? and reason = 'spend' limit 1`,
        [user.id, kind, reference],
      );
      if (!spentIn?.workspace_id) return 0;
      // Refunds of one workspace and kind queue here, so two of one reference cannot both see it unrefunded.
      await tx.execute('select 1 from credit_balances where workspace_id = ? and kind = ? for update', [spentIn.workspace_id, kind]);
      const [spent] = await tx.execute<{ period_start: Date | string; net: number | string }[]>(
        `select min(period_start) as period_start, -sum(change) as net from credit_entries where user_id = ? and kind = ? and reference = ?`,
        [user.id, kind, reference],
      );
      const refundable = Math.min(amount, Number(spent?.net ?? 0));
      if (!spent?.period_start || refundable <= 0) return 0;
      const periodStart = new Date(spent.period_start);
      await tx.execute('update credit_balances set used = greatest(used - ?, 0) where workspace_id = ? and kind = ? and period_start = ?', [refundable, spentIn.workspace_id, kind, periodStart]);
      // Given back to the client whose budget the spend counted against.
      await this.addEntry(tx, { user, kind, change: refundable, reason: 'refund', reference, periodStart, workspaceId: spentIn.workspace_id, clientId: spentIn.client_id });
      return refundable;
    });
  }

  /** Admin: adds credits to the allowance of a user's personal workspace for the current period, with the reason in the ledger. */
  async grant(viewer: Viewer, input: UntrustedInput<typeof grantSchema>, now = new Date()): Promise<CreditUsage[]> {
    const admin = requireAdmin(viewer);
    const { userId, kind, amount, reason } = parseInput(grantSchema, input);
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw new AppError('NOT_FOUND', billingMessages.userNotFound);
    const { start } = await this.periodOf(user.id, now);
    await this.em.transactional(async (tx) => {
      await tx.execute(
        'insert into credit_balances (workspace_id, kind, period_start, used, granted) values (?, ?, ?, 0, ?) on conflict (workspace_id, kind, period_start) do update set granted = credit_balances.granted + excluded.granted',
        [user.personalWorkspaceId, kind, start, amount],
      );
      await this.addEntry(tx, { user, kind, change: amount, reason: 'grant', reference: `admin:${admin.id}`, periodStart: start, note: reason });
    });
    return this.usage(user, user.personalWorkspaceId, now);
  }

  /**
   * What a workspace has used and has left of each kind in the current period (its payer's plan allowance
   * plus grants); `user` is the payer, by default of their personal workspace.
   */
  async usage(user: User, workspaceId: string = user.personalWorkspaceId, now = new Date()): Promise<CreditUsage[]> {
    const period = await this.periodOf(user.id, now);
    const rows = await this.em.execute<{ kind: CreditKind; used: number; granted: number }[]>('select kind, used, granted from credit_balances where workspace_id = ? and period_start = ?', [
      workspaceId,
      period.start,
    ]);
    return Object.values(CreditKind).map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      const used = row?.used ?? 0;
      const allowance = allowanceOf(user, kind);
      const limit = allowance === null ? null : allowance + (row?.granted ?? 0);
      return { kind, used, limit, remaining: limit === null ? null : Math.max(limit - used, 0), period };
    });
  }

  /** The user's paid billing period when a subscription is live, else the calendar month. */
  private async periodOf(userId: string, now: Date): Promise<CreditPeriod> {
    const [billing] = await this.em.execute<{ current_period_start: Date | string; current_period_end: Date | string }[]>(liveBillingPeriodSql('?'), [userId]);
    return creditPeriodAt(now, billing ? { start: new Date(billing.current_period_start), end: new Date(billing.current_period_end) } : null);
  }

  private async addEntry(
    tx: EntityManager,
    entry: { user: User; kind: CreditKind; change: number; reason: 'spend' | 'refund' | 'grant'; reference: string | null; periodStart: Date; note?: string; workspaceId?: string | null; clientId?: string | null },
  ): Promise<void> {
    await tx.execute(
      'insert into credit_entries (id, user_id, kind, change, reason, reference, period_start, note, workspace_id, client_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [randomUUID(), entry.user.id, entry.kind, entry.change, entry.reason, entry.reference, entry.periodStart, entry.note ?? null, entry.workspaceId ?? null, entry.clientId ?? null],
    );
  }
}
