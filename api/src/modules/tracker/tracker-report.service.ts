import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import type { DataSource } from '../../common/data-source';
import type { TrackingInstance } from './tracking-instance.entity';
import type { TrackingInstanceService } from './tracking-instance.service';
import type { ResultRow } from './tracker-results.repository';
import type { TrackerRepositories, TrackerRepositoriesOn } from './tracker-repositories';
import { companyVisibility, type CompanyVisibility } from './tracker-visibility.repository';
import { keywordSearchConsole } from './keyword-search-console';
import { buildKeywordHistory, buildKeywordTable, type KeywordHistory, type KeywordTable } from './keyword-table';
import type { KeywordFacts } from './keyword-table.repository';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { keywordTableSchema } from './dto/inputs/keyword-table.input';
import { tagSummaries, type TagSummary } from './tracker-tags.repository';
import { shareOfVoice, type ShareOfVoice } from './share-of-voice';
import { keywordFilterSchema } from './dto/inputs/bulk-keywords.input';
import { serpSnapshotSchema } from './dto/inputs/serp-snapshot.input';
import type { SerpSnapshot } from './serp-snapshot.repository';
import type { CannibalisationHealthPoint, CannibalisedKeyword } from './cannibalisation.repository';
import { trackerMessages } from './tracker.messages';
import { ctrCurveOf, type CtrCurve } from './ctr-curve';
import { linkedPropertyOf } from './linked-property';
import { keptPerKey } from '../../common/batched-load';
import { notFoundPageSchema } from './dto/inputs/not-found-page.input';

export interface TrackerCannibalisation {
  instanceId: string;
  domain: string;
  runId: string | null;
  runAt: Date | null;
  keywords: CannibalisedKeyword[];
  health: CannibalisationHealthPoint[];
}

const CSV_COLUMNS = ['run_at', 'company', 'domain', 'keyword', 'device', 'position'];
/** results.csv's position for a search a partial run did not check (0 is "not found", as the spec says). */
const NOT_CHECKED_CELL = 'not checked';

export interface CompanyRanking {
  companyName: string;
  domain: string;
  own: boolean;
  keywordsRanked: number;
  keywordsTotal: number;
  averageRank: number | null;
  lastChecked: Date | null;
}

export interface CsvExport {
  fileName: string;
  columns: string[];
  rows: AsyncIterable<(string | number)[]>;
}

/**
 * What the report's screen draws: per company the latest figures and one point per run. The latest
 * run's rows and its searches without a result are read apart (`latest`, `notFoundPage`): at 10,000
 * keywords they are tens of thousands of rows.
 */
export interface TrackerReport {
  instanceId: string;
  /** The device the report is filtered to; null: both. */
  device: SerpDevice | null;
  lastRun: Date | null;
  source: DataSource | null;
  rankings: CompanyRanking[];
  series: { companyName: string; domain: string; points: { runAt: Date; averageRank: number | null }[] }[];
}

export interface NotFoundRow {
  companyName: string;
  domain: string;
  keyword: string;
  device: SerpDevice;
  positionsChecked: number;
  lastRun: Date;
}

export interface TrackerReportServiceDeps {
  em: EntityManager;
  instances: TrackingInstanceService;
  repositories: TrackerRepositoriesOn;
}

/** What an owner reads of an instance's runs: latest results, history, CSV export, aggregates, visibility and the keyword table. */
export class TrackerReportService {
  private readonly em: EntityManager;
  private readonly instances: TrackingInstanceService;
  private readonly repositories: TrackerRepositories;
  private readonly results: TrackerRepositories['results'];
  // Read once per unit of work (a request, an activity) however many of its fields use them: an instance's
  // linked Search Console property (its curve, the keyword table's columns), click-through curve and reported
  // runs (the report's latest, its searches without a result, the keyword table's latest and earlier runs).
  private readonly linkedProperty = keptPerKey((instanceId: string) => linkedPropertyOf(this.em, instanceId));
  private readonly curveOf = keptPerKey(async (instanceId: string) => ctrCurveOf(this.em, await this.linkedProperty(instanceId)));
  private readonly reportedRuns = keptPerKey((instanceId: string) => this.repositories.keywordTable.reportedRuns(instanceId));

