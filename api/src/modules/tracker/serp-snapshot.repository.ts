import type { EntityManager } from '@mikro-orm/postgresql';
import { ORGANIC_RESULT_TYPES, SERP_FEATURE_TYPES, type OrganicResultType, type SerpFeatureType, type SerpPage } from '../seo/serp/serp-provider';
import { pooledRows } from '../../db/pooled-rows';
import type { SerpAiOverview } from '../seo/serp/ai-overview';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';

/** The devices a results page is checked for; 'desktop' unless the instance asks for more. */
export type SnapshotDevice = 'desktop' | 'mobile';

export interface SnapshotInput {
  keyword: string;
  device: SnapshotDevice;
  page: Pick<SerpPage, 'results' | 'features' | 'aiOverview'>;
}

/** One check's results page as stored: the API's shape. */
export interface SerpSnapshot {
  keyword: string;
  device: string;
  runId: string;
  runAt: Date;
  results: { position: number; url: string; title: string; type: OrganicResultType }[];
  features: { type: SerpFeatureType; domain: string | null }[];
}

/** A stored results page another module may read (freshPageFor). */
export interface FreshSerpPage {
  runId: string;
  runAt: Date;
  results: { position: number; url: string; title: string; domain: string }[];
  /** The page's People Also Ask questions, in page order, each once ([] when it had none). */
  questions: string[];
}

// Stored values that fit the dictionary columns (varchar(2048) and (512)); a question is cut like a title.
const MAX_URL = 2048;
const MAX_TITLE = 512;

/**
 * Results pages, compactly, in SQL. URLs, titles, domains and (url, title, type) entries are each
 * stored once; a snapshot row is its page's entry ids in position order (positions implied from
 * first_position when consecutive), and its features as a type index and an owning domain id (0:
 * none). Type indexes are positions in ORGANIC_RESULT_TYPES / SERP_FEATURE_TYPES: those lists only grow.
 * People Also Ask questions are kept only for each instance's latest page of a keyword and device
 * (serp_questions, one row upserted per run): only a content brief reads them, and only the newest page.
 */
