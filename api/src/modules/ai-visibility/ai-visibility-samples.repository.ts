import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiAnswer, AiSurface } from './engines/ai-answer-engine';
import type { SampleExtraction } from './answer-extraction';

/** One sample of a run: one prompt asked once of one surface. */
export interface SampleKey {
  promptIndex: number;
  surface: AiSurface;
  sample: number;
}

export interface PlannedSample extends SampleKey {
  prompt: string;
  batch: number;
}

export interface PendingSample extends PlannedSample {
  /** Vendor calls recorded for it so far (each before it was sent). */
  attempts: number;
}

/** An answer is kept whole, as the engine gave it. */
export type StoredAnswer = AiAnswer;

export interface StoredSample extends SampleKey {
  runId: string;
  prompt: string;
  status: 'pending' | 'checked' | 'failed';
  answer: StoredAnswer | null;
  extraction: SampleExtraction | null;
  error: string | null;
  checkedAt: Date | null;
}

export interface RunCounts {
  planned: number;
  checked: number;
  failed: number;
  vendorCalls: number;
}

interface SampleRow {
  run_id: string;
  prompt_index: number;
  surface: AiSurface;
  sample: number;
  prompt: string;
  status: StoredSample['status'];
  answer: StoredAnswer | null;
  extraction: SampleExtraction | null;
  error: string | null;
  checked_at: Date | string | null;
}

const toSample = (row: SampleRow): StoredSample => ({
  runId: row.run_id,
  promptIndex: row.prompt_index,
  surface: row.surface,
  sample: row.sample,
  prompt: row.prompt,
  status: row.status,
  answer: row.answer,
  extraction: row.extraction,
  error: row.error,
  checkedAt: row.checked_at === null ? null : new Date(row.checked_at),
});

const KEY = 'run_id = ? and prompt_index = ? and surface = ? and sample = ?';
const keyParams = (runId: string, key: SampleKey) => [runId, key.promptIndex, key.surface, key.sample];

