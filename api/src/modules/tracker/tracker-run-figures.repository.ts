import type { EntityManager } from '@mikro-orm/postgresql';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import { ctrRateSql, perPositionSql, shareOfVoiceRateSql } from './visibility-curve';

/** The tag of the figures over every tracked keyword (a real tag is never empty). */
export const EVERY_KEYWORD = '';

/**
 * Share of voice and tag figures per run, device, tag and company (`tracking_run_tag_figures`), so a
 * read is an indexed lookup instead of a pass over every result row of every run.
 *
 * They depend on more than the run's rows: the keywords tracked now and their tags, and the volumes
 * of the instance's country. Database triggers (migration 20261128200000) drop a run's mark in
 * `tracking_run_figures` when any of those change, whatever path changes them; the figures of an
 * unmarked run are computed again by the next run end, volume refresh or read (`storeMissing`).
 */
export class TrackerRunFiguresRepository {
  constructor(private readonly em: EntityManager) {}

  /** Computes and stores the figures of the runs given (of one instance), replacing theirs, and marks them current. */
  async store(instanceId: string, runIds: readonly string[]): Promise<void> {
    if (runIds.length === 0) return;
    await this.em.transactional(async (em) => {
      await lockFiguresOf(em, instanceId);
      await replaceFigures(em, [...runIds]);
    });
  }

  /**
   * Computes one company's figures again over the runs given (after its rows were written from the
   * stored pages), leaving the other companies' and the runs' marks as they are.
   */
  async storeCompany(instanceId: string, runIds: readonly string[], domain: string): Promise<void> {
    if (runIds.length === 0) return;
    await this.em.transactional(async (em) => {
      await lockFiguresOf(em, instanceId);
      await em.execute('delete from tracking_run_tag_figures where run_id in (?) and domain = ?', [[...runIds], domain]);
      await em.execute(tagFiguresInsertSql('r.run_id in (?) and r.domain = ?'), [[...runIds], domain]);
    });
  }

  /**
   * Stores the figures of the instance's reported runs that have none current (`only`: of these runs alone).
   * Most reads find none missing, and look once. Two reads that find the same runs missing take turns: the
   * second finds them stored, and neither reads figures half replaced.
   */
  async storeMissing(instanceId: string, only?: readonly string[]): Promise<void> {
    if (only?.length === 0) return;
    const missingRuns = (em: EntityManager) =>
      em.execute<{ id: string }[]>(
        `select r.id from tracking_runs r where r.instance_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL}${only ? ' and r.id in (?)' : ''}
         and not exists (select 1 from tracking_run_figures f where f.run_id = r.id)`,
        only ? [instanceId, [...only]] : [instanceId],
      );
    if ((await missingRuns(this.em)).length === 0) return;
    await this.em.transactional(async (em) => {
      await lockFiguresOf(em, instanceId);
      const missing = await missingRuns(em);
      if (missing.length > 0) await replaceFigures(em, missing.map((row) => row.id));
    });
  }
}

/**
 * One writer of an instance's figures at a time (until the transaction ends): a run's end, a backfill and
 * the reads that store missing figures would otherwise delete and insert the same rows at once.
 */
async function lockFiguresOf(em: EntityManager, instanceId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`tracker-run-figures:${instanceId}`]);
}

async function replaceFigures(em: EntityManager, runIds: string[]): Promise<void> {
  await em.execute('delete from tracking_run_tag_figures where run_id in (?)', [runIds]);
  await em.execute(tagFiguresInsertSql('r.run_id in (?)'), [runIds]);
  await em.execute('insert into tracking_run_figures (run_id, instance_id) select id, instance_id from tracking_runs where id in (?) on conflict do nothing', [runIds]);
}

/**
 * Inserts (or overwrites) the figures of the result rows `resultFilter` selects (a condition on
 * `r`, tracking_results): per run, device, tag ('' for every keyword) and company, the counts, sums
 * and expected CTRs that visibility per tag and share of voice divide, and the keywords and the volume
 * at each position 1–20, which weigh them by the site's own click-through rates (ctr-curve.ts). Keywords
 * no longer tracked count in none, as before the figures were stored.
 */
export function tagFiguresInsertSql(resultFilter: string): string {
  return `insert into tracking_run_tag_figures (run_id, instance_id, device, tag, domain, keywords_checked, keywords_found, position_sum, ctr_sum, sov_weighted, sov_volume, keywords_at, volume_at)
    select r.run_id, r.instance_id, r.device, t.tag, r.domain, count(*), count(*) filter (where r.position > 0),
      coalesce(sum(r.position) filter (where r.position > 0), 0), coalesce(sum(${ctrRateSql('r.position')}), 0),
      coalesce(sum(v.volume * coalesce(${shareOfVoiceRateSql('r.position')}, 0)), 0), coalesce(sum(v.volume), 0),
      ${perPositionSql('count(*)', 'r.position', 'integer')}, ${perPositionSql('sum(v.volume)', 'r.position', 'bigint')}
    from tracking_results r
    join tracking_instances i on i.id = r.instance_id
    join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
    cross join unnest(array['${EVERY_KEYWORD}']::text[] || k.tags) as t(tag)
    left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = i.serp_country
    where ${resultFilter}
    group by r.run_id, r.instance_id, r.device, t.tag, r.domain
    on conflict (run_id, device, tag, domain) do update set keywords_checked = excluded.keywords_checked, keywords_found = excluded.keywords_found,
      position_sum = excluded.position_sum, ctr_sum = excluded.ctr_sum, sov_weighted = excluded.sov_weighted, sov_volume = excluded.sov_volume,
      keywords_at = excluded.keywords_at, volume_at = excluded.volume_at`;
}
