import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import { curvedSumSql, bestRate, visibilityTenths } from './visibility-curve';
import { instanceCtrCurve, type CtrCurve } from './ctr-curve';
import { deviceSql } from './device-sql';
import type { SerpDevice } from '../seo/serp/serp-provider';

export interface VisibilityPoint {
  runAt: Date;
  /** Share of the maximum expected clicks (every keyword at position 1), in %, to 1 decimal. */
  score: number;
}

export interface CompanyVisibility {
  companyName: string;
  domain: string;
  own: boolean;
  /** Score of the company's latest completed run; null before its first. */
  score: number | null;
  /** Latest score minus the one before it; null with fewer than two runs. */
  change: number | null;
  points: VisibilityPoint[];
}

interface SummaryRow {
  domain: string;
  run_at: Date | string;
  keywords_checked: number | string;
  ctr_sum: number | string;
}

/**
 * Visibility per company and completed run: one query over the run summaries, whose CTR sums (and
 * keywords per position, for the site's own rates: `curve`, read when not given) `TrackerResultsRepository.summarise`
 * writes in SQL when a run completes. As for the average rank, the division is left to the caller of the
 * sums (window functions and numeric division over a year of summaries took 30 ms in PostgreSQL; this query takes ~2 ms).
 */
export async function companyVisibility(em: EntityManager, instance: TrackingInstance, device?: SerpDevice | null, curve?: CtrCurve): Promise<CompanyVisibility[]> {
  const own = (curve ?? (await instanceCtrCurve(em, instance.id))).own;
  const onDevice = deviceSql('s.device', device);
  const ctrSum = curvedSumSql('s.ctr_sum', 's.keywords_at', own, 'visibility');
  const rows = await em.execute<SummaryRow[]>(
    `select s.domain, s.run_at, sum(s.keywords_checked) as keywords_checked, ${ctrSum.sql} as ctr_sum from tracking_run_summaries s
     join tracking_runs t on t.id = s.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL} where s.instance_id = ?${onDevice.sql}
     group by s.run_id, s.domain, s.run_at order by s.run_at`,
    [...ctrSum.params, instance.id, ...onDevice.params],
  );
  const top = bestRate(own);
  return instance.companies.map((company) => {
    const tenths = rows.filter((row) => row.domain === company.domain).map((row) => ({ runAt: new Date(row.run_at), tenths: visibilityTenths(Number(row.ctr_sum), Number(row.keywords_checked), top) }));
    const last = tenths.at(-1);
    const previous = tenths.at(-2);
    return {
      companyName: company.companyName,
      domain: company.domain,
      own: company.own,
      score: last ? last.tenths / 10 : null,
      change: last && previous ? (last.tenths - previous.tenths) / 10 : null,
      points: tenths.map((point) => ({ runAt: point.runAt, score: point.tenths / 10 })),
    };
  });
}