export class SerpSnapshotRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores (or, on a retried step, overwrites) the pages of one run, for a batch of ended searches: five
   * statements whatever the batch's size (a dictionary each for domains, URLs and titles, the entries,
   * then the pages with their questions), each on the pool's connection with its values as parameters
   * (pooledRows), as a run sends them for every few searches.
   */
  async store(runId: string, snapshots: SnapshotInput[]): Promise<void> {
    if (snapshots.length === 0) return;
    const rows = snapshots.map(({ keyword, device, page }) => ({
      keyword,
      device,
      results: page.results.map((result) => ({ position: result.position, url: storedUrl(result.url), title: result.title.slice(0, MAX_TITLE), type: ORGANIC_RESULT_TYPES.indexOf(result.type), domain: result.domain })),
      features: page.features.map((feature) => ({ type: SERP_FEATURE_TYPES.indexOf(feature.type), domain: feature.domain })),
      // The AI Overview's words and references, short keys: AI visibility reads the sample from the stored page.
      aiOverview: page.aiOverview ? { t: page.aiOverview.text, r: page.aiOverview.references.map((reference) => [storedUrl(reference.url), reference.title?.slice(0, MAX_TITLE) ?? null]) } : null,
    }));
    const results = rows.flatMap((row) => row.results);
    const domains = [...results.map((result) => result.domain), ...rows.flatMap((row) => row.features.flatMap((feature) => feature.domain ?? []))];
    const domainIds = await this.dictionary(DOMAINS, domains, (value) => value, (value) => ({ value }));
    const urlIds = await this.dictionary(URLS, results, (result) => result.url, (result) => ({ value: result.url, domain_id: domainIds.get(result.domain) }));
    const titleIds = await this.dictionary(TITLES, results, (result) => result.title, (result) => ({ value: result.title }));
    // Each page's entries, in its results' order.
    const entries = rows.map((row) =>
      row.results.map((result) => {
        const urlId = urlIds.get(result.url);
        const titleId = titleIds.get(result.title);
        return { value: `${urlId}:${titleId}:${result.type}`, url_id: urlId, title_id: titleId, type: result.type };
      }),
    );
    const entryIds = await this.dictionary(ENTRIES, entries.flat(), (entry) => entry.value, (entry) => entry);
    const snapshotRows = rows.map((row, index) => {
      const first = row.results[0]?.position ?? 1;
      const consecutive = row.results.every((result, index) => result.position === first + index);
      return {
        keyword: row.keyword,
        device: row.device,
        first_position: first,
        positions: consecutive ? null : row.results.map((result) => result.position),
        entry_ids: entries[index].map((entry) => entryIds.get(entry.value)),
        feature_types: row.features.map((feature) => feature.type),
        feature_domain_ids: row.features.map((feature) => (feature.domain === null ? 0 : (domainIds.get(feature.domain) ?? 0))),
        ai_overview: row.aiOverview ?? null,
      };
    });
    const questions = snapshots.map(({ keyword, device, page }) => ({ keyword, device, questions: pageQuestions(page) }));
    // The pages, and their People Also Ask questions as each instance x keyword x device's latest: a page
    // with questions replaces an older run's row, a page without removes it (a brief then finds none). JSON
    // arrays arrive as the columns' array types (json_to_recordset converts them, in order).
    await pooledRows(
      this.em,
      `with stored as (
         insert into serp_snapshots (run_id, keyword, device, first_position, positions, entry_ids, feature_types, feature_domain_ids, ai_overview)
         select $1, x.keyword, x.device, x.first_position, x.positions, x.entry_ids, x.feature_types, x.feature_domain_ids, x.ai_overview
         from json_to_recordset($2::json) as x(keyword text, device text, first_position smallint, positions smallint[], entry_ids integer[], feature_types smallint[], feature_domain_ids integer[], ai_overview jsonb)
         on conflict (run_id, keyword, device) do update set first_position = excluded.first_position, positions = excluded.positions,
           entry_ids = excluded.entry_ids, feature_types = excluded.feature_types, feature_domain_ids = excluded.feature_domain_ids, ai_overview = excluded.ai_overview),
       run as (select id, instance_id, created_at from tracking_runs where id = $1),
       pages as (select x.keyword, x.device, x.questions from json_to_recordset($3::json) as x(keyword text, device text, questions text[])),
       cleared as (
         delete from serp_questions q using run, pages p
         where q.instance_id = run.instance_id and q.keyword = p.keyword and q.device = p.device and cardinality(p.questions) = 0 and q.run_at <= run.created_at)
       insert into serp_questions (instance_id, keyword, device, run_id, run_at, questions)
       select run.instance_id, p.keyword, p.device, run.id, run.created_at, p.questions
       from run cross join pages p where cardinality(p.questions) > 0
       on conflict (instance_id, keyword, device) do update set run_id = excluded.run_id, run_at = excluded.run_at, questions = excluded.questions
         where serp_questions.run_at <= excluded.run_at`,
      [runId, JSON.stringify(snapshotRows), JSON.stringify(questions)],
      { prepared: true },
    );
  }

  /**
   * The page of `keyword` on `device` in a reported run of the instance: `runId`'s, or the latest
   * run's with a page for it. Null when there is none (the keyword was not checked in that run).
   */
  async read(instanceId: string, keyword: string, device: string, runId?: string): Promise<SerpSnapshot | null> {
    const [snapshot] = await this.em.execute<{ run_id: string; run_at: Date | string }[]>(
      `select s.run_id, r.created_at as run_at from serp_snapshots s join tracking_runs r on r.id = s.run_id
       where r.instance_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL} and s.keyword = ? and s.device = ? ${runId ? 'and s.run_id = ?' : ''}
       order by r.created_at desc, r.id desc limit 1`,
      runId ? [instanceId, keyword, device, runId] : [instanceId, keyword, device],
    );
    if (!snapshot) return null;
    const key = [snapshot.run_id, keyword, device];
    const results = await this.em.execute<{ position: number; url: string; title: string; type: number }[]>(
      `select coalesce(s.positions[x.ord], s.first_position + x.ord - 1) as position, u.url, t.title, e.type
       from serp_snapshots s cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord)
       join serp_entries e on e.id = x.id join serp_urls u on u.id = e.url_id join serp_titles t on t.id = e.title_id
       where s.run_id = ? and s.keyword = ? and s.device = ? order by x.ord`,
      key,
    );
    const features = await this.em.execute<{ type: number; domain: string | null }[]>(
      `select f.type, d.domain from serp_snapshots s cross join lateral unnest(s.feature_types, s.feature_domain_ids) with ordinality as f(type, domain_id, ord)
       left join serp_domains d on d.id = f.domain_id where s.run_id = ? and s.keyword = ? and s.device = ? order by f.ord`,
      key,
    );
    return {
      keyword,
      device,
      runId: snapshot.run_id,
      runAt: new Date(snapshot.run_at),
      results: results.map((row) => ({ position: Number(row.position), url: row.url, title: row.title, type: ORGANIC_RESULT_TYPES[Number(row.type)] })),
      features: features.map((row) => ({ type: SERP_FEATURE_TYPES[Number(row.type)], domain: row.domain })),
    };
  }

  /**
   * Read only, for other modules (a content brief): the newest page of `keyword` (matched as a search
   * reads it: case and extra spaces ignored) on `device`, in a reported run since `since` of any of
   * the instances of workspace `workspaceId` that searches `country` and `language` on the first results page with no
   * location and no date range (so the page is the one a plain search would show). Its first `limit`
   * results, with their domains, and its People Also Ask questions; null when there is none.
   */
  async freshPageFor(
    workspaceId: string,
    search: { keyword: string; country: string; language: string; device: string },
    since: Date,
    limit: number,
  ): Promise<FreshSerpPage | null> {
    const keyword = search.keyword.trim().replace(/\s+/g, ' ').toLowerCase();
    const [snapshot] = await this.em.execute<{ run_id: string; run_at: Date | string; keyword: string; questions: string[] | null }[]>(
      `select s.run_id, r.created_at as run_at, s.keyword, array_to_json(q.questions) as questions from serp_snapshots s
       join tracking_runs r on r.id = s.run_id join tracking_instances i on i.id = r.instance_id
       left join serp_questions q on q.instance_id = r.instance_id and q.keyword = s.keyword and q.device = s.device and q.run_id = s.run_id
       where i.workspace_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL} and r.created_at >= ?
         and lower(i.serp_country) = ? and lower(i.serp_language) = ? and i.serp_location is null and i.serp_date_range is null and i.page = 1
         and s.device = ? and lower(regexp_replace(btrim(s.keyword), '\\s+', ' ', 'g')) = ?
       order by r.created_at desc, r.id desc limit 1`,
      [workspaceId, since, search.country.toLowerCase(), search.language.toLowerCase(), search.device, keyword],
    );
    if (!snapshot) return null;
    const results = await this.em.execute<{ position: number; url: string; title: string; domain: string }[]>(
      `select coalesce(s.positions[x.ord], s.first_position + x.ord - 1) as position, u.url, t.title, d.domain
       from serp_snapshots s cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord)
       join serp_entries e on e.id = x.id join serp_urls u on u.id = e.url_id join serp_domains d on d.id = u.domain_id
       join serp_titles t on t.id = e.title_id
       where s.run_id = ? and s.keyword = ? and s.device = ? order by x.ord limit ?`,
      [snapshot.run_id, snapshot.keyword, search.device, limit],
    );
    return {
      runId: snapshot.run_id,
      runAt: new Date(snapshot.run_at),
      results: results.map((row) => ({ position: Number(row.position), url: row.url, title: row.title, domain: row.domain })),
      questions: snapshot.questions ?? [],
    };
  }

  /**
   * Read only, for AI visibility: the AI Overview of the newest page of `keyword` (matched as freshPageFor
   * matches it) in a reported run since `since` of an instance of the workspace searching the same country and
   * language plainly; null when no such page holds a loaded overview.
   */
  async freshOverviewFor(
    workspaceId: string,
    search: { keyword: string; country: string; language: string; device: string },
    since: Date,
  ): Promise<{ runId: string; runAt: Date; overview: SerpAiOverview } | null> {
    const keyword = search.keyword.trim().replace(/\s+/g, ' ').toLowerCase();
    const [row] = await this.em.execute<{ run_id: string; run_at: Date | string; ai_overview: { t: string; r: [string, string | null][] } | null }[]>(
      `select s.run_id, r.created_at as run_at, s.ai_overview from serp_snapshots s
       join tracking_runs r on r.id = s.run_id join tracking_instances i on i.id = r.instance_id
       where i.workspace_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL} and r.created_at >= ?
         and lower(i.serp_country) = ? and lower(i.serp_language) = ? and i.serp_location is null and i.serp_date_range is null and i.page = 1
         and s.device = ? and lower(regexp_replace(btrim(s.keyword), '\\s+', ' ', 'g')) = ?
       order by r.created_at desc, r.id desc limit 1`,
      [workspaceId, since, search.country.toLowerCase(), search.language.toLowerCase(), search.device, keyword],
    );
    // The newest page decides: one without a loaded overview is not stood in for by an older one.
    if (!row?.ai_overview) return null;
    return { runId: row.run_id, runAt: new Date(row.run_at), overview: { text: row.ai_overview.t, references: row.ai_overview.r.map(([url, title]) => ({ url, title })) } };
  }

  /** The instance's reported runs with stored desktop pages, oldest first (the runs a backfill fills). */
  async runsWithPages(instanceId: string): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select r.id from tracking_runs r where r.instance_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL}
       and exists (select 1 from serp_snapshots s where s.run_id = r.id) order by r.created_at, r.id`,
      [instanceId],
    );
    return rows.map((row) => row.id);
  }

  /** Ids of the stored entries whose URL is on `domain` or a subdomain of it (hostBelongsTo, in SQL). */
  async entriesOf(domain: string): Promise<number[]> {
    const rows = await this.em.execute<{ id: number }[]>(
      `select e.id from serp_domains d join serp_urls u on u.domain_id = d.id join serp_entries e on e.url_id = u.id
       where d.domain = ? or right(d.domain, ?) = ?`,
      [domain, domain.length + 1, `.${domain}`],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Writes `domain`'s position and URL in each of `runIds`' desktop pages (0 and no URL when it is
   * not on the page) as result rows, from the pages alone: one statement unnests the pages, joins
   * their entries to `entryIds` (entriesOf) and keeps each page's first hit. A keyword without a page
   * in a run (not checked) gets no row. Overwrites rows already there; returns the rows written.
   */
  async fillCompany(instanceId: string, domain: string, runIds: string[], entryIds: number[]): Promise<number> {
    if (runIds.length === 0) return 0;
    const written = await this.em.execute<{ keyword: string }[]>(
      `with matched as (select v::integer as id from json_array_elements_text(?::json) as t(v)),
       pages as (select s.run_id, s.keyword, s.device, s.first_position, s.positions, s.entry_ids from serp_snapshots s where s.run_id in (?)),
       hits as (
         select p.run_id, p.keyword, p.device, min(x.ord) as ord
         from pages p cross join lateral unnest(p.entry_ids) with ordinality as x(id, ord) join matched m on m.id = x.id
         group by p.run_id, p.keyword, p.device)
       insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position, url)
       select p.run_id, r.instance_id, r.created_at, ?, p.keyword, p.device,
         case when h.ord is null then 0 else coalesce(p.positions[h.ord], p.first_position + h.ord - 1) end, u.url
       from pages p join tracking_runs r on r.id = p.run_id and r.instance_id = ?
       left join hits h on h.run_id = p.run_id and h.keyword = p.keyword and h.device = p.device
       left join serp_entries e on e.id = p.entry_ids[h.ord] left join serp_urls u on u.id = e.url_id
       on conflict (run_id, domain, keyword, device) do update set position = excluded.position, url = excluded.url
       returning keyword`,
      [JSON.stringify(entryIds), runIds, domain, instanceId],
    );
    return written.length;
  }

  /** Deletes the pages of runs older than `before` (the dictionaries keep their rows); the number deleted. */
  async prune(before: Date): Promise<number> {
    const deleted = await this.em.execute<{ run_id: string }[]>(
      'delete from serp_snapshots where run_id in (select id from tracking_runs where created_at < ?) returning run_id',
      [before],
    );
    return deleted.length;
  }

  /**
   * Ids of a dictionary's values: those of `items` (repeats allowed), `valueOf` each; `rowOf` is the row a new
   * one is stored as. Values this process has stored or read before are answered from memory (knownIds),
   * without building a row; the others (each once) in one statement: each looked up by the table's unique
   * index, and those not there inserted (their ids returned by the insert). The lookup's snapshot predates
   * the insert, so no value comes twice. A value another transaction adds while the statement runs is in
   * neither (the insert skips it, the snapshot misses it): those few are read again afterwards.
   */
  private async dictionary<T>(
    dictionary: DictionaryTable,
    items: readonly T[],
    valueOf: (item: T) => string,
    rowOf: (item: T) => { value: string },
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const known = knownIds(this.em, dictionary);
    const asked = new Map<string, { value: string }>();
    for (const item of items) {
      const value = valueOf(item);
      if (ids.has(value) || asked.has(value)) continue;
      const id = known.get(value);
      if (id !== undefined) ids.set(value, id);
      else asked.set(value, rowOf(item));
    }
    if (asked.size === 0) return ids;
    const unknown = [...asked.values()];
    const given = `with x as materialized (select * from json_to_recordset($1::json) as x(value text${dictionary.record}))`;
    // One index lookup a value (a lateral subquery with a limit is never turned into a join): a hash join
    // read the whole dictionary on every batch, ever longer as pages accumulate.
    const found = await pooledRows<{ id: number; value: string }>(
      this.em,
      `${given}, found as (select f.id, x.value from x cross join lateral (select d.id from ${dictionary.table} d where ${dictionary.match} limit 1) f),
       added as (insert into ${dictionary.table} (${dictionary.columns}) select ${dictionary.values} from x where not exists (select 1 from found where found.value = x.value)
         on conflict (${dictionary.key}) do nothing returning *)
       select id, value from found union all select d.id, x.value from added d join x on ${dictionary.match}`,
      [JSON.stringify(unknown)],
      { prepared: true },
    );
    for (const row of found) ids.set(row.value, Number(row.id));
    const missing = unknown.filter((row) => !ids.has(row.value));
    if (missing.length > 0) {
      const late = await pooledRows<{ id: number; value: string }>(this.em, `${given} select d.id, x.value from ${dictionary.table} d join x on ${dictionary.match}`, [JSON.stringify(missing)]);
      for (const row of late) ids.set(row.value, Number(row.id));
    }
    for (const row of unknown) {
      const id = ids.get(row.value);
      if (id !== undefined) known.set(row.value, id);
    }
    return ids;
  }
}

/** Dictionary values whose ids one process keeps, per dictionary: a results page's values mostly recur run after run. */
const KNOWN_IDS_PER_DICTIONARY = 50_000;

/**
 * A dictionary's ids as this process has seen them (stored or read), at most KNOWN_IDS_PER_DICTIONARY
 * (the oldest forgotten first). Safe because a dictionary row never changes and is never deleted
 * (pruning deletes pages, not the values they point at; the database refuses any statement that would:
 * Migration20261203100000_serp_dictionaries_kept): an id once read stays that value's. Insertion order
 * is age: a value seen again is not moved, which costs a recurring value a lookup once per
 * KNOWN_IDS_PER_DICTIONARY new ones.
 */
class KnownIds {
  private readonly ids = new Map<string, number>();

  get(value: string): number | undefined {
    return this.ids.get(value);
  }

  set(value: string, id: number): void {
    if (this.ids.size >= KNOWN_IDS_PER_DICTIONARY) {
      // A tenth at a time, so a full map does not forget one value per value stored.
      let forget = KNOWN_IDS_PER_DICTIONARY / 10;
      for (const key of this.ids.keys()) {
        if (forget-- <= 0) break;
        this.ids.delete(key);
      }
    }
    this.ids.set(value, id);
  }
}

/** Per database (its ORM's driver, shared by every fork of its EntityManager), per dictionary table. */
const knownIdsByDatabase = new WeakMap<object, Map<string, KnownIds>>();

function knownIds(em: EntityManager, dictionary: DictionaryTable): KnownIds {
  const driver = em.getDriver();
  let tables = knownIdsByDatabase.get(driver);
  if (!tables) knownIdsByDatabase.set(driver, (tables = new Map<string, KnownIds>()));
  let known = tables.get(dictionary.table);
  if (!known) tables.set(dictionary.table, (known = new KnownIds()));
  return known;
}

/**
 * A dictionary table as `dictionary` fills it: each given row is a `value` (what its id is looked up
 * by) and the `record`'s further fields; `columns` are inserted from `values` (of `x`, the given
 * rows), `key` is the table's unique key, and `match` joins a table row `d` to its given row `x`.
 */
interface DictionaryTable {
  table: string;
  record: string;
  columns: string;
  values: string;
  key: string;
  match: string;
}

const DOMAINS: DictionaryTable = { table: 'serp_domains', record: '', columns: 'domain', values: 'x.value', key: 'domain', match: 'd.domain = x.value' };
const TITLES: DictionaryTable = { table: 'serp_titles', record: '', columns: 'title', values: 'x.value', key: 'title', match: 'd.title = x.value' };
const URLS: DictionaryTable = { table: 'serp_urls', record: ', domain_id integer', columns: 'url, domain_id', values: 'x.value, x.domain_id', key: 'url', match: 'd.url = x.value' };
/** A result's URL, title and type, each page's result list pointing at these. */
const ENTRIES: DictionaryTable = {
  table: 'serp_entries',
  record: ', url_id integer, title_id integer, type smallint',
  columns: 'url_id, title_id, type',
  values: 'x.url_id, x.title_id, x.type',
  key: 'url_id, title_id, type',
  match: 'd.url_id = x.url_id and d.title_id = x.title_id and d.type = x.type',
};

/** A page's People Also Ask questions as stored: in page order, trimmed, each once, cut to MAX_TITLE. */
function pageQuestions(page: SnapshotInput['page']): string[] {
  const questions = page.features.flatMap((feature) => (feature.type === 'people_also_ask' ? (feature.questions ?? []) : []));
  return [...new Set(questions.map((question) => question.trim().slice(0, MAX_TITLE)).filter(Boolean))];
}

/** A URL as stored: its parsed (ASCII) form where it parses, cut to the column. */
function storedUrl(url: string): string {
  try {
    return new URL(url).href.slice(0, MAX_URL);
  } catch {
    return url.slice(0, MAX_URL);
  }
}
