import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrackingInstance } from './tracking-instance.entity';
import { TOP_CTR } from './visibility-curve';

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

interface VisibilityRow {
  domain: string;
  run_at: Date | string;
  score: number | string;
  change: number | string | null;
}

/**
 * Visibility per company and completed run, from the run summaries' CTR sums (written by
 * `TrackerResultsRepository.summarise`): one query for every run and company of the instance.
 */
export async function companyVisibility(em: EntityManager, instance: TrackingInstance): Promise<CompanyVisibility[]> {
  const rows = await em.execute<VisibilityRow[]>(
    `select domain, run_at, score, score - lag(score) over (partition by domain order by run_at) as change
     from (select s.domain, s.run_at, round(100 * s.ctr_sum / (s.keywords_checked * ${TOP_CTR.toFixed(1)}), 1) as score
           from tracking_run_summaries s join tracking_runs t on t.id = s.run_id and t.status = 'completed'
           where s.instance_id = ? and s.keywords_checked > 0) scored
     order by run_at`,
    [instance.id],
  );
  return instance.companies.map((company) => {
    const own = rows.filter((row) => row.domain === company.domain);
    const last = own.at(-1);
    return {
      companyName: company.companyName,
      domain: company.domain,
      own: company.own,
      score: last ? Number(last.score) : null,
      change: last?.change == null ? null : Number(last.change),
      points: own.map((row) => ({ runAt: new Date(row.run_at), score: Number(row.score) })),
    };
  });
}
