import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import type { CreditsService } from '../billing/credits.service';
import type { Job } from '../jobs/job.entity';
import type { UnfinishedJobSettlement } from '../jobs/job.service';
import { CreditKind } from '../plans/credit-kind';

export interface ContentBriefSettlementDeps {
  em: EntityManager;
  credits: CreditsService;
}

/** A brief that ends unfinished (failed or cancelled) gives its credit back. */
export class ContentBriefSettlement implements UnfinishedJobSettlement {
  private readonly em: EntityManager;
  private readonly credits: CreditsService;

  constructor({ em, credits }: ContentBriefSettlementDeps) {
    this.em = em;
    this.credits = credits;
  }

  async settle(job: Job): Promise<void> {
    if (job.finished) return;
    const owner = await this.em.findOne(User, { id: job.ownerId });
    if (owner) await this.credits.refund(owner, CreditKind.CONTENT_BRIEFS, 1, job.id);
  }
}
