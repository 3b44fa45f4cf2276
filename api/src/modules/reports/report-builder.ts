import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, type AppErrorCode } from '../../common/app-error';
import { Article } from '../articles/article.entity';
import type { Viewer } from '../../common/viewer';
import { SavedSerpAnalysis } from '../seo/research/saved-serp-analysis.entity';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { ResearchService } from '../seo/research/research.service';
import type { TrackerReportService } from '../tracker/tracker-report.service';
import type { TrackingInstanceService } from '../tracker/tracking-instance.service';
import type { ChartSeries, Compared, ReportDocument, SectionData, Table } from './report-document';
import { localDay, rangeLabel, resolvePeriod, type ReportPeriod } from './report-range';
import { SECTION_TITLES, type ReportSection } from './report-sections';
import type { Report } from './report.entity';
import { workspaceOf } from '../auth/access';
import { AiVisibilitySections, type AiVisibilitySectionServices } from './ai-visibility-sections';
import { SearchConsoleSections } from './search-console-sections';

const BACKLINKS_SHOWN = 20;
const MOVERS_SHOWN = 5;
const SERP_RESULTS_SHOWN = 20;
/** Errors that leave one section unavailable (its subject deleted, its plan feature or credits gone, its vendor failing) instead of failing the report. */
const SECTION_PROBLEMS = new Set<AppErrorCode>(['NOT_FOUND', 'FORBIDDEN', 'INSUFFICIENT_CREDITS', 'PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE']);

interface BuildServices extends AiVisibilitySectionServices {
  em: EntityManager;
  trackingInstances: TrackingInstanceService;
  trackerReports: TrackerReportService;
  research: ResearchService;
}

/**
 * Builds a report's data as its owner (each section through the service that owns it, so the same
 * ownership checks and credit charges apply as anywhere else).
 */
export class ReportBuilder {
  private readonly aiVisibility: AiVisibilitySections;
  private readonly searchConsole: SearchConsoleSections;

  constructor(private readonly services: BuildServices) {
    this.aiVisibility = new AiVisibilitySections(services);
    this.searchConsole = new SearchConsoleSections(services);
  }

  async build(viewer: Viewer, report: Report, now = new Date()): Promise<ReportDocument> {
    const period = resolvePeriod(report.range, now);
    const zone = report.range.timeZone ?? 'UTC';
    let sandbox = false;
    const sections: SectionData[] = [];
    for (const section of report.sections) {
      const built = await this.section(viewer, section, period, zone).catch((error: unknown) => {
        // A section whose subject has gone (a deleted instance) or cannot be read now says so; the rest of the report stands.
        if (error instanceof AppError && SECTION_PROBLEMS.has(error.code)) {
          return { section: { kind: section.kind, title: SECTION_TITLES[section.kind], subtitle: '', unavailable: error.message } satisfies SectionData, sandbox: false };
        }
        throw error;
      });
      sandbox ||= built.sandbox;
      sections.push(built.section);
    }
    return {
      name: report.name,
      client: report.client,
      rangeLabel: rangeLabel(report.range),
      period: { start: period.start.toISOString(), end: period.end.toISOString(), previousStart: period.previousStart.toISOString(), previousEnd: period.previousEnd.toISOString() },
      builtAt: now.toISOString(),
      sandbox,
      sections,
    };
  }

