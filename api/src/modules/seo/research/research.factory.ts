import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../../common/built-on-first-read';
import type { CreditsService } from '../../billing/credits.service';
import type { JobProgressReports } from '../../jobs/job-progress';
import type { JobService } from '../../jobs/job.service';
import type { TrackingKeywordsService } from '../../tracker/tracking-keywords.service';
import type { SerpClient } from '../serp/serp-client';
import { BulkResearchJobService, BulkResearchSettlement, type BulkResearchStores } from './bulk-research-job.service';
import { BulkResearchService } from './bulk-research.service';
import { BulkResultsRepository } from './bulk-results.repository';
import type { ResearchCache } from './research-cache';
import type { ResearchProvider } from './research-provider';
import { ResearchService } from './research.service';

export interface ResearchModuleNeeds {
  em: EntityManager;
  provider: ResearchProvider;
  serp: SerpClient;
  cache: ResearchCache;
  credits: CreditsService;
  /** The credits ledger on a transaction's context (bulk refunds are stored with the keywords they mark failed). */
  creditsOn: (em: EntityManager) => CreditsService;
  jobs: JobService;
  jobProgress: JobProgressReports;
  /** Where bulk results are added to a tracker. */
  trackingKeywords: TrackingKeywordsService;
}

/** Keyword research's services on one unit of work (single and bulk, and the bulk job's steps), each built when first used. */
export function createResearchServices(needs: ResearchModuleNeeds) {
  const stores = bulkResearchStores(needs);
  return builtOnFirstRead({
    research: () => new ResearchService({ em: needs.em, research: needs.provider, serp: needs.serp, cache: needs.cache, credits: needs.credits }),
    bulkResearch: () =>
      new BulkResearchService({ em: needs.em, jobs: needs.jobs, research: needs.provider, trackingKeywords: needs.trackingKeywords, credits: needs.credits, bulkResults: stores.bulkResults }),
    bulkResearchJobs: () => new BulkResearchJobService({ em: needs.em, jobs: needs.jobs, research: needs.provider, progress: needs.jobProgress, ...stores }),
  });
}

/** What settles a bulk research that ends unfinished, on the unit of work `needs.em` is. */
export function createBulkResearchSettlement(needs: Pick<ResearchModuleNeeds, 'em' | 'jobProgress' | 'creditsOn'>): BulkResearchSettlement {
  return new BulkResearchSettlement({ em: needs.em, progress: needs.jobProgress, ...bulkResearchStores(needs) });
}

function bulkResearchStores({ creditsOn }: Pick<ResearchModuleNeeds, 'creditsOn'>): BulkResearchStores {
  return { bulkResults: (em) => new BulkResultsRepository(em), creditsOn };
}
