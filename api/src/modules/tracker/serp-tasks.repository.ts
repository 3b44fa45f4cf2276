import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostedSerpTask, SerpDevice } from '../seo/serp/serp-provider';

/** A queued search of a run: posted under `tag`; `taskId` once the vendor accepted it, `error` when it refused it. */
export interface SerpTaskRow {
  keyword: string;
  tag: string;
  taskId: string | null;
  error: string | null;
  createdAt: Date;
}

/** The tag a run's queued search carries to the vendor: the same on every attempt, unique per run, device and keyword. */
export function serpTaskTag(runId: string, device: SerpDevice, keyword: string): string {
  return createHash('sha1').update(`${runId}\u0000${device}\u0000${keyword}`).digest('hex');
}

/**
 * The queued searches of runs (table tracking_run_serp_tasks). A row is written before its task is
 * posted and given the task's id after: a step retried after a crash posts nothing twice; a row
 * left without an id (the process died during the post) is matched by its tag among the ready tasks.
 */
export class SerpTasksRepository {
  constructor(private readonly em: EntityManager) {}

  async of(runId: string, device: SerpDevice, keywords: string[]): Promise<Map<string, SerpTaskRow>> {
    if (keywords.length === 0) return new Map();
    const rows = await this.em.execute<{ keyword: string; tag: string; task_id: string | null; error: string | null; created_at: Date | string }[]>(
      'select keyword, tag, task_id, error, created_at from tracking_run_serp_tasks where run_id = ? and device = ? and keyword in (?)',
      [runId, device, keywords],
    );
    return new Map(rows.map((row) => [row.keyword, { keyword: row.keyword, tag: row.tag, taskId: row.task_id, error: row.error, createdAt: new Date(row.created_at) }]));
  }

  /** Records the searches about to be posted (committed before the post). */
  async claim(runId: string, device: SerpDevice, keywords: string[]): Promise<void> {
    if (keywords.length === 0) return;
    await this.em.execute(
      `insert into tracking_run_serp_tasks (run_id, keyword, device, tag) values ${keywords.map(() => '(?, ?, ?, ?)').join(', ')} on conflict do nothing`,
      keywords.flatMap((keyword) => [runId, keyword, device, serpTaskTag(runId, device, keyword)]),
    );
  }

  /** Forgets searches whose post certainly created no task (the vendor refused the call), so a retry posts them. */
  async release(runId: string, device: SerpDevice, keywords: string[]): Promise<void> {
    if (keywords.length === 0) return;
    await this.em.execute('delete from tracking_run_serp_tasks where run_id = ? and device = ? and task_id is null and keyword in (?)', [runId, device, keywords]);
  }

  /** Stores the vendor's answer to a post, by tag, and counts the accepted tasks as the run's vendor calls. */
  async posted(runId: string, tasks: PostedSerpTask[]): Promise<void> {
    if (tasks.length === 0) return;
    await this.em.execute(
      `update tracking_run_serp_tasks t set task_id = v.task_id, error = v.error
       from (values ${tasks.map(() => '(cast(? as varchar), cast(? as varchar), cast(? as varchar))').join(', ')}) as v(tag, task_id, error)
       where t.run_id = ? and t.tag = v.tag`,
      [...tasks.flatMap((task) => [task.tag, task.id ?? null, task.error ? task.error.message.slice(0, 500) : null]), runId],
    );
    const accepted = tasks.filter((task) => task.id).length;
    await this.em.execute('update tracking_runs set vendor_calls = vendor_calls + ? where id = ?', [accepted, runId]);
  }

  /** A task found among the ready ones by its tag: it was posted by an attempt that died before storing its id. */
  async adopt(runId: string, tag: string, taskId: string): Promise<void> {
    await this.em.execute('update tracking_run_serp_tasks set task_id = ? where run_id = ? and tag = ? and task_id is null', [taskId, runId, tag]);
    await this.em.execute('update tracking_runs set vendor_calls = vendor_calls + 1 where id = ?', [runId]);
  }
}
