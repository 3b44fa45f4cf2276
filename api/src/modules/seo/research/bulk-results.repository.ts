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

  async page(researchId: string, offset: number, limit: number): Promise<BulkKeywordRowData[]> {
    const rows = await this.em.execute<RawRow[]>(
      'select position, keyword, status, volume, cpc, competition, trend, error from bulk_keyword_results where research_id = ? order by position limit ? offset ?',
      [researchId, limit, offset],
    );
    return rows.map(toRow);
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
