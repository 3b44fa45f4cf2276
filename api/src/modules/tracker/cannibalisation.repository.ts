import type { EntityManager } from '@mikro-orm/postgresql';
import { SERP_DEVICES, type SerpDevice } from '../seo/serp/serp-provider';
import type { SerpSnapshotRepository } from './serp-snapshot.repository';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';

/** Reported runs the health series covers, newest first: a long history is not re-read in full. */
export const CANNIBALISATION_RUNS = 90;

export interface CannibalisedKeyword {
  keyword: string;
  device: SerpDevice;
  /** The own domain's URLs on the page (2 or more), by position. */
  urls: { url: string; position: number }[];
}

export interface CannibalisationHealthPoint {
  runId: string;
  runAt: Date;
  device: SerpDevice;
  keywordsChecked: number;
  keywordsCannibalised: number;
  /** Share of checked keywords without cannibalisation, in percent with one decimal; null when none was checked. */
  health: number | null;
}

/**
 * Cannibalisation from the stored results pages, in SQL: a keyword is cannibalised in a run when two
 * or more distinct URLs of the own domain (or its subdomains) are in its top 100. Only checked
 * keywords (with a page) count, so an unchecked keyword never lowers or raises the health figure.
 * Each device is its own page: a keyword tracked on both is counted, and may be cannibalised, on each.
 */
export class CannibalisationRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly snapshots: Pick<SerpSnapshotRepository, 'entriesOf'>,
  ) {}

  /**
   * The cannibalised keywords of one run, per device, with the own URLs on each page: read from the
   * list stored with the run's counts (counted now for a run not counted for `ownDomain` yet).
   */
  async keywords(runId: string, ownDomain: string, devices: readonly SerpDevice[]): Promise<CannibalisedKeyword[]> {
    if ((await this.storedCounts([runId], ownDomain)).length === 0) await this.store([runId], ownDomain);
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice; urls: { url: string; position: number }[] | string }[]>(
      'select keyword, device, urls from tracking_run_cannibalised_keywords where run_id = ? and device in (?) order by keyword, device',
      [runId, [...devices]],
    );
    return rows.map((row) => ({ keyword: row.keyword, device: row.device, urls: (typeof row.urls === 'string' ? JSON.parse(row.urls) : row.urls) as CannibalisedKeyword['urls'] }));
  }

  /**
   * Per run (the latest CANNIBALISATION_RUNS reported runs with pages, oldest first) and device of
   * `devices` (in that order): checked, cannibalised and health. The counts are read from
   * tracking_run_cannibalisation, written when a run ends; a run counted for another own domain (the
   * owner changed it) or not counted yet is counted now and stored.
   */
  async health(instanceId: string, ownDomain: string, devices: readonly SerpDevice[]): Promise<CannibalisationHealthPoint[]> {
    const runs = await this.em.execute<{ id: string; created_at: Date | string }[]>(
      `select r.id, r.created_at from tracking_runs r where r.instance_id = ? and r.status in ${REPORTED_RUN_STATUSES_SQL}
       and exists (select 1 from serp_snapshots s where s.run_id = r.id) order by r.created_at desc, r.id desc limit ${CANNIBALISATION_RUNS}`,
      [instanceId],
    );
    if (runs.length === 0) return [];
    const runIds = runs.map((run) => run.id);
    let counts = await this.storedCounts(runIds, ownDomain);
    const missing = runIds.filter((id) => !counts.some((row) => row.run_id === id));
    if (missing.length > 0) {
      await this.store(missing, ownDomain);
      counts = await this.storedCounts(runIds, ownDomain);
    }
    const byRun = new Map(counts.map((row) => [`${row.run_id} ${row.device}`, row]));
    return runs.reverse().flatMap((run) =>
      devices.map((device) => {
        const count = byRun.get(`${run.id} ${device}`);
        const checked = Number(count?.keywords_checked ?? 0);
        const cannibalised = Number(count?.keywords_cannibalised ?? 0);
        return {
          runId: run.id,
          runAt: new Date(run.created_at),
          device,
          keywordsChecked: checked,
          keywordsCannibalised: cannibalised,
          health: checked === 0 ? null : Math.round((1000 * (checked - cannibalised)) / checked) / 10,
        };
      }),
    );
  }

  /**
   * Counts and stores, per run of `runIds` and device with pages, the checked and cannibalised
   * keywords for `ownDomain`, and the cannibalised keywords with their own URLs (idempotent). Called
   * when a run ends, so reads never walk a run's pages.
   */
  async store(runIds: string[], ownDomain: string): Promise<void> {
    if (runIds.length === 0) return;
    // The own domain's entries first, then one array parameter: each entry of the runs' pages is a hashed
    // membership test, however many pages the planner expects (without statistics it expected one a run, and
    // joined every entry of the pages to the dictionaries: three index lookups each, 0.5 ms a page).
    const own = await this.snapshots.entriesOf(ownDomain);
    // The list is upserted and what is no longer on it deleted: the two touch different rows, so one statement does both.
    // (not in: a hashed lookup; "not exists" was planned as a nested loop, 9 s for a run with 4,700 such keywords.)
    await this.em.execute(
      `with hits as (
         select s.run_id, s.keyword, s.device, u.url, coalesce(s.positions[x.ord], s.first_position + x.ord - 1) as position
         from serp_snapshots s cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord)
         join serp_entries e on e.id = x.id join serp_urls u on u.id = e.url_id
         where s.run_id in (?) and s.device in (?) and x.id = any(?::integer[]) and coalesce(s.positions[x.ord], s.first_position + x.ord - 1) <= 100),
       cannibalised as (
         select run_id, device, keyword, json_agg(json_build_object('url', url, 'position', position) order by position) as urls
         from hits group by run_id, device, keyword having count(distinct url) >= 2),
       listed as (
         insert into tracking_run_cannibalised_keywords (run_id, device, keyword, urls) select run_id, device, keyword, urls from cannibalised
         on conflict (run_id, device, keyword) do update set urls = excluded.urls),
       unlisted as (
         delete from tracking_run_cannibalised_keywords l where l.run_id in (?)
         and (l.run_id, l.device, l.keyword) not in (select run_id, device, keyword from cannibalised)),
       checked as (select run_id, device, count(*) as keywords from serp_snapshots where run_id in (?) group by run_id, device)
       insert into tracking_run_cannibalisation (run_id, device, own_domain, keywords_checked, keywords_cannibalised)
       select c.run_id, c.device, ?, c.keywords, (select count(*) from cannibalised k where k.run_id = c.run_id and k.device = c.device) from checked c
       on conflict (run_id, device) do update set own_domain = excluded.own_domain,
         keywords_checked = excluded.keywords_checked, keywords_cannibalised = excluded.keywords_cannibalised`,
      // The ids as an array literal: a list parameter would be spread into one placeholder each.
      [runIds, [...SERP_DEVICES], `{${own.join(',')}}`, runIds, runIds, ownDomain],
    );
  }

  private storedCounts(runIds: string[], ownDomain: string) {
    return this.em.execute<{ run_id: string; device: SerpDevice; keywords_checked: number; keywords_cannibalised: number }[]>(
      'select run_id, device, keywords_checked, keywords_cannibalised from tracking_run_cannibalisation where run_id in (?) and own_domain = ?',
      [runIds, ownDomain],
    );
  }
}
