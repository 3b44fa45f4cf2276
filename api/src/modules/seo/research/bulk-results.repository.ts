import type { EntityManager } from '@mikro-orm/postgresql';
import type { KeywordStat, MonthlyVolume } from './research-provider';

export type BulkKeywordStatus = 'pending' | 'done' | 'failed';

export interface BulkKeywordRowData {
  position: number;
  keyword: string;
  status: BulkKeywordStatus;
  volume: number | null;
  cpc: number | null;
  competition: number | null;
  trend: MonthlyVolume[];
  error: string | null;
}

interface RawRow {
  position: number;
  keyword: string;
  status: BulkKeywordStatus;
  volume: number | null;
  cpc: number | string | null;
  competition: number | string | null;
  trend: MonthlyVolume[] | string | null;
  error: string | null;
}

/** Rows read per statement by `all` (the CSV export). */
const EXPORT_PAGE = 2000;

export const BULK_SORT_COLUMNS = ['position', 'keyword', 'volume', 'cpc', 'competition'] as const;
export type BulkSortColumn = (typeof BULK_SORT_COLUMNS)[number];

/** Which keywords a page or an action takes: text in the keyword, a least volume, a most competition. */
export interface BulkResultsFilter {
  search: string | null;
  minVolume: number | null;
  maxCompetition: number | null;
}

export interface BulkResultsOrder {
  sort: BulkSortColumn;
  direction: 'asc' | 'desc';
}

const NO_FILTER: BulkResultsFilter = { search: null, minVolume: null, maxCompetition: null };
const IN_ORDER_GIVEN: BulkResultsOrder = { sort: 'position', direction: 'asc' };

const SORT_SQL: Record<BulkSortColumn, string> = { position: 'position', keyword: 'lower(keyword)', volume: 'volume', cpc: 'cpc', competition: 'competition' };

/** The filter as SQL conditions with their parameters; keywords not answered yet have no numbers and fail a number filter. */
function whereOf(researchId: string, filter: BulkResultsFilter): { sql: string; params: unknown[] } {
  const conditions = ['research_id = ?'];
  const params: unknown[] = [researchId];
  if (filter.search) {
    conditions.push('strpos(lower(keyword), lower(?)) > 0');
    params.push(filter.search);
  }
  if (filter.minVolume !== null) {
    conditions.push('volume >= ?');
    params.push(filter.minVolume);
  }
  if (filter.maxCompetition !== null) {
    conditions.push('competition <= ?');
    params.push(filter.maxCompetition);
  }
  return { sql: conditions.join(' and '), params };
}

