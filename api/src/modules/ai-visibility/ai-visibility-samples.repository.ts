import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiAnswer, AiSurface } from './engines/ai-answer-engine';
import type { SampleExtraction } from './answer-extraction';
import type { BrandCounts, CitationCount, DomainCitationCount } from './visibility-figures';

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

/** A sample's answer, to be stored with what it says of the brands. */
export interface AnsweredSample {
  key: SampleKey;
  answer: StoredAnswer;
  extraction: SampleExtraction;
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

  async storeAnswer(runId: string, key: SampleKey, answer: StoredAnswer, extraction: SampleExtraction): Promise<void> {
    await this.em.execute(`update ai_visibility_samples set status = 'checked', answer = ?::jsonb, extraction = ?::jsonb, error = null, checked_at = now() where ${KEY} and status = 'pending'`, [
      JSON.stringify(answer),
      JSON.stringify(extraction),
      ...keyParams(runId, key),
    ]);
  }

  /**
   * Records a vendor call for every pending sample of the batch that has calls left, before any is sent, in one
   * statement (the pending samples with none left are marked `message` first, as claimCall's caller does one by
   * one). Answers the claimed samples in prompt, surface and sample order, each with its calls before this one.
   * A crash between this and the answers leaves the calls counted, so a resumed run knows they were made and never
   * calls past the limit.
   */
  async claimBatch(runId: string, batch: number, maxAttempts: number, message: string): Promise<PendingSample[]> {
    await this.em.execute(`update ai_visibility_samples set status = 'failed', error = coalesce(error, ?) where run_id = ? and batch = ? and status = 'pending' and attempts >= ?`, [message, runId, batch, maxAttempts]);
    const rows = await this.em.execute<(SampleRow & { batch: number; attempts: number })[]>(
      `update ai_visibility_samples set attempts = attempts + 1 where run_id = ? and batch = ? and status = 'pending' returning prompt_index, surface, sample, prompt, batch, attempts - 1 as attempts`,
      [runId, batch],
    );
    return rows
      .map((row) => ({ promptIndex: row.prompt_index, surface: row.surface, sample: row.sample, prompt: row.prompt, batch: row.batch, attempts: Number(row.attempts) }))
      .sort((a, b) => a.promptIndex - b.promptIndex || (a.surface < b.surface ? -1 : a.surface > b.surface ? 1 : 0) || a.sample - b.sample);
  }

