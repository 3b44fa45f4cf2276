import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService } from '../jobs/job.service';
import { SearchConsoleConnectionsService } from './search-console-connections.service';
import { SearchConsoleReadsService } from './search-console-reads.service';
import type { SearchConsoleRuntime } from './search-console-runtime';
import { SearchConsoleSyncService } from './search-console-sync.service';

export interface SearchConsoleServices {
  readonly searchConsoleConnections: SearchConsoleConnectionsService;
  readonly searchConsoleReads: SearchConsoleReadsService;
  readonly searchConsoleSync: SearchConsoleSyncService;
}

export interface SearchConsoleModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  jobProgress: JobProgressReports;
  runtime: SearchConsoleRuntime;
  /** Whether maintenance is on (the OAuth callback reads no viewer). */
  maintenanceOn: () => Promise<boolean>;
  /** The Search Console alert rules, told when a sync ends. */
  syncListener?: () => { syncEnded(propertyId: string, jobId: string): Promise<void> };
}

/** Search Console's services on one unit of work, each built when first used. */
export function createSearchConsoleServices(needs: SearchConsoleModuleNeeds): SearchConsoleServices {
  const built: SearchConsoleServices = builtOnFirstRead<SearchConsoleServices>({
    searchConsoleConnections: () => new SearchConsoleConnectionsService({ em: needs.em, jobs: needs.jobs, runtime: needs.runtime, maintenanceOn: needs.maintenanceOn }),
    searchConsoleReads: () => new SearchConsoleReadsService({ em: needs.em, connections: () => built.searchConsoleConnections }),
    searchConsoleSync: () => new SearchConsoleSyncService({ em: needs.em, jobs: needs.jobs, progress: needs.jobProgress, runtime: needs.runtime, syncListener: needs.syncListener }),
  });
  return built;
}
