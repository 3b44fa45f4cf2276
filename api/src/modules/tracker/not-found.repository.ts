import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { KeywordTableCellsRepository } from './keyword-table-cells.repository';
import { deviceSql } from './device-sql';

export interface NotFoundSearch {
  domain: string;
  keyword: string;
  device: SerpDevice;
  runAt: Date;
}

/**
 * The searches of one run where a company was not within the checked results (position 0), a page
 * at a time with their count: at 10,000 keywords a run has tens of thousands, and a screen shows a few.
 * A null limit reads every row (the older unpaged GraphQL field). The count comes from the run's
 * summaries (checked less found, per company), the page from the keyword table's stored cells when
 * they are the run's; else both from the run's rows.
 */
export class NotFoundRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly cells: KeywordTableCellsRepository,
  ) {}

  async page(instanceId: string, run: { id: string; runAt: Date }, device: SerpDevice | null, offset: number, limit: number | null): Promise<{ total: number; rows: NotFoundSearch[] }> {
    const total = await this.count(run.id, device);
    const stored = await this.cells.notFound(instanceId, run.id, device, offset, limit);
    if (stored) return { total, rows: stored.map((row) => ({ ...row, runAt: run.runAt })) };
    const onDevice = deviceSql('device', device);
    const rows = await this.em.execute<{ domain: string; keyword: string; device: SerpDevice; run_at: Date | string }[]>(
      `select domain, keyword, device, run_at from tracking_results where run_id = ? and position = 0${onDevice.sql} order by keyword, device, domain offset ?${limit === null ? '' : ' limit ?'}`,
      [run.id, ...onDevice.params, offset, ...(limit === null ? [] : [limit])],
    );
    return { total, rows: rows.map((row) => ({ domain: row.domain, keyword: row.keyword, device: row.device, runAt: new Date(row.run_at) })) };
  }

  private async count(runId: string, device: SerpDevice | null): Promise<number> {
    const onDevice = deviceSql('device', device);
    const [summed] = await this.em.execute<{ total: string | number | null }[]>(
      `select sum(keywords_checked - keywords_found) as total from tracking_run_summaries where run_id = ?${onDevice.sql}`,
      [runId, ...onDevice.params],
    );
    if (summed.total !== null) return Number(summed.total);
    const [counted] = await this.em.execute<{ total: string | number }[]>(`select count(*) as total from tracking_results where run_id = ? and position = 0${onDevice.sql}`, [
      runId,
      ...onDevice.params,
    ]);
    return Number(counted.total);
  }
}