  /** Stores many samples' answers in one statement (each only while it is pending). */
  async storeAnswers(runId: string, answered: readonly AnsweredSample[]): Promise<void> {
    if (answered.length === 0) return;
    const rows = answered.map(({ key, answer, extraction }) => ({ prompt_index: key.promptIndex, surface: key.surface, sample: key.sample, answer, extraction }));
    await this.em.execute(
      `update ai_visibility_samples s set status = 'checked', answer = r.answer, extraction = r.extraction, error = null, checked_at = now()
       from jsonb_to_recordset(?::jsonb) as r (prompt_index smallint, surface varchar, sample smallint, answer jsonb, extraction jsonb)
       where s.run_id = ? and s.prompt_index = r.prompt_index and s.surface = r.surface and s.sample = r.sample and s.status = 'pending'`,
      [JSON.stringify(rows), runId],
    );
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

/** The checked samples of one run (of one surface, or all), as `sample` in SQL. */
/** The samples a summary counts: of one surface or all, of some prompts (one, or a tag's) or all. */
export interface SampleScope {
  surface?: AiSurface;
  prompts?: readonly string[];
}

function checkedOf(runId: string, { surface, prompts }: SampleScope): [string, unknown[]] {
  const params: unknown[] = [runId];
  let where = `run_id = ? and status = 'checked'`;
  if (surface) {
    where += ' and surface = ?';
    params.push(surface);
  }
  if (prompts && prompts.length === 0) where += ' and false';
  else if (prompts) {
    // One binding that knex expands into the list.
    where += ' and prompt in (?)';
    params.push(prompts);
  }
  return [`select * from ai_visibility_samples where ${where}`, params];
}

/** What brandFiguresOfCounts needs of a run's checked samples (of one surface, or all), counted in SQL. */
export async function brandCountsOf(em: EntityManager, runId: string, scope: SampleScope): Promise<BrandCounts> {
  const [checked, params] = checkedOf(runId, scope);
  const rows = await em.execute<{ kind: 'n' | 'm' | 'c'; brand: string | null; position: number | null; count: string | number }[]>(
    `with s as (${checked})
     select 'n' as kind, null as brand, null::integer as position, count(*) as count from s
     union all select 'm', m.brand, m.position, count(*) from s cross join jsonb_to_recordset(s.extraction -> 'mentions') as m (brand text, position integer) group by m.brand, m.position
     union all select 'c', c.brand, null, count(*) from s cross join lateral (select distinct value as brand from jsonb_array_elements_text(s.extraction -> 'cited')) c group by c.brand`,
    params,
  );
  const counts: BrandCounts = { checked: 0, mentions: new Map(), cited: new Map() };
  for (const row of rows) {
    const count = Number(row.count);
    if (row.kind === 'n') counts.checked = count;
    else if (row.kind === 'c') counts.cited.set(row.brand!, count);
    else counts.mentions.set(row.brand!, (counts.mentions.get(row.brand!) ?? new Map<number, number>()).set(Number(row.position), count));
  }
  return counts;
}

/**
 * A run's cited pages (by URL) and domains counted in SQL, each answer counting a source once: the pages tied for
 * the `top` places and above (topCitedOfCounts orders the ties), and every domain split by whether the answer names
 * `brand` and whether it names any brand (for the top domains and sourceOpportunitiesOfCounts).
 */
export async function citationCountsOf(em: EntityManager, runId: string, scope: SampleScope, brand: string, top: number): Promise<{ pages: CitationCount[]; domains: DomainCitationCount[] }> {
  const [checked, params] = checkedOf(runId, scope);
  // The answers' citations read once; each answer counts a page or a domain once. Deduplicated per answer, so no
  // sort of the whole run's citations by text (slow under a linguistic collation) is needed.
  const rows = await em.execute<{ kind: 'page' | 'domain'; url: string | null; domain: string; names_you: boolean | null; names_any: boolean | null; answers: string | number }[]>(
    `with s as (${checked}),
     per_sample as (
       select exists (select 1 from jsonb_to_recordset(s.extraction -> 'mentions') as m (brand text) where m.brand = ?) as names_you,
         jsonb_array_length(s.extraction -> 'mentions') > 0 as names_any, s.answer -> 'citations' as citations
       from s),
     pages as (
       select c.url, min(c.domain) as domain, count(*) as answers
       from per_sample p cross join lateral (select distinct x.url, x.domain from jsonb_to_recordset(p.citations) as x (url text, domain text)) c group by c.url)
     select 'page' as kind, url, domain, null::boolean as names_you, null::boolean as names_any, answers from (select *, rank() over (order by answers desc) as place from pages) ranked where place <= ?
     union all
     select 'domain', null, c.domain, p.names_you, p.names_any, count(*)
     from per_sample p cross join lateral (select distinct x.domain from jsonb_to_recordset(p.citations) as x (domain text)) c group by c.domain, p.names_you, p.names_any`,
    [...params, brand, top],
  );
  return {
    pages: rows.filter((row) => row.kind === 'page').map((row) => ({ key: row.url!, domain: row.domain, answers: Number(row.answers) })),
    domains: rows.filter((row) => row.kind === 'domain').map((row) => ({ domain: row.domain, namesYou: row.names_you!, namesAny: row.names_any!, answers: Number(row.answers) })),
  };
}

/**
 * Per brand, how many of a finished run's checked samples (of one surface, or all) name it, from the stored run
 * figures; null when the run has none stored (it has not finished), for brandCountsOf to count.
 */
export async function storedMentionCountsOf(em: EntityManager, runId: string, surface: AiSurface | undefined): Promise<{ checked: number; mentioned: Map<string, number> } | null> {
  const rows = await em.execute<{ brand: string; checked: string | number | null; mentioned: string | number | null }[]>(
    `select brand, sum(checked) filter (where ${surface ? 'surface = ?' : 'true'}) as checked, sum(mentioned) filter (where ${surface ? 'surface = ?' : 'true'}) as mentioned
     from ai_visibility_run_figures where run_id = ? group by brand`,
    surface ? [surface, surface, runId] : [runId],
  );
  if (rows.length === 0) return null;
  return { checked: Math.max(0, ...rows.map((row) => Number(row.checked ?? 0))), mentioned: new Map(rows.map((row) => [row.brand, Number(row.mentioned ?? 0)])) };
}

/** The domains cited most, from the split counts of citationCountsOf. */
export function domainCounts(domains: readonly DomainCitationCount[]): CitationCount[] {
  const answers = new Map<string, number>();
  for (const row of domains) answers.set(row.domain, (answers.get(row.domain) ?? 0) + row.answers);
  return [...answers.entries()].map(([domain, count]) => ({ key: domain, domain, answers: count }));
}

/**
 * Counts each run's checked samples per surface and project brand into `ai_visibility_run_figures` (what the chart
 * over time reads): when a run ends, and after its answers are re-read for changed brands.
 */
export async function storeRunFigures(em: EntityManager, runIds: readonly string[]): Promise<void> {
  if (runIds.length === 0) return;
  const ids = `{${runIds.join(',')}}`;
  await em.execute(
    `insert into ai_visibility_run_figures (run_id, surface, brand, checked, mentioned, cited)
     with runs as (select r.id, r.project_id from ai_visibility_runs r where r.id = any(?::uuid[])),
     brands as (
       select r.id as run_id, p.brand ->> 'name' as brand from runs r join ai_visibility_projects p on p.id = r.project_id
       union select r.id, c ->> 'name' from runs r join ai_visibility_projects p on p.id = r.project_id cross join jsonb_array_elements(p.competitors) c),
     checked as (select s.run_id, s.surface, s.extraction from ai_visibility_samples s where s.run_id = any(?::uuid[]) and s.status = 'checked'),
     totals as (select run_id, surface, count(*) as checked from checked group by 1, 2),
     mentioned as (select s.run_id, s.surface, m.brand, count(*) as mentioned from checked s cross join jsonb_to_recordset(s.extraction -> 'mentions') as m (brand text) group by 1, 2, 3),
     cited as (select s.run_id, s.surface, c.brand, count(*) as cited from checked s cross join lateral (select distinct value as brand from jsonb_array_elements_text(s.extraction -> 'cited')) c group by 1, 2, 3)
     select t.run_id, t.surface, b.brand, t.checked, coalesce(m.mentioned, 0), coalesce(c.cited, 0)
     from totals t join brands b on b.run_id = t.run_id
     left join mentioned m on m.run_id = t.run_id and m.surface = t.surface and m.brand = b.brand
     left join cited c on c.run_id = t.run_id and c.surface = t.surface and c.brand = b.brand
     on conflict (run_id, surface, brand) do update set checked = excluded.checked, mentioned = excluded.mentioned, cited = excluded.cited`,
    [ids, ids],
  );
  // A brand removed from the project no longer has a line.
  await em.execute(
    `delete from ai_visibility_run_figures f using ai_visibility_runs r join ai_visibility_projects p on p.id = r.project_id
     where f.run_id = r.id and r.id = any(?::uuid[])
       and f.brand <> p.brand ->> 'name' and not exists (select 1 from jsonb_array_elements(p.competitors) c where c ->> 'name' = f.brand)`,
    [ids],
  );
}

/** One finished run's counts for a brand (of one surface, or all surfaces summed). */
export interface RunBrandCount {
  runId: string;
  createdAt: Date;
  brand: string;
  checked: number;
  mentioned: number;
}

/** The project's newest `limit` finished runs (oldest first), each with its counts per brand, from the stored run figures. */
export async function runSeriesOf(em: EntityManager, projectId: string, surface: AiSurface | undefined, limit: number): Promise<RunBrandCount[]> {
  const rows = await em.execute<{ run_id: string; created_at: Date | string; brand: string; checked: string | number; mentioned: string | number }[]>(
    `select r.id as run_id, r.created_at, f.brand, sum(f.checked) as checked, sum(f.mentioned) as mentioned
     from (select r.id, r.created_at from ai_visibility_runs r join jobs j on j.id = r.job_id
           where r.project_id = ? and j.status = 'succeeded' and exists (select 1 from ai_visibility_run_figures f where f.run_id = r.id)
           order by r.created_at desc, r.id desc limit ?) r
     join ai_visibility_run_figures f on f.run_id = r.id ${surface ? 'and f.surface = ?' : ''}
     group by r.id, r.created_at, f.brand order by r.created_at, r.id`,
    surface ? [projectId, limit, surface] : [projectId, limit],
  );
  return rows.map((row) => ({ runId: row.run_id, createdAt: new Date(row.created_at), brand: row.brand, checked: Number(row.checked), mentioned: Number(row.mentioned) }));
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
