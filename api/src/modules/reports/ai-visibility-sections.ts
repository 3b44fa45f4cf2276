import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/viewer';
import type { AiVisibilityAnswersService, AiVisibilitySummary } from '../ai-visibility/ai-visibility-answers.service';
import { AiVisibilityProject } from '../ai-visibility/ai-visibility-project.entity';
import type { AiRunView, AiVisibilityRunService } from '../ai-visibility/ai-visibility-run.service';
import type { AiBrandRow, ChartSeries, SectionData, Table } from './report-document';
import { localDay, type ReportPeriod } from './report-range';
import { SECTION_TITLES } from './report-sections';

/** Runs drawn on the mention-rate chart at most (the period's newest): each is one summary read. */
const CHART_RUNS = 30;
export const NO_AI_RUN = 'No AI visibility run in this period.';

export interface AiVisibilitySectionServices {
  em: EntityManager;
  aiVisibilityRuns: Pick<AiVisibilityRunService, 'list'>;
  aiVisibilityAnswers: Pick<AiVisibilityAnswersService, 'summary'>;
}

type Built = { section: SectionData; sandbox: boolean };

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/**
 * The AI visibility sections of a report, read as the report's viewer through the AI visibility services (a
 * project the viewer may not read, such as another client's, is "not found" there): the newest run that
 * finished in the period (succeeded or partial), compared with the run before it.
 */
export class AiVisibilitySections {
  constructor(private readonly services: AiVisibilitySectionServices) {}

  async summary(viewer: Viewer, projectId: string, period: ReportPeriod, zone: string): Promise<Built> {
    const title = SECTION_TITLES['ai-visibility-summary'];
    const { project, runs } = await this.runsInPeriod(viewer, projectId, period);
    if (runs.length === 0) return { section: { kind: 'ai-visibility-summary', title, subtitle: project.name, empty: NO_AI_RUN, brands: [], series: [] }, sandbox: false };
    // One after another on this unit of work, not all at once.
    const summaries: AiVisibilitySummary[] = [];
    for (const run of runs.slice(0, CHART_RUNS)) summaries.push(await this.services.aiVisibilityAnswers.summary(viewer, project.id, { run: run.id }));
    const [newest] = summaries;
    const brands: AiBrandRow[] = newest.brands.map((brand) => ({
      name: brand.name,
      own: brand.name === project.brand.name,
      mentionRate: brand.mentionRate,
      previousMentionRate: brand.mentionChange?.previousValue ?? null,
      changed: brand.mentionChange?.changed ?? false,
      pValue: brand.mentionChange?.pValue ?? null,
      citationRate: brand.citationRate,
      shareOfVoice: brand.shareOfVoice,
    }));
    const oldestFirst = runs.slice(0, CHART_RUNS).map((run, index) => ({ run, summary: summaries[index] })).reverse();
    const series: ChartSeries[] = newest.brands.map((brand, index) => ({
      label: brand.name,
      own: index === 0,
      points: oldestFirst.map(({ run, summary }) => {
        const rate = summary.brands.find((row) => row.name === brand.name)?.mentionRate;
        return { at: run.createdAt.toISOString(), value: percent(rate?.value ?? null), low: percent(rate?.low ?? null), high: percent(rate?.high ?? null) };
      }),
    }));
    const subtitle = `${project.name} · run of ${localDay(runs[0].createdAt, zone)}${runs[0].status === 'partial' ? ' (partial)' : ''} · ${newest.checked} checked answers`;
    return { section: { kind: 'ai-visibility-summary', title, subtitle, brands, series }, sandbox: summaries.some(isSandbox) };
  }

  async citedSources(viewer: Viewer, projectId: string, period: ReportPeriod, zone: string): Promise<Built> {
    const title = SECTION_TITLES['ai-cited-sources'];
    const emptyTable: Table = { columns: [], rows: [] };
    const { project, runs } = await this.runsInPeriod(viewer, projectId, period);
    if (runs.length === 0) return { section: { kind: 'ai-cited-sources', title, subtitle: project.name, empty: NO_AI_RUN, domains: emptyTable, pages: emptyTable, opportunities: emptyTable }, sandbox: false };
    const summary = await this.services.aiVisibilityAnswers.summary(viewer, project.id, { run: runs[0].id });
    const whose = (brand: string | null) => (brand === null ? 'Third party' : brand === project.brand.name ? `${brand} (you)` : brand);
    const cited = (first: string, sources: AiVisibilitySummary['topDomains']): Table => ({ columns: [first, 'Answers citing it', 'Whose'], rows: sources.map((source) => [source.key, source.answers, whose(source.brand)]) });
    return {
      section: {
        kind: 'ai-cited-sources',
        title,
        subtitle: `${project.name} · run of ${localDay(runs[0].createdAt, zone)} · ${summary.checked} checked answers`,
        domains: cited('Domain', summary.topDomains),
        pages: cited('Page', summary.topPages),
        opportunities: { columns: ['Domain', 'Answers citing it that name a competitor, not you'], rows: summary.opportunities.map((row) => [row.domain, row.answers]) },
      },
      sandbox: isSandbox(summary),
    };
  }

  /** The project (the viewer may read it: the runs' read checks) and its runs that finished with answers in the period, newest first. */
  private async runsInPeriod(viewer: Viewer, projectId: string, period: ReportPeriod): Promise<{ project: AiVisibilityProject; runs: AiRunView[] }> {
    const runs = await this.services.aiVisibilityRuns.list(viewer, projectId, 500);
    const project = await this.services.em.findOneOrFail(AiVisibilityProject, { id: projectId });
    const finished = runs.filter((run) => (run.status === 'succeeded' || run.status === 'partial') && run.createdAt >= period.start && run.createdAt <= period.end);
    return { project, runs: finished };
  }
}

function isSandbox(summary: AiVisibilitySummary): boolean {
  return summary.source === 'SANDBOX';
}
