import type { EntityManager } from '@mikro-orm/postgresql';
import { SERP_FEATURE_TYPES, type SerpDevice, type SerpFeatureType } from '../seo/serp/serp-provider';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';

/** Keywords written per statement by `upsert`. */
const UPSERT_BATCH = 500;

/** A tracked keyword with what the user attached to it. */
export interface TrackedKeyword {
  keyword: string;
  tags: string[];
  /** The page the user wants to rank; null: any page. */
  targetUrl: string | null;
  /** null: the instance's devices. */
  device: SerpDevice | null;
}

/** How many keywords an instance tracks, and the first few of them. */
export interface KeywordListSummary {
  count: number;
  /** In the order they were added. */
  first: string[];
}

/** One search of a run: a keyword on a device. */
export interface KeywordSearch {
  keyword: string;
  device: SerpDevice;
}

/**
 * Which keywords a bulk action or a table read covers: all, those with a tag, a text they contain
 * and/or a feature on their results page in the latest reported run (on any device).
 */
export interface KeywordFilter {
  tag?: string | null;
  search?: string | null;
  serpFeature?: SerpFeatureType | null;
}

/**
 * `sql`: the stored results page of `keyword` on `device` in `run` shows the feature (feature_types
 * holds positions in SERP_FEATURE_TYPES; read by the snapshot's primary key).
 */
export function serpFeatureSql(feature: SerpFeatureType, at: { run: string; keyword: string; device?: string }): { sql: string; params: unknown[] } {
  const onDevice = at.device ? ` and s.device = ${at.device}` : '';
  return {
    sql: `exists (select 1 from serp_snapshots s where s.run_id = ${at.run} and s.keyword = ${at.keyword}${onDevice} and ?::smallint = any(s.feature_types))`,
    params: [SERP_FEATURE_TYPES.indexOf(feature)],
  };
}

/** The instance's latest reported run, as an SQL expression on `k`. */
const LATEST_RUN_OF_K = `(select r.id from tracking_runs r where r.instance_id = k.instance_id and r.status in ${REPORTED_RUN_STATUSES_SQL} order by r.created_at desc, r.id desc limit 1)`;

