import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import type { CreditsService } from '../billing/credits.service';
import { CreditKind } from '../plans/credit-kind';

/**
 * Gives back to the run's payer the AI answers of its samples not checked, to `notChecked` in all: what earlier
 * calls refunded is counted, so the end of a run and the settlement of an unfinished one never refund twice.
 */
export async function refundNotChecked(em: EntityManager, credits: Pick<CreditsService, 'refund'>, payerId: string, jobId: string, notChecked: number): Promise<void> {
  const [row] = await em.execute<{ refunded: string | number | null }[]>(
    `select coalesce(sum(change), 0) as refunded from credit_entries where user_id = ? and kind = ? and reference = ? and reason = 'refund'`,
    [payerId, CreditKind.AI_ANSWERS, jobId],
  );
  const owed = notChecked - Number(row?.refunded ?? 0);
  if (owed <= 0) return;
  const payer = await em.findOne(User, { id: payerId });
  if (payer) await credits.refund(payer, CreditKind.AI_ANSWERS, owed, jobId);
}