  private async section(viewer: Viewer, section: ReportSection, period: ReportPeriod, zone: string): Promise<{ section: SectionData; sandbox: boolean }> {
    const title = SECTION_TITLES[section.kind];
    switch (section.kind) {
      case 'tracker-summary':
        return this.trackerSummary(viewer, section.instanceId, period);
      case 'keyword-table':
        return this.keywordTable(viewer, section.instanceId, zone);
      case 'ranking-chart': {
        const instance = await this.services.trackingInstances.findOwnInstanceOrFail(viewer, section.instanceId);
        const report = await this.services.trackerReports.report(viewer, instance.id);
        const series: ChartSeries[] = report.series.map((company) => ({
          label: company.companyName,
          own: company.domain === instance.userDomain,
          points: company.points.filter((point) => inPeriod(point.runAt, period)).map((point) => ({ at: point.runAt.toISOString(), value: point.averageRank })),
        }));
        return { section: { kind: 'ranking-chart', title, subtitle: instance.name, unit: 'average rank', invert: true, series }, sandbox: report.source === 'SANDBOX' };
      }
      case 'visibility-chart': {
        const instance = await this.services.trackingInstances.findOwnInstanceOrFail(viewer, section.instanceId);
        const visibility = await this.services.trackerReports.visibility(viewer, instance.id);
        const curve = await this.services.trackerReports.ctrCurve(viewer, instance.id);
        const series: ChartSeries[] = visibility.map((company) => ({
          label: company.companyName,
          own: company.own,
          points: company.points.filter((point) => inPeriod(point.runAt, period)).map((point) => ({ at: point.runAt.toISOString(), value: point.score })),
        }));
        return {
          section: { kind: 'visibility-chart', title, subtitle: instance.name, unit: 'visibility %', invert: false, series, note: curve.note },
          sandbox: (await this.trackerSandbox(viewer, instance.id)) || (curve.sandbox && curve.source !== 'DEFAULT'),
        };
      }
      case 'domain-traffic': {
        const answer = await this.services.research.domainTraffic(viewer, { domains: [section.domain] });
        const table: Table = { columns: ['Domain', 'Estimated monthly traffic', 'Ranking keywords'], rows: answer.domains.map((row) => [row.domain, row.estimatedMonthlyTraffic, row.totalRankingKeywords]) };
        return { section: { kind: 'domain-traffic', title, subtitle: section.domain, table }, sandbox: answer.source === 'SANDBOX' };
      }
      case 'backlinks': {
        const answer = await this.services.research.backlinks(viewer, { target: section.domain, num: BACKLINKS_SHOWN }, { scope: 'domain' });
        const table: Table = { columns: ['Linking page', 'Anchor text', 'Target page'], rows: answer.backlinks.map((link) => [link.urlSource, link.anchorText, link.urlTarget]) };
        return { section: { kind: 'backlinks', title, subtitle: section.domain, table }, sandbox: answer.source === 'SANDBOX' };
      }
      case 'serp-analysis': {
        const saved = viewer ? await this.services.em.findOne(SavedSerpAnalysis, { id: section.savedAnalysisId, workspaceId: workspaceOf(viewer) }) : null;
        if (!saved) return { section: { kind: 'serp-analysis', title, subtitle: '', unavailable: 'This saved SERP analysis no longer exists.' }, sandbox: false };
        const table: Table = { columns: ['Position', 'Title', 'Domain'], rows: saved.results.slice(0, SERP_RESULTS_SHOWN).map((result) => [result.position, result.title, result.domain]) };
        return { section: { kind: 'serp-analysis', title, subtitle: `“${saved.query}” · ${saved.description}`, table }, sandbox: saved.source === 'SANDBOX' };
      }
      case 'articles': {
        const articles = viewer ? await this.services.em.find(Article, { workspaceId: workspaceOf(viewer), createdAt: { $gte: period.start, $lte: period.end } }, { orderBy: { createdAt: 'asc' } }) : [];
        const table: Table = { columns: ['Written', 'Title', 'Keyword', 'Words'], rows: articles.map((article) => [localDay(article.createdAt, zone), article.title, article.keyword, article.wordCount]) };
        return { section: { kind: 'articles', title, subtitle: `${articles.length} in the period`, table }, sandbox: articles.some((article) => article.writerSource === 'SANDBOX') };
      }
      case 'note':
        return { section: { kind: 'note', title, subtitle: '', text: section.text }, sandbox: false };
      case 'ai-visibility-summary':
        return this.aiVisibility.summary(viewer, section.projectId, period, zone);
      case 'ai-cited-sources':
        return this.aiVisibility.citedSources(viewer, section.projectId, period, zone);
      case 'search-console':
        return this.searchConsole.section(viewer, section.instanceId, period, zone);
    }
  }

