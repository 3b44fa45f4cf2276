import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import type { CreditsService } from '../billing/credits.service';
import { CreditKind } from '../plans/credit-kind';
import type { Job } from '../jobs/job.entity';
import type { UnfinishedJobSettlement } from '../jobs/job.service';
import { Article } from './article.entity';

export interface ArticleJobSettlementDeps {
  em: EntityManager;
  credits: CreditsService;
}

/** An article job that ends unfinished gives back the credits of the articles it did not write. */
export class ArticleJobSettlement implements UnfinishedJobSettlement {
  private readonly em: EntityManager;
  private readonly credits: CreditsService;

  constructor({ em, credits }: ArticleJobSettlementDeps) {
    this.em = em;
    this.credits = credits;
  }

  async settle(job: Job): Promise<void> {
    if (job.finished) return;
    const unwritten = job.progressTotal - (await this.em.count(Article, { jobId: job.id }));
    const owner = await this.em.findOne(User, { id: job.ownerId });
    if (owner && unwritten > 0) await this.credits.refund(owner, CreditKind.ARTICLES, unwritten, job.id);
  }
}