/** `keyword_key`, `tags`, the latest run's results pages and the filter's parameters, as an SQL condition on `k`. */
export function keywordFilterSql(filter: KeywordFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.tag) {
    parts.push('? = any(k.tags)');
    params.push(filter.tag);
  }
  if (filter.search?.trim()) {
    parts.push("k.keyword_key like ? escape '\\'");
    params.push(`%${filter.search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.serpFeature) {
    const feature = serpFeatureSql(filter.serpFeature, { run: LATEST_RUN_OF_K, keyword: 'k.keyword' });
    parts.push(feature.sql);
    params.push(...feature.params);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', params };
}

interface KeywordRow {
  keyword: string;
  tags: string[] | null;
  target_url: string | null;
  device: SerpDevice | null;
}

const toTracked = (row: KeywordRow): TrackedKeyword => ({ keyword: row.keyword, tags: row.tags ?? [], targetUrl: row.target_url, device: row.device });

/**
 * An instance's keywords, one row each (table tracking_keywords), in SQL: 10,000 keywords are read,
 * filtered and changed in single statements. Lists travel as one JSON parameter each.
 */
export class TrackingKeywordsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Each instance's keywords in the order they were added. */
  async keywordsOf(instanceIds: string[]): Promise<Map<string, string[]>> {
    const lists = new Map(instanceIds.map((id) => [id, [] as string[]]));
    if (instanceIds.length === 0) return lists;
    const rows = await this.em.execute<{ instance_id: string; keyword: string }[]>(
      'select instance_id, keyword from tracking_keywords where instance_id in (select value::uuid from jsonb_array_elements_text(?::jsonb)) order by instance_id, ordinal',
      [JSON.stringify(instanceIds)],
    );
    for (const row of rows) lists.get(row.instance_id)?.push(row.keyword);
    return lists;
  }

  /**
   * Per instance, how many keywords it tracks and its first `first` keywords in the order they were added
   * (the order of `keywordsOf`), in one statement: a count and a short read of the (instance_id, ordinal)
   * index, not the whole list.
   */
  async summariesOf(instanceIds: string[], first: number): Promise<Map<string, KeywordListSummary>> {
    if (instanceIds.length === 0) return new Map();
    const rows = await this.em.execute<{ instance_id: string; count: number | string; first: string[] }[]>(
      `select i.id as instance_id,
              (select count(*) from tracking_keywords k where k.instance_id = i.id) as count,
              array(select k.keyword from tracking_keywords k where k.instance_id = i.id order by k.ordinal limit ?) as first
         from (select distinct value::uuid as id from jsonb_array_elements_text(?::jsonb)) i`,
      [first, JSON.stringify(instanceIds)],
    );
    return new Map(rows.map((row) => [row.instance_id, { count: Number(row.count), first: row.first }]));
  }

  async list(instanceId: string, filter: KeywordFilter = {}): Promise<TrackedKeyword[]> {
    const where = keywordFilterSql(filter);
    const rows = await this.em.execute<KeywordRow[]>(
      `select keyword, tags, target_url, device from tracking_keywords k where k.instance_id = ? and ${where.sql} order by k.ordinal`,
      [instanceId, ...where.params],
    );
    return rows.map(toTracked);
  }

  /**
   * Makes `keywords` the instance's list, in that order: keywords it keeps (whatever their case)
   * keep their tags, target page and device; the others are removed.
   */
  async replaceList(instanceId: string, keywords: string[]): Promise<void> {
    const list = JSON.stringify(keywords);
    await this.em.execute(
      'delete from tracking_keywords where instance_id = ? and keyword_key not in (select lower(value) from jsonb_array_elements_text(?::jsonb))',
      [instanceId, list],
    );
    await this.em.execute(
      `insert into tracking_keywords (instance_id, ordinal, keyword)
       select ?, k.ordinal, k.keyword from jsonb_array_elements_text(?::jsonb) with ordinality as k(keyword, ordinal)
       on conflict (instance_id, keyword_key) do update set ordinal = excluded.ordinal, keyword = excluded.keyword`,
      [instanceId, list],
    );
  }

  /**
   * Adds keywords after the existing ones; a keyword already tracked gets the line's tags, target
   * page and device instead. Returns how many were added.
   */
  async upsert(instanceId: string, keywords: TrackedKeyword[]): Promise<number> {
    let added = 0;
    // In batches: the driver writes each parameter into the query text in JavaScript (about a third of
    // a microsecond a character), so 10,000 keywords at once would hold the event loop for a third of a second.
    for (let start = 0; start < keywords.length; start += UPSERT_BATCH) {
      const rows = await this.em.execute<{ added: number | string }[]>(
        `with last as (select coalesce(max(ordinal), 0) as ordinal from tracking_keywords where instance_id = ?),
         written as (
           insert into tracking_keywords (instance_id, ordinal, keyword, tags, target_url, device)
           select ?, last.ordinal + k.ordinal, k.value->>'keyword', array(select jsonb_array_elements_text(k.value->'tags')), k.value->>'targetUrl', k.value->>'device'
           from last, jsonb_array_elements(?::jsonb) with ordinality as k(value, ordinal)
           on conflict (instance_id, keyword_key) do update set tags = excluded.tags, target_url = excluded.target_url, device = excluded.device
           returning xmax = 0 as inserted)
         select count(*) filter (where inserted) as added from written`,
        [instanceId, instanceId, JSON.stringify(keywords.slice(start, start + UPSERT_BATCH))],
      );
      added += Number(rows[0].added);
    }
    return added;
  }

  /** Every keyword the instance tracks, lower-cased: at most the plan's keywords per instance, and no big parameter to send. */
  async allKeys(instanceId: string): Promise<Set<string>> {
    const rows = await this.em.execute<{ keyword_key: string }[]>('select keyword_key from tracking_keywords where instance_id = ?', [instanceId]);
    return new Set(rows.map((row) => row.keyword_key));
  }

  /** Of `keywords`, those the instance tracks (lower-cased). */
  async trackedKeys(instanceId: string, keywords: string[]): Promise<Set<string>> {
    if (keywords.length === 0) return new Set();
    const rows = await this.em.execute<{ keyword_key: string }[]>(
      'select keyword_key from tracking_keywords where instance_id = ? and keyword_key in (select lower(value) from jsonb_array_elements_text(?::jsonb))',
      [instanceId, JSON.stringify(keywords)],
    );
    return new Set(rows.map((row) => row.keyword_key));
  }

  async count(instanceId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number | string }[]>('select count(*) as count from tracking_keywords where instance_id = ?', [instanceId]);
    return Number(row.count);
  }

  /** Searches one run of the instance makes: each keyword on its own device, or on each of the instance's. */
  async searches(instanceId: string, devices: readonly SerpDevice[]): Promise<KeywordSearch[]> {
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice | null }[]>('select keyword, device from tracking_keywords where instance_id = ? order by ordinal', [instanceId]);
    return rows.flatMap((row) => (row.device ? [row.device] : devices).map((device) => ({ keyword: row.keyword, device })));
  }

  async searchCount(instanceId: string, devices: readonly SerpDevice[]): Promise<number> {
    const [row] = await this.em.execute<{ count: number | string }[]>(
      'select coalesce(sum(case when device is null then ? else 1 end), 0) as count from tracking_keywords where instance_id = ?',
      [devices.length, instanceId],
    );
    return Number(row.count);
  }

  /**
   * Applies a bulk change to the keywords named (`keywords`) or, when that is null, to every keyword
   * matching `filter`; returns how many it changed.
   */
  async bulk(instanceId: string, target: { keywords: string[] | null; filter: KeywordFilter }, change: BulkChange): Promise<number> {
    const where = target.keywords
      ? { sql: 'k.keyword_key in (select lower(value) from jsonb_array_elements_text(?::jsonb))', params: [JSON.stringify(target.keywords)] as unknown[] }
      : keywordFilterSql(target.filter);
    const tags = JSON.stringify(change.tags ?? []);
    const statement = {
      addTags: `update tracking_keywords k set tags = array(select distinct t from unnest(k.tags || array(select jsonb_array_elements_text(?::jsonb))) as t order by t)`,
      removeTags: `update tracking_keywords k set tags = array(select t from unnest(k.tags) as t where t not in (select jsonb_array_elements_text(?::jsonb)) order by t)`,
      setTags: `update tracking_keywords k set tags = array(select distinct t from jsonb_array_elements_text(?::jsonb) as t order by t)`,
      delete: 'delete from tracking_keywords k',
    }[change.action];
    const params = change.action === 'delete' ? [] : [tags];
    const rows = await this.em.execute<{ keyword: string }[]>(`${statement} where k.instance_id = ? and ${where.sql} returning k.keyword`, [...params, instanceId, ...where.params]);
    return rows.length;
  }

  /** Replaces one keyword's tags and target page; null when the instance does not track it. */
  async updateOne(instanceId: string, keyword: string, change: { tags: string[]; targetUrl: string | null }): Promise<TrackedKeyword | null> {
    const rows = await this.em.execute<KeywordRow[]>(
      `update tracking_keywords k set tags = array(select jsonb_array_elements_text(?::jsonb)), target_url = ?
       where k.instance_id = ? and k.keyword_key = lower(?) returning keyword, tags, target_url, device`,
      [JSON.stringify(change.tags), change.targetUrl, instanceId, keyword],
    );
    return rows[0] ? toTracked(rows[0]) : null;
  }

  /**
   * Every tag the instance's keywords carry, with how many keywords carry it. The tags are unnested in the select
   * list: a function in FROM, once per keyword, builds a tuple store each time (half this read's time, 1,000 keywords).
   */
  async tags(instanceId: string): Promise<{ tag: string; keywords: number }[]> {
    const rows = await this.em.execute<{ tag: string; keywords: number | string }[]>(
      'select tag, count(*) as keywords from (select unnest(tags) as tag from tracking_keywords where instance_id = ?) k group by tag order by tag',
      [instanceId],
    );
    return rows.map((row) => ({ tag: row.tag, keywords: Number(row.keywords) }));
  }
}

export interface BulkChange {
  action: 'addTags' | 'removeTags' | 'setTags' | 'delete';
  tags?: string[];
}
