import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { choices, isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireUser } from '../auth/access';
import { JobStatus } from '../jobs/job.entity';
import type { AiVisibilityProject } from './ai-visibility-project.entity';
import { brandsOf, findReadableProjectOrFail } from './ai-visibility-project-access';
import { AiVisibilityRun } from './ai-visibility-run.entity';
import { brandCountsOf, citationCountsOf, domainCounts, runSeriesOf, storedMentionCountsOf, type AiVisibilitySamplesRepository, type SampleScope, type StoredSample } from './ai-visibility-samples.repository';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { brandOfDomain } from './answer-extraction';
import { AI_SURFACES, type AiSurface } from './engines/ai-answer-engine';
import { brandFigures, brandFiguresOfCounts, mentionChangeOf, sourceOpportunitiesOfCounts, topCitedOfCounts, wilsonRate, type BrandFigures, type CitedSource, type ProportionChange, type Rate, type SourceOpportunity } from './visibility-figures';

const MAX_ANSWERS = 5000;
const DEFAULT_ANSWERS = 1000;
/** Sources listed per table of the summary. */
const TOP_SOURCES = 10;
const DEFAULT_SERIES_RUNS = 30;
const MAX_SERIES_RUNS = 400;

export interface AnswerFilter {
  prompt?: unknown;
  surface?: unknown;
  run?: unknown;
  limit?: unknown;
}

export interface BrandSummary extends BrandFigures {
  /** The mention rate against the run before, and whether the two-proportion test calls it a change (p < 0.05). */
  mentionChange: (ProportionChange & { previousValue: number | null }) | null;
}

export interface AiVisibilitySummary {
  runId: string | null;
  surface: AiSurface | null;
  /** SANDBOX when the run's answers came from the sandbox engine. */
  source: string | null;
  /** Checked samples the figures stand on; samples not checked are left out, never counted as "not mentioned". */
  checked: number;
  /** False when the run's stored answers passed their retention: then no figure is given (n = 0), and `notice` says why. */
  answersKept: boolean;
  notice: string | null;
  brands: BrandSummary[];
  topDomains: CitedSource[];
  topPages: CitedSource[];
  opportunities: SourceOpportunity[];
}

/** One finished run on the chart over time: each brand's mention rate with its interval. */
export interface AiVisibilitySeriesPoint {
  runId: string;
  createdAt: Date;
  brands: { name: string; mentionRate: Rate }[];
}

/** The stored answers of a project's runs, and the figures read from them. */
export class AiVisibilityAnswersService {
  constructor(private readonly deps: { em: EntityManager; samples: (em: EntityManager) => AiVisibilitySamplesRepository }) {}

