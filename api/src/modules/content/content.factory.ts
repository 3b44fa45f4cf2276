import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { JobService } from '../jobs/job.service';
import type { SerpClient } from '../seo/serp/serp-client';
import { SerpSnapshotRepository } from '../tracker/serp-snapshot.repository';
import { ContentBriefJobService } from './content-brief-job.service';
import { ContentBriefService } from './content-brief.service';
import { ContentService } from './content.service';
import type { PageFetcher } from './pages/page-fetcher';

export interface ContentModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  serp: SerpClient;
  /** Reads the pages that rank: over the internet, or the sandbox's. */
  pageFetcher: PageFetcher;
  /** How old a tracker run's stored page may be to stand in for the search; 0: always search. */
  snapshotMaxAgeHours: number;
}

/** Content briefs (started, read, and the job's steps) and content scores on one unit of work, each built when first used. */
export function createContentServices(needs: ContentModuleNeeds) {
  const services = builtOnFirstRead({
    contentBriefs: () => new ContentBriefService({ em: needs.em, jobs: needs.jobs, pages: needs.pageFetcher }),
    contentBriefJobs: () =>
      new ContentBriefJobService({
        em: needs.em,
        jobs: needs.jobs,
        serp: needs.serp,
        pages: needs.pageFetcher,
        // A fresh tracker results page of the same search saves the vendor call.
        snapshots: new SerpSnapshotRepository(needs.em),
        snapshotMaxAgeHours: needs.snapshotMaxAgeHours,
      }),
    content: (): ContentService => new ContentService(services.contentBriefs),
  });
  return services;
}
