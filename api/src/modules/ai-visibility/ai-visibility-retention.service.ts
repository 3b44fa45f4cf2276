import type { EntityManager } from '@mikro-orm/postgresql';
import { JobStatus } from '../jobs/job.entity';
import type { AiVisibilitySamplesRepository } from './ai-visibility-samples.repository';
import { deleteSamplesOfRuns } from './ai-visibility-samples.repository';

const DAY_MS = 24 * 60 * 60_000;
const UNFINISHED_JOB_STATUSES = [JobStatus.queued, JobStatus.running];
/** Runs whose answers go in one transaction: a year of daily runs of a large project is many rows, so in steps. */
const RUNS_PER_STEP = 20;

export interface AiAnswerRetentionDeps {
  em: EntityManager;
  samples: (em: EntityManager) => AiVisibilitySamplesRepository;
  /** AI_ANSWERS_RETENTION_DAYS. */
  retentionDays: number;
}

/**
 * Stored answers past their retention: each run older than it keeps its counts (written on the run) and
 * loses its samples, in one transaction per step, so a run never shows counts without answers nor
 * answers marked gone. Its figures then read "answers no longer kept" instead of standing on nothing.
 */
export class AiAnswerRetentionService {
  constructor(private readonly deps: AiAnswerRetentionDeps) {}

  get retentionDays(): number {
    return this.deps.retentionDays;
  }

  /** Deletes the answers of every finished run created before now - retention; how many runs lost theirs. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.deps.retentionDays * DAY_MS);
    let pruned = 0;
    for (;;) {
      const step = await this.deps.em.fork().transactional(async (tx) => {
        const runs = await tx.execute<{ id: string }[]>(
          `select r.id from ai_visibility_runs r join jobs j on j.id = r.job_id
           where r.answers_deleted_at is null and r.created_at < ? and j.status not in (${UNFINISHED_JOB_STATUSES.map(() => '?').join(', ')})
           order by r.created_at limit ${RUNS_PER_STEP} for update of r skip locked`,
          [before, ...UNFINISHED_JOB_STATUSES],
        );
        const ids = runs.map((run) => run.id);
        if (ids.length === 0) return 0;
        const counts = await this.deps.samples(tx).countsOf(ids);
        for (const id of ids) {
          const kept = counts.get(id);
          await tx.execute('update ai_visibility_runs set answers_deleted_at = ?, kept_counts = ? where id = ?', [
            now,
            JSON.stringify({ checked: kept?.checked ?? 0, failed: kept?.failed ?? 0, vendorCalls: kept?.vendorCalls ?? 0 }),
            id,
          ]);
        }
        await deleteSamplesOfRuns(tx, ids);
        return ids.length;
      });
      pruned += step;
      if (step < RUNS_PER_STEP) return pruned;
    }
  }
}