  private async trackerSummary(viewer: Viewer, instanceId: string, period: ReportPeriod): Promise<{ section: SectionData; sandbox: boolean }> {
    const instance = await this.services.trackingInstances.findOwnInstanceOrFail(viewer, instanceId);
    const report = await this.services.trackerReports.report(viewer, instance.id);
    const visibility = await this.services.trackerReports.visibility(viewer, instance.id);
    const table = await this.services.trackerReports.keywordTable(viewer, instance.id);
    const voice = await this.services.trackerReports.shareOfVoice(viewer, instance.id);
    const companies = instance.companies.map((company) => {
      const ranks = report.series.find((series) => series.domain === company.domain)?.points.map((point) => ({ at: point.runAt, value: point.averageRank })) ?? [];
      const scores = visibility.find((row) => row.domain === company.domain)?.points.map((point) => ({ at: point.runAt, value: point.score })) ?? [];
      const shares = voice.companies.find((row) => row.domain === company.domain)?.points.map((point) => ({ at: point.runAt, value: point.share })) ?? [];
      return { name: company.companyName, domain: company.domain, own: company.own, visibility: compared(scores, period), shareOfVoice: compared(shares, period), averageRank: compared(ranks, period) };
    });
    const ownIndex = table.companies.findIndex((company) => company.own);
    const byDevice = instance.devices.length > 1;
    const moves = ownIndex < 0 ? [] : table.rows.map((row) => ({ row, cell: row.positions[ownIndex] })).filter(({ cell }) => cell && cell.change !== 'NONE');
    const byMove = moves
      .map(({ row, cell }) => ({ row, position: cell.position, previous: cell.previousPosition, change: cell.change, by: cell.changeBy }))
      .sort((a, b) => moveWeight(b) - moveWeight(a));
    const movers: Table = {
      columns: [...keywordColumns(byDevice), 'Position', 'Before', 'Change'],
      rows: [...byMove.filter((move) => move.change !== 'DOWN').slice(0, MOVERS_SHOWN), ...byMove.filter((move) => move.change === 'DOWN').slice(0, MOVERS_SHOWN)].map((move) => [
        ...keywordCells(move.row, byDevice),
        positionText(move.position),
        positionText(move.previous),
        changeText(move.change, move.by),
      ]),
    };
    const subtitle = `${instance.name} · ${instance.userDomain}`;
    const shareOfVoiceNote = `Share of voice: the part of the searches for ${voice.keywordsWithVolume} of ${voice.keywordsTotal} keywords (those with a known search volume) expected to click through to each company.`;
    return {
      section: { kind: 'tracker-summary', shareOfVoiceNote, ctrCurveNote: voice.ctrCurve.note, title: SECTION_TITLES['tracker-summary'], subtitle, companies, movers },
      sandbox: report.source === 'SANDBOX' || (voice.ctrCurve.sandbox && voice.ctrCurve.source !== 'DEFAULT'),
    };
  }

  private async keywordTable(viewer: Viewer, instanceId: string, zone: string): Promise<{ section: SectionData; sandbox: boolean }> {
    const instance = await this.services.trackingInstances.findOwnInstanceOrFail(viewer, instanceId);
    const table = await this.services.trackerReports.keywordTable(viewer, instance.id);
    const byDevice = instance.devices.length > 1;
    const rows = table.rows.map((row) => [...keywordCells(row, byDevice), ...row.positions.flatMap((cell) => [positionText(cell.position), changeText(cell.change, cell.changeBy)])]);
    const columns = [...keywordColumns(byDevice), ...table.companies.flatMap((company) => [company.companyName, 'Change'])];
    const subtitle = table.runAt ? `${instance.name} · latest check ${localDay(table.runAt, zone)}` : `${instance.name} · not checked yet`;
    return { section: { kind: 'keyword-table', title: SECTION_TITLES['keyword-table'], subtitle, table: { columns, rows } }, sandbox: table.source === 'SANDBOX' };
  }

  private async trackerSandbox(viewer: Viewer, instanceId: string): Promise<boolean> {
    return (await this.services.trackerReports.keywordTable(viewer, instanceId)).source === 'SANDBOX';
  }
}

/** A keyword table's first columns: the keyword, and its device when the instance tracks more than one. */
function keywordColumns(byDevice: boolean): string[] {
  return byDevice ? ['Keyword', 'Device'] : ['Keyword'];
}

function keywordCells(row: { keyword: string; device: SerpDevice }, byDevice: boolean): string[] {
  return byDevice ? [row.keyword, DEVICE_LABELS[row.device]] : [row.keyword];
}

const DEVICE_LABELS: Record<SerpDevice, string> = { desktop: 'Desktop', mobile: 'Mobile' };

function inPeriod(at: Date, period: ReportPeriod): boolean {
  return at >= period.start && at <= period.end;
}

/** The last value inside the period against the last one in the previous period. */
function compared(points: { at: Date; value: number | null }[], period: ReportPeriod): Compared {
  const lastIn = (start: Date, end: Date) => points.filter((point) => point.at >= start && point.at < end).at(-1)?.value ?? null;
  return { current: lastIn(period.start, new Date(period.end.getTime() + 1)), previous: lastIn(period.previousStart, period.previousEnd) };
}

function moveWeight(move: { change: string; by: number }): number {
  return move.change === 'NEW' ? 1000 : move.change === 'LOST' ? -1000 : move.change === 'UP' ? move.by : -move.by;
}

function positionText(position: number | null): string {
  return position === null ? '–' : position === 0 ? 'Not found' : String(position);
}

function changeText(change: string, by: number): string {
  switch (change) {
    case 'UP':
      return `▲ ${by}`;
    case 'DOWN':
      return `▼ ${by}`;
    case 'NEW':
      return 'New';
    case 'LOST':
      return 'Lost';
    default:
      return '';
  }
}