/** A bulk research's keywords and their answers, in SQL: one statement per batch written, per page read. */
export class BulkResultsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The keywords in the order given; keyword i belongs to batch floor(i / batchSize). */
  async insert(researchId: string, keywords: string[], batchSize: number): Promise<void> {
    await this.em.execute(
      `insert into bulk_keyword_results (research_id, position, batch, keyword)
       select ?, ordinality - 1, (ordinality - 1) / ?, value from json_array_elements_text(?::json) with ordinality`,
      [researchId, batchSize, JSON.stringify(keywords)],
    );
  }

  /** Batches with keywords still pending, in order. */
  async pendingBatches(researchId: string): Promise<number[]> {
    const rows = await this.em.execute<{ batch: number }[]>(`select distinct batch from bulk_keyword_results where research_id = ? and status = 'pending' order by batch`, [researchId]);
    return rows.map((row) => Number(row.batch));
  }

  async pendingKeywords(researchId: string, batch: number): Promise<string[]> {
    const rows = await this.em.execute<{ keyword: string }[]>(`select keyword from bulk_keyword_results where research_id = ? and batch = ? and status = 'pending' order by position`, [researchId, batch]);
    return rows.map((row) => row.keyword);
  }

  /** Stores a batch's answers in one statement; a keyword the vendor did not answer gets zeros, as a single lookup does. */
  async storeAnswers(researchId: string, batch: number, stats: KeywordStat[]): Promise<void> {
    const answers = stats.map((stat) => ({ keyword: stat.keyword.toLowerCase(), volume: stat.volume, cpc: stat.cpc, competition: stat.competition, trend: stat.trend }));
    await this.em.execute(
      `update bulk_keyword_results r
         set status = 'done', volume = coalesce(a.volume, 0), cpc = coalesce(a.cpc, 0), competition = coalesce(a.competition, 0), trend = coalesce(a.trend, '[]'::jsonb), error = null
       from bulk_keyword_results k
       left join (select distinct on (keyword) keyword, volume, cpc, competition, trend
                  from jsonb_to_recordset(?::jsonb) as x(keyword text, volume integer, cpc double precision, competition double precision, trend jsonb)) a
         on a.keyword = lower(k.keyword)
       where k.research_id = ? and k.batch = ? and k.status = 'pending'
         and r.research_id = k.research_id and r.position = k.position`,
      [JSON.stringify(answers), researchId, batch],
    );
  }

  /** Marks what is still pending (of a batch, or of the whole research) failed; how many keywords that was. */
  async markFailed(researchId: string, batch: number | null, message: string): Promise<number> {
    const rows = await this.em.execute<{ position: number }[]>(
      `update bulk_keyword_results set status = 'failed', error = ?
       where research_id = ? and status = 'pending' and (?::int is null or batch = ?::int) returning position`,
      [message, researchId, batch, batch],
    );
    return rows.length;
  }

  async counts(researchId: string): Promise<{ pending: number; done: number; failed: number }> {
    const rows = await this.em.execute<{ status: BulkKeywordStatus; count: number | string }[]>(
      'select status, count(*) as count from bulk_keyword_results where research_id = ? group by status',
      [researchId],
    );
    const count = (status: BulkKeywordStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { pending: count('pending'), done: count('done'), failed: count('failed') };
  }

  /** A page of the keywords matching the filter, in the order asked (unanswered ones last), and how many match. */
  async page(researchId: string, offset: number, limit: number, filter = NO_FILTER, order = IN_ORDER_GIVEN): Promise<{ rows: BulkKeywordRowData[]; matching: number }> {
    const where = whereOf(researchId, filter);
    const direction = order.direction === 'desc' ? 'desc' : 'asc';
    const rows = await this.em.execute<RawRow[]>(
      `select position, keyword, status, volume, cpc, competition, trend, error from bulk_keyword_results where ${where.sql}
       order by ${SORT_SQL[order.sort]} ${direction} nulls last, position limit ? offset ?`,
      [...where.params, limit, offset],
    );
    const [{ count }] = await this.em.execute<{ count: number | string }[]>(`select count(*) as count from bulk_keyword_results where ${where.sql}`, where.params);
    return { rows: rows.map(toRow), matching: Number(count) };
  }

  /** The keywords at these positions, or all matching the filter, in the order given. */
  async keywords(researchId: string, positions: readonly number[] | null, filter: BulkResultsFilter): Promise<string[]> {
    const where = whereOf(researchId, filter);
    const rows = positions
      ? await this.em.execute<{ keyword: string }[]>('select keyword from bulk_keyword_results where research_id = ? and position = any(?::int[]) order by position', [researchId, `{${positions.join(',')}}`])
      : await this.em.execute<{ keyword: string }[]>(`select keyword from bulk_keyword_results where ${where.sql} order by position`, where.params);
    return rows.map((row) => row.keyword);
  }

  /** Every row in order, read a page at a time. */
  async *all(researchId: string): AsyncGenerator<BulkKeywordRowData> {
    for (let after = -1; ; ) {
      const rows = await this.em.execute<RawRow[]>(
        'select position, keyword, status, volume, cpc, competition, trend, error from bulk_keyword_results where research_id = ? and position > ? order by position limit ?',
        [researchId, after, EXPORT_PAGE],
      );
      for (const row of rows) yield toRow(row);
      if (rows.length < EXPORT_PAGE) return;
      after = Number(rows[rows.length - 1].position);
    }
  }
}

function toRow(row: RawRow): BulkKeywordRowData {
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  const trend = typeof row.trend === 'string' ? (JSON.parse(row.trend) as MonthlyVolume[]) : (row.trend ?? []);
  return { position: Number(row.position), keyword: row.keyword, status: row.status, volume: number(row.volume), cpc: number(row.cpc), competition: number(row.competition), trend, error: row.error };
}