  constructor({ em, instances, repositories }: TrackerReportServiceDeps) {
    this.em = em;
    this.instances = instances;
    this.repositories = repositories(em);
    this.results = this.repositories.results;
  }

  async latest(viewer: Viewer, instanceId: string, device?: unknown): Promise<ResultRow[]> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    return this.results.latest(instance.id, parseDevice(device));
  }

  /** Streams every reported (completed or partial) run's rows, oldest first. */
  async history(viewer: Viewer, instanceId: string, device?: unknown): Promise<AsyncIterable<ResultRow>> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    return this.results.history(instance.id, parseDevice(device));
  }

  /**
   * Every reported run's rows as CSV cells, oldest first, with the company names of the instance:
   * position 0 when a company was not found within the depth, `not checked` (a row per company) for
   * a search a partial run did not check.
   */
  async exportCsv(viewer: Viewer, instanceId: string, device?: unknown): Promise<CsvExport> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const rows = this.results.historyWithUnchecked(instance.id, instance.devices, parseDevice(device));
    const companies = instance.companies;
    const companyOf = new Map(companies.map((company) => [company.domain, company.companyName]));
    return {
      fileName: `${instance.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'tracking'}-rankings.csv`,
      columns: CSV_COLUMNS,
      rows: (async function* () {
        for await (const row of rows) {
          const runAt = row.createdAt.toISOString();
          if ('unchecked' in row) {
            for (const company of companies) yield [runAt, company.companyName, company.domain, row.keyword, row.device, NOT_CHECKED_CELL];
          } else {
            yield [runAt, companyOf.get(row.domain) ?? row.domain, row.domain, row.keyword, row.device, row.position];
          }
        }
      })(),
    };
  }

  /** Per-company average rank of the latest run and the chart series, aggregated in SQL. */
  async report(viewer: Viewer, instanceId: string, deviceInput?: unknown): Promise<TrackerReport> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const device = parseDevice(deviceInput);
    const aggregates = await this.results.latestAggregates(instance.id, device);
    const series = await this.results.series(instance.id, device);
    const [lastRun] = await this.reportedRuns(instance.id);
    const companies = instance.companies;
    return {
      instanceId: instance.id,
      device,
      lastRun: lastRun?.runAt ?? null,
      source: lastRun?.source ?? null,
      rankings: companies.map((company) => {
        const aggregate = aggregates.find((row) => row.domain === company.domain);
        return {
          companyName: company.companyName,
          domain: company.domain,
          own: company.own,
          keywordsRanked: aggregate?.keywordsFound ?? 0,
          keywordsTotal: aggregate?.keywordsChecked ?? 0,
          averageRank: aggregate?.averageRank ?? null,
          lastChecked: aggregate?.runAt ?? null,
        };
      }),
      series: companies.map((company) => ({
        companyName: company.companyName,
        domain: company.domain,
        points: series.filter((point) => point.domain === company.domain).map(({ runAt, averageRank }) => ({ runAt, averageRank })),
      })),
    };
  }

  /** A page of the latest reported run's searches where a company was not within the checked results, with their count. */
  async notFoundPage(viewer: Viewer, instanceId: string, deviceInput: unknown, pageInput: UntrustedInput<typeof notFoundPageSchema> = {}): Promise<{ total: number; offset: number; rows: NotFoundRow[] }> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const { offset, limit } = parseInput(notFoundPageSchema, pageInput);
    return { offset, ...(await this.notFoundRows(instance, parseDevice(deviceInput), offset, limit)) };
  }

  /** Every search of the latest reported run without a result, for clients of the older unpaged field. */
  async everyNotFound(viewer: Viewer, instanceId: string, deviceInput?: unknown): Promise<NotFoundRow[]> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    return (await this.notFoundRows(instance, parseDevice(deviceInput), 0, null)).rows;
  }

  private async notFoundRows(instance: TrackingInstance, device: SerpDevice | null, offset: number, limit: number | null): Promise<{ total: number; rows: NotFoundRow[] }> {
    const [lastRun] = await this.reportedRuns(instance.id);
    if (!lastRun) return { total: 0, rows: [] };
    const page = await this.repositories.notFound.page(instance.id, lastRun, device, offset, limit);
    const nameOf = new Map(instance.companies.map((company) => [company.domain, company.companyName]));
    return {
      total: page.total,
      rows: page.rows.map((row) => ({
        companyName: nameOf.get(row.domain) ?? row.domain,
        domain: row.domain,
        keyword: row.keyword,
        device: row.device,
        positionsChecked: lastRun.depth,
        lastRun: row.runAt,
      })),
    };
  }

  /** Per company, its visibility score (expected clicks by position) at every completed run. */
  async visibility(viewer: Viewer, instanceId: string, device?: unknown): Promise<CompanyVisibility[]> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    return companyVisibility(this.em, instance, parseDevice(device), await this.curveOf(instance.id));
  }

  /** The click-through rates by position that the instance's visibility and share of voice weigh positions with. */
  async ctrCurve(viewer: Viewer, instanceId: string): Promise<CtrCurve> {
    return this.curveOf((await this.instances.findOwnInstanceOrFail(viewer, instanceId)).id);
  }

  /**
   * The latest run as one row per keyword and a cell per company: position, change (since the previous
   * run or an earlier one chosen), best and URL, with the keyword's volume, CPC and SERP features; read in SQL.
   */
  async keywordTable(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof keywordTableSchema> = {}): Promise<KeywordTable> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const query = parseInput(keywordTableSchema, input);
    const keywords = this.repositories.keywordTable;
    const runs = await this.reportedRuns(instance.id);
    const earlier = runs.slice(1);
    // The change column compares with the run chosen, else the previous one.
    const compared = query.compareRunId ? earlier.find((run) => run.id === query.compareRunId) : earlier[0];
    if (query.compareRunId && !compared) throw new AppError('BAD_USER_INPUT', trackerMessages.compareRunNotEarlier);
    const page = runs[0] ? await keywords.page(instance.id, runs[0].id, instance.userDomain, query, runs[0].status === 'partial' ? instance.devices : null) : { total: 0, keys: [] };
    const domains = instance.companies.map((company) => company.domain);
    const pageKeywords = [...new Set(page.keys.map((key) => key.keyword))];
    const results = runs[0] ? await keywords.latestResults(instance.id, runs[0].id, compared?.id ?? null, domains, pageKeywords) : [];
    const facts = runs[0] ? await keywords.facts(runs[0].id, instance.serpCountry, page.keys) : new Map<string, KeywordFacts>();
    const searchConsole = await keywordSearchConsole(this.em, instance, await this.linkedProperty(instance.id), page.keys);
    return buildKeywordTable(instance.id, companiesOf(instance), { latest: runs[0], compared, earlier }, page, results, facts, searchConsole);
  }

  /** One keyword's position and URL per company in every completed run, oldest first. */
  async keywordHistory(viewer: Viewer, instanceId: string, keyword: string, deviceInput?: unknown): Promise<KeywordHistory> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const device = parseDevice(deviceInput) ?? 'desktop';
    const results = await this.repositories.keywordTable.keywordHistory(instance.id, keyword, device);
    // A keyword removed from the instance keeps its history; one never tracked has none.
    if (results.length === 0 && (await this.repositories.keywords.trackedKeys(instance.id, [keyword])).size === 0) {
      throw new AppError('NOT_FOUND', trackerMessages.keywordNotTracked);
    }
    return buildKeywordHistory(instance.id, keyword, device, companiesOf(instance), results);
  }

  /** Share of voice per company over time, for a device and a tag (or all). */
  async shareOfVoice(viewer: Viewer, instanceId: string, deviceInput?: unknown, tagInput?: unknown): Promise<ShareOfVoice> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const { tag } = parseInput(keywordFilterSchema, { tag: tagInput });
    return shareOfVoice(this.em, this.repositories.figures, instance, { device: parseDevice(deviceInput), tag }, await this.curveOf(instance.id));
  }

  /** Per tag of the latest run's keywords: per company, keywords found, average rank and visibility. */
  async tagSummary(viewer: Viewer, instanceId: string, deviceInput?: unknown): Promise<TagSummary[]> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    return tagSummaries(this.em, this.repositories.figures, instance, parseDevice(deviceInput), await this.curveOf(instance.id));
  }

  /**
   * Keywords where two or more of the owner's URLs rank in the top 100 of a run (`runId`, else the
   * latest with stored pages), and the share of keywords without it per run; both per device the
   * instance tracks.
   */
  /** `keywordsPerDevice`: the first that many cannibalised keywords of each device (the screen's first look); absent, all. */
  async cannibalisation(viewer: Viewer, instanceId: string, runId?: unknown, keywordsPerDevice?: unknown): Promise<TrackerCannibalisation> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const chosen = parseInput(runIdSchema, { runId }).runId;
    const perDevice = parseInput(keywordsPerDeviceSchema, keywordsPerDevice ?? null);
    const repository = this.repositories.cannibalisation;
    const health = await repository.health(instance.id, instance.userDomain, instance.devices);
    const run = chosen ? health.find((point) => point.runId === chosen) : health[health.length - 1];
    if (chosen && !run) throw new AppError('NOT_FOUND', trackerMessages.noPagesForRun);
    const all = run ? await repository.keywords(run.runId, instance.userDomain, instance.devices) : [];
    const keywords = perDevice === null ? all : instance.devices.flatMap((device) => all.filter((keyword) => keyword.device === device).slice(0, perDevice));
    return { instanceId: instance.id, domain: instance.userDomain, runId: run?.runId ?? null, runAt: run?.runAt ?? null, keywords, health };
  }

  /** The stored results page of a keyword in one run (the latest with one when no run is given). */
  async serpSnapshot(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof serpSnapshotSchema>): Promise<SerpSnapshot> {
    const instance = await this.instances.findOwnInstanceOrFail(viewer, instanceId);
    const { keyword, device, runId } = parseInput(serpSnapshotSchema, input);
    const snapshot = await this.repositories.snapshots.read(instance.id, keyword, device, runId);
    if (!snapshot) throw new AppError('NOT_FOUND', runId ? trackerMessages.keywordNotCheckedInRun : trackerMessages.noPageForKeywordYet);
    return snapshot;
  }
}

const deviceSchema = keywordTableSchema.shape.device;
// Schemas are built once: zod compiles a schema's parser on its first use.
const runIdSchema = serpSnapshotSchema.pick({ runId: true });
const KEYWORDS_PER_DEVICE_MESSAGE = 'Keywords per device must be a whole number from 1 to 10,000.';
const keywordsPerDeviceSchema = z.number({ error: KEYWORDS_PER_DEVICE_MESSAGE }).int(KEYWORDS_PER_DEVICE_MESSAGE).min(1, KEYWORDS_PER_DEVICE_MESSAGE).max(10_000, KEYWORDS_PER_DEVICE_MESSAGE).nullable();

/** A device named by a client (a query parameter, a GraphQL argument), or null for both. */
function parseDevice(device: unknown): SerpDevice | null {
  return parseInput(deviceSchema, device === '' ? null : device);
}

function companiesOf(instance: TrackingInstance): { companyName: string; domain: string; own: boolean }[] {
  return instance.companies.map(({ companyName, domain, own }) => ({ companyName, domain, own }));
}
