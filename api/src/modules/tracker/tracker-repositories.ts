import type { EntityManager } from '@mikro-orm/postgresql';
import type { CannibalisationRepository } from './cannibalisation.repository';
import type { KeywordTableRepository } from './keyword-table.repository';
import type { KeywordTableCellsRepository } from './keyword-table-cells.repository';
import type { NotFoundRepository } from './not-found.repository';
import type { SerpSnapshotRepository } from './serp-snapshot.repository';
import type { SerpTasksRepository } from './serp-tasks.repository';
import type { TrackerResultsRepository } from './tracker-results.repository';
import type { TrackerRunFiguresRepository } from './tracker-run-figures.repository';
import type { TrackingKeywordsRepository } from './tracking-keywords.repository';

/** The tracker's repositories, all reading and writing through one EntityManager. */
export interface TrackerRepositories {
  keywords: TrackingKeywordsRepository;
  results: TrackerResultsRepository;
  snapshots: SerpSnapshotRepository;
  keywordTable: KeywordTableRepository;
  tableCells: KeywordTableCellsRepository;
  cannibalisation: CannibalisationRepository;
  notFound: NotFoundRepository;
  figures: TrackerRunFiguresRepository;
  serpTasks: SerpTasksRepository;
}

/**
 * Builds the repositories on the EntityManager given: a service's own, or the one of the transaction
 * it is in (so a repository's writes join that transaction). Made by `tracker.factory.ts`.
 */
export type TrackerRepositoriesOn = (em: EntityManager) => TrackerRepositories;
