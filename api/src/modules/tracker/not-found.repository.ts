import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './tracker-results.repository';

export interface NotFoundSearch {
  domain: string;
  keyword: string;
  device: SerpDevice;
  runAt: Date;
}

/**
 * The searches of one run where a company was not within the checked results (position 0), a page
 * at a time with their count: at 10,000 keywords a run has tens of thousands, and a screen shows a few.
 * A null limit reads every row (the older unpaged GraphQL field).
 */
export class NotFoundRepository {
  constructor(private readonly em: EntityManager) {}

  async page(runId: string, device: SerpDevice | null, offset: number, limit: number | null): Promise<{ total: number; rows: NotFoundSearch[] }> {
    const onDevice = deviceSql('device', device);
    const where = `where run_id = ? and position = 0${onDevice.sql}`;
    const [{ total }] = await this.em.execute<{ total: string | number }[]>(`select count(*) as total from tracking_results ${where}`, [runId, ...onDevice.params]);
    const rows = await this.em.execute<{ domain: string; keyword: string; device: SerpDevice; run_at: Date | string }[]>(
      `select domain, keyword, device, run_at from tracking_results ${where} order by keyword, device, domain offset ?${limit === null ? '' : ' limit ?'}`,
      [runId, ...onDevice.params, offset, ...(limit === null ? [] : [limit])],
    );
    return { total: Number(total), rows: rows.map((row) => ({ domain: row.domain, keyword: row.keyword, device: row.device, runAt: new Date(row.run_at) })) };
  }
}