  /** Stored samples, newest run first; a sample not checked is listed as such, with no text. */
  async answers(viewer: Viewer, projectId: string, filter: AnswerFilter): Promise<StoredSample[]> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const surface = surfaceOf(filter.surface);
    const run = filter.run === undefined || filter.run === '' ? undefined : await this.runOrFail(project, filter.run);
    const asked = typeof filter.limit === 'string' || typeof filter.limit === 'number' ? Number.parseInt(String(filter.limit), 10) : DEFAULT_ANSWERS;
    const limit = Math.min(Math.max(Number.isNaN(asked) ? DEFAULT_ANSWERS : asked, 1), MAX_ANSWERS);
    const prompt = typeof filter.prompt === 'string' && filter.prompt.trim() !== '' ? filter.prompt.trim() : undefined;
    return this.deps.samples(this.deps.em).find(project.id, { runIds: run ? [run.id] : undefined, prompt, surface }, limit);
  }

  /** Per brand: mention and citation rates with their intervals, share of voice, position; the sources cited. Of one run (by default the newest that checked any sample). Counted in SQL. */
  async summary(viewer: Viewer, projectId: string, filter: SummaryFilter): Promise<AiVisibilitySummary> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const surface = surfaceOf(filter.surface);
    const scope: SampleScope = { surface, prompts: promptsOf(project, filter) };
    const chosen = filter.run === undefined || filter.run === '' ? await this.newestFinished(project) : await this.runOrFail(project, filter.run);
    const brands = brandsOf(project);
    const names = brands.map((brand) => brand.name);
    const empty = { surface: surface ?? null, checked: 0, brands: brandFigures(names, []).map((figures) => ({ ...figures, mentionChange: null })), topDomains: [], topPages: [], opportunities: [] };
    if (!chosen) return { ...empty, runId: null, source: null, answersKept: true, notice: null };
    // Figures read from no answers would pretend: a run whose answers are gone says so instead.
    if (chosen.answersDeletedAt) return { ...empty, runId: chosen.id, source: chosen.source, answersKept: false, notice: aiVisibilityMessages.answersNotKept };
    const em = this.deps.em;
    // The previous run's rates come from its stored run figures, which outlive its answers.
    const previousRun = await em.findOne(AiVisibilityRun, { projectId: project.id, createdAt: { $lt: chosen.createdAt } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const [counts, previous, cited] = await Promise.all([
      brandCountsOf(em, chosen.id, scope),
      previousRun ? this.mentionRatesOf(previousRun, names, scope) : null,
      citationCountsOf(em, chosen.id, scope, project.brand.name, TOP_SOURCES),
    ]);
    const figures = brandFiguresOfCounts(names, counts);
    const brandOf = (domain: string) => brandOfDomain(domain, brands);
    return {
      runId: chosen.id,
      surface: surface ?? null,
      source: chosen.source,
      checked: counts.checked,
      answersKept: true,
      notice: null,
      brands: figures.map((brand, index) => ({ ...brand, mentionChange: previous ? mentionChangeOf(brand, previous[index]) : null })),
      topDomains: topCitedOfCounts(domainCounts(cited.domains), brandOf, TOP_SOURCES),
      topPages: topCitedOfCounts(cited.pages, brandOf, TOP_SOURCES),
      opportunities: sourceOpportunitiesOfCounts(cited.domains, brandOf, TOP_SOURCES),
    };
  }

  /** Per brand and finished run (the newest `limit`, oldest first): the mention rate with its interval, for the chart over time. */
  async series(viewer: Viewer, projectId: string, filter: { surface?: unknown; limit?: number }): Promise<AiVisibilitySeriesPoint[]> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const surface = surfaceOf(filter.surface);
    const limit = Math.min(Math.max(filter.limit ?? DEFAULT_SERIES_RUNS, 1), MAX_SERIES_RUNS);
    const rows = await runSeriesOf(this.deps.em, project.id, surface, limit);
    const runs = new Map<string, { createdAt: Date; counts: Map<string, { checked: number; mentioned: number }> }>();
    for (const row of rows) {
      const run = runs.get(row.runId) ?? { createdAt: row.createdAt, counts: new Map() };
      run.counts.set(row.brand, { checked: row.checked, mentioned: row.mentioned });
      runs.set(row.runId, run);
    }
    return [...runs.entries()].map(([runId, run]) => ({
      runId,
      createdAt: run.createdAt,
      brands: brandsOf(project).map(({ name }) => {
        const count = run.counts.get(name);
        return { name, mentionRate: wilsonRate(count?.mentioned ?? 0, count?.checked ?? 0) };
      }),
    }));
  }

  /** Each brand's mention rate in a run: from its stored run figures when it has finished, else counted from its samples. */
  /** A run's mention rates: from its stored run figures (per surface), or counted from its answers for some prompts. */
  private async mentionRatesOf(run: AiVisibilityRun, names: readonly string[], scope: SampleScope): Promise<Pick<BrandFigures, 'mentionRate'>[]> {
    const stored = scope.prompts ? null : await storedMentionCountsOf(this.deps.em, run.id, scope.surface);
    if (!stored) return brandFiguresOfCounts(names, await brandCountsOf(this.deps.em, run.id, scope));
    return names.map((name) => ({ mentionRate: wilsonRate(stored.mentioned.get(name) ?? 0, stored.checked) }));
  }

  /** The newest run whose job succeeded (a partial run included). */
  private async newestFinished(project: AiVisibilityProject): Promise<AiVisibilityRun | undefined> {
    const [row] = await this.deps.em.execute<{ id: string }[]>(
      `select r.id from ai_visibility_runs r join jobs j on j.id = r.job_id where r.project_id = ? and j.status = ? order by r.created_at desc, r.id desc limit 1`,
      [project.id, JobStatus.succeeded],
    );
    return row ? ((await this.deps.em.findOne(AiVisibilityRun, { id: row.id })) ?? undefined) : undefined;
  }

  private async runOrFail(project: AiVisibilityProject, runId: unknown): Promise<AiVisibilityRun> {
    const run = typeof runId === 'string' && isUuid(runId) ? await this.deps.em.findOne(AiVisibilityRun, { id: runId, projectId: project.id }) : null;
    if (!run) throw new AppError('NOT_FOUND', aiVisibilityMessages.runNotFound);
    return run;
  }
}

/** A `surface` filter: none, or one of the surfaces (anything else is refused). */
/** What a summary is of: a run (by default the newest finished), a surface, and one prompt or the prompts of a tag (by default all). */
export interface SummaryFilter {
  run?: unknown;
  surface?: unknown;
  prompt?: unknown;
  tag?: unknown;
}

/** The prompts a summary counts: one prompt of the project, the project's prompts carrying a tag, or all (undefined). */
function promptsOf(project: AiVisibilityProject, filter: SummaryFilter): string[] | undefined {
  const prompt = typeof filter.prompt === 'string' ? filter.prompt.trim() : '';
  const tag = typeof filter.tag === 'string' ? filter.tag.trim() : '';
  if (prompt && tag) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.promptOrTag);
  if (prompt) {
    if (!project.prompts.some((candidate) => candidate.text === prompt)) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.unknownPrompt);
    return [prompt];
  }
  if (tag) {
    const tagged = project.prompts.filter((candidate) => candidate.tags?.includes(tag)).map((candidate) => candidate.text);
    if (tagged.length === 0) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.unknownTag(tag));
    return tagged;
  }
  return undefined;
}

export function surfaceOf(value: unknown): AiSurface | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (AI_SURFACES as readonly string[]).includes(value)) return value as AiSurface;
  throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.surfaceFilter(choices(AI_SURFACES)));
}
