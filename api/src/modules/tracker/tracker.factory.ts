import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { JobService } from '../jobs/job.service';
import { CannibalisationRepository } from './cannibalisation.repository';
import { KeywordTableRepository } from './keyword-table.repository';
import { KeywordTableCellsRepository } from './keyword-table-cells.repository';
import { NotFoundRepository } from './not-found.repository';
import { SerpSnapshotRepository } from './serp-snapshot.repository';
import { SerpTasksRepository } from './serp-tasks.repository';
import { TrackerReportService } from './tracker-report.service';
import type { TrackerRepositories } from './tracker-repositories';
import { TrackerResultsRepository } from './tracker-results.repository';
import { TrackerRunFiguresRepository } from './tracker-run-figures.repository';
import type { TrackerSchedule } from './tracker-schedule';
import type { TrackingInstance } from './tracking-instance.entity';
import { TrackingInstanceService } from './tracking-instance.service';
import { TrackingKeywordsRepository } from './tracking-keywords.repository';
import { TrackingKeywordsService } from './tracking-keywords.service';

export interface TrackerModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  schedule: TrackerSchedule;
  /** Called with the domains an edit added as competitors: their history is filled from stored results pages. */
  competitorsAdded: (instance: TrackingInstance, domains: string[]) => Promise<unknown>;
}

/** The tracker's instance, keyword and report services on one unit of work, each built when first used. */
export function createTrackerServices(needs: TrackerModuleNeeds) {
  const repositories = trackerRepositoriesOn;
  const services = builtOnFirstRead({
    trackingInstances: () => new TrackingInstanceService({ em: needs.em, jobs: needs.jobs, schedule: needs.schedule, competitorsAdded: needs.competitorsAdded, repositories }),
    trackingKeywords: () => new TrackingKeywordsService({ em: needs.em, repositories }),
    trackerReports: (): TrackerReportService => new TrackerReportService({ em: needs.em, instances: services.trackingInstances, repositories }),
  });
  return services;
}

/** The tracker's repositories on `em` (a service's own, or a transaction's). */
export function trackerRepositoriesOn(em: EntityManager): TrackerRepositories {
  const snapshots = new SerpSnapshotRepository(em);
  const cannibalisation = new CannibalisationRepository(em, snapshots);
  const figures = new TrackerRunFiguresRepository(em);
  const tableCells = new KeywordTableCellsRepository(em);
  return {
    keywords: new TrackingKeywordsRepository(em),
    results: new TrackerResultsRepository(em, { cannibalisation, figures, tableCells }),
    snapshots,
    keywordTable: new KeywordTableRepository(em, tableCells),
    tableCells,
    cannibalisation,
    notFound: new NotFoundRepository(em, tableCells),
    figures,
    serpTasks: new SerpTasksRepository(em),
  };
}
