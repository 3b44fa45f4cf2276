import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import { JobHandOver } from './job-hand-over';
import type { JobRunner } from './job-runner';
import { JobService, type JobServiceDeps } from './job.service';

/** The jobs module's services on one unit of work, each built when first used. */
export function createJobServices(needs: JobServiceDeps) {
  return builtOnFirstRead({
    jobs: () => new JobService({ em: needs.em, events: needs.events, runner: needs.runner, settlementOf: needs.settlementOf, creditsOn: needs.creditsOn }),
  });
}

export interface JobHandOverNeeds {
  /** The configured runner (in process or Temporal). */
  runner: JobRunner;
  freshEm: () => EntityManager;
  /** JOB_START_SWEEP_AFTER_MS. */
  sweepAfterMs: number;
  logger: Logger;
}

/** The process's one hand-over of jobs to the runner, and the sweep that starts the jobs never handed over. */
export function createJobHandOver(needs: JobHandOverNeeds): JobHandOver {
  return new JobHandOver({ configured: needs.runner, freshEm: needs.freshEm, afterMs: needs.sweepAfterMs, logger: needs.logger });
}