/** The samples of AI visibility runs (`ai_visibility_samples`), read and written in SQL: a run has thousands. */
export class AiVisibilitySamplesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every sample of a new run, pending; sent as one JSON parameter, however many there are. */
  async insertPlanned(runId: string, projectId: string, samples: readonly PlannedSample[]): Promise<void> {
    const rows = samples.map((sample) => ({ prompt_index: sample.promptIndex, surface: sample.surface, sample: sample.sample, batch: sample.batch, prompt: sample.prompt }));
    await this.em.execute(
      `insert into ai_visibility_samples (run_id, project_id, prompt_index, surface, sample, batch, prompt)
       select ?, ?, r.prompt_index, r.surface, r.sample, r.batch, r.prompt
       from jsonb_to_recordset(?::jsonb) as r (prompt_index smallint, surface varchar, sample smallint, batch integer, prompt text)`,
      [runId, projectId, JSON.stringify(rows)],
    );
  }

  async pendingBatches(runId: string): Promise<number[]> {
    const rows = await this.em.execute<{ batch: number }[]>(`select distinct batch from ai_visibility_samples where run_id = ? and status = 'pending' order by batch`, [runId]);
    return rows.map((row) => row.batch);
  }

  async pendingIn(runId: string, batch: number): Promise<PendingSample[]> {
    const rows = await this.em.execute<(SampleRow & { batch: number; attempts: number })[]>(
      `select prompt_index, surface, sample, prompt, batch, attempts from ai_visibility_samples where run_id = ? and batch = ? and status = 'pending' order by prompt_index, surface, sample`,
      [runId, batch],
    );
    return rows.map((row) => ({ promptIndex: row.prompt_index, surface: row.surface, sample: row.sample, prompt: row.prompt, batch: row.batch, attempts: row.attempts }));
  }

  /**
   * Records a vendor call for the sample before it is sent: true when it may be sent (still pending, under
   * `maxAttempts` calls). A crash between this and the answer leaves the call counted, so a resumed run
   * knows it was made and never calls past the limit.
   */
  async claimCall(runId: string, key: SampleKey, maxAttempts: number): Promise<boolean> {
    const rows = await this.em.execute(`update ai_visibility_samples set attempts = attempts + 1 where ${KEY} and status = 'pending' and attempts < ? returning attempts`, [
      ...keyParams(runId, key),
      maxAttempts,
    ]);
    return rows.length > 0;
  }

  async storeAnswer(runId: string, key: SampleKey, answer: StoredAnswer, extraction: SampleExtraction): Promise<void> {
    await this.em.execute(`update ai_visibility_samples set status = 'checked', answer = ?::jsonb, extraction = ?::jsonb, error = null, checked_at = now() where ${KEY} and status = 'pending'`, [
      JSON.stringify(answer),
      JSON.stringify(extraction),
      ...keyParams(runId, key),
    ]);
  }

  /** Why the last call for a sample failed; it stays pending, for the next attempt. */
  async recordError(runId: string, key: SampleKey, message: string): Promise<void> {
    await this.em.execute(`update ai_visibility_samples set error = ? where ${KEY} and status = 'pending'`, [message, ...keyParams(runId, key)]);
  }

  /** Marks pending samples "not checked" (one, a batch's, or with neither the whole run's); answers how many. */
  async markFailed(runId: string, scope: { batch?: number; key?: SampleKey }, message: string): Promise<number> {
    const [where, params] = scope.key ? [KEY, keyParams(runId, scope.key)] : scope.batch !== undefined ? ['run_id = ? and batch = ?', [runId, scope.batch]] : ['run_id = ?', [runId]];
    const rows = await this.em.execute(`update ai_visibility_samples set status = 'failed', error = coalesce(error, ?) where ${where} and status = 'pending' returning 1`, [message, ...params]);
    return rows.length;
  }

  async countsOf(runIds: readonly string[]): Promise<Map<string, RunCounts>> {
    if (runIds.length === 0) return new Map();
    const rows = await this.em.execute<{ run_id: string; planned: string | number; checked: string | number; failed: string | number; calls: string | number }[]>(
      `select run_id, count(*) as planned, count(*) filter (where status = 'checked') as checked, count(*) filter (where status = 'failed') as failed, coalesce(sum(attempts), 0) as calls
       from ai_visibility_samples where run_id in (${runIds.map(() => '?').join(', ')}) group by run_id`,
      [...runIds],
    );
    return new Map(rows.map((row) => [row.run_id, { planned: Number(row.planned), checked: Number(row.checked), failed: Number(row.failed), vendorCalls: Number(row.calls) }]));
  }

  async counts(runId: string): Promise<RunCounts> {
    return (await this.countsOf([runId])).get(runId) ?? { planned: 0, checked: 0, failed: 0, vendorCalls: 0 };
  }

  /** Samples of the project's runs, filtered, in run then prompt, surface and sample order. */
  async find(projectId: string, filter: { runIds?: readonly string[]; prompt?: string; surface?: AiSurface; status?: StoredSample['status'] }, limit: number): Promise<StoredSample[]> {
    const conditions = ['s.project_id = ?'];
    const params: unknown[] = [projectId];
    if (filter.runIds) {
      if (filter.runIds.length === 0) return [];
      conditions.push(`s.run_id in (${filter.runIds.map(() => '?').join(', ')})`);
      params.push(...filter.runIds);
    }
    for (const [condition, value] of [
      ['lower(s.prompt) = lower(?)', filter.prompt],
      ['s.surface = ?', filter.surface],
      ['s.status = ?', filter.status],
    ] as const) {
      if (value === undefined) continue;
      conditions.push(condition);
      params.push(value);
    }
    const rows = await this.em.execute<SampleRow[]>(
      `select s.run_id, s.prompt_index, s.surface, s.sample, s.prompt, s.status, s.answer, s.extraction, s.error, s.checked_at
       from ai_visibility_samples s join ai_visibility_runs r on r.id = s.run_id
       where ${conditions.join(' and ')} order by r.created_at desc, s.prompt_index, s.surface, s.sample limit ?`,
      [...params, limit],
    );
    return rows.map(toSample);
  }

  async countChecked(projectId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string | number }[]>(`select count(*) as count from ai_visibility_samples where project_id = ? and status = 'checked'`, [projectId]);
    return Number(row?.count ?? 0);
  }

  /** A page of a project's checked samples' answers, after `after` (keyset order), for re-extraction. */
  async checkedPage(projectId: string, after: (SampleKey & { runId: string }) | null, limit: number): Promise<(SampleKey & { runId: string; answer: StoredAnswer })[]> {
    const rows = await this.em.execute<SampleRow[]>(
      `select run_id, prompt_index, surface, sample, answer from ai_visibility_samples
       where project_id = ? and status = 'checked' ${after ? 'and (run_id, prompt_index, surface, sample) > (?, ?, ?, ?)' : ''}
       order by run_id, prompt_index, surface, sample limit ?`,
      [projectId, ...(after ? keyParams(after.runId, after) : []), limit],
    );
    return rows.map((row) => ({ runId: row.run_id, promptIndex: row.prompt_index, surface: row.surface, sample: row.sample, answer: row.answer! }));
  }

  /** Replaces the extraction of many samples in one statement. */
  async storeExtractions(rows: readonly (SampleKey & { runId: string; extraction: SampleExtraction })[]): Promise<void> {
    if (rows.length === 0) return;
    const payload = rows.map((row) => ({ run_id: row.runId, prompt_index: row.promptIndex, surface: row.surface, sample: row.sample, extraction: row.extraction }));
    await this.em.execute(
      `update ai_visibility_samples s set extraction = r.extraction
       from jsonb_to_recordset(?::jsonb) as r (run_id uuid, prompt_index smallint, surface varchar, sample smallint, extraction jsonb)
       where s.run_id = r.run_id and s.prompt_index = r.prompt_index and s.surface = r.surface and s.sample = r.sample`,
      [JSON.stringify(payload)],
    );
  }

  /** Bytes the stored answers and extractions of a run take (PostgreSQL's compressed jsonb sizes), for measuring. */
  async storedBytes(runId: string): Promise<{ samples: number; bytes: number }> {
    const [row] = await this.em.execute<{ samples: string | number; bytes: string | number | null }[]>(
      `select count(*) as samples, sum(pg_column_size(answer) + coalesce(pg_column_size(extraction), 0)) as bytes from ai_visibility_samples where run_id = ? and status = 'checked'`,
      [runId],
    );
    return { samples: Number(row?.samples ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /** A page of one run's samples (of one surface, or all) after `after`, in prompt, surface and sample order: an export reads a run page by page. */
  async runPage(runId: string, surface: AiSurface | undefined, after: SampleKey | null, limit: number): Promise<StoredSample[]> {
    const rows = await this.em.execute<SampleRow[]>(
      `select run_id, prompt_index, surface, sample, prompt, status, answer, extraction, error, checked_at from ai_visibility_samples
       where run_id = ? ${surface ? 'and surface = ?' : ''} ${after ? 'and (prompt_index, surface, sample) > (?, ?, ?)' : ''}
       order by prompt_index, surface, sample limit ?`,
      [runId, ...(surface ? [surface] : []), ...(after ? [after.promptIndex, after.surface, after.sample] : []), limit],
    );
    return rows.map(toSample);
  }
}

/** What the figures read of one checked sample. */
export interface FigureSample {
  runId: string;
  extraction: SampleExtraction;
  citations: { url: string; domain: string }[];
}

/** The checked samples of some runs (of one surface, or all), as the figures read them: extraction and citations only. */
export async function checkedForFigures(em: EntityManager, runIds: readonly string[], surface: AiSurface | undefined): Promise<FigureSample[]> {
  if (runIds.length === 0) return [];
  const rows = await em.execute<{ run_id: string; extraction: SampleExtraction; citations: { url: string; domain: string }[] | null }[]>(
    `select run_id, extraction, answer -> 'citations' as citations from ai_visibility_samples
     where run_id in (${runIds.map(() => '?').join(', ')}) and status = 'checked' ${surface ? 'and surface = ?' : ''}`,
    [...runIds, ...(surface ? [surface] : [])],
  );
  return rows.map((row) => ({ runId: row.run_id, extraction: row.extraction, citations: row.citations ?? [] }));
}

/** Deletes every stored sample of the runs given (their answers past retention); how many rows went. */
export async function deleteSamplesOfRuns(em: EntityManager, runIds: readonly string[]): Promise<number> {
  if (runIds.length === 0) return 0;
  const [row] = await em.execute<{ deleted: number }[]>(
    `with gone as (delete from ai_visibility_samples where run_id in (${runIds.map(() => '?').join(', ')}) returning 1) select count(*)::int as deleted from gone`,
    [...runIds],
  );
  return row?.deleted ?? 0;
}
