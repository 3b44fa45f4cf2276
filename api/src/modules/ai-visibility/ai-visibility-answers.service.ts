import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { choices, isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireUser } from '../auth/access';
import { Job, JobStatus } from '../jobs/job.entity';
import type { AiVisibilityProject } from './ai-visibility-project.entity';
import { brandsOf, findReadableProjectOrFail } from './ai-visibility-project-access';
import { AiVisibilityRun } from './ai-visibility-run.entity';
import { checkedForFigures, type AiVisibilitySamplesRepository, type StoredSample } from './ai-visibility-samples.repository';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { brandOfDomain } from './answer-extraction';
import { AI_SURFACES, type AiSurface } from './engines/ai-answer-engine';
import { brandFigures, mentionChangeOf, sourceOpportunities, topCited, type BrandFigures, type CitedSource, type ProportionChange, type SourceOpportunity } from './visibility-figures';

const MAX_ANSWERS = 5000;
const DEFAULT_ANSWERS = 1000;

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

  /** Per brand: mention and citation rates with their intervals, share of voice, position; the sources cited. Of one run (by default the newest that checked any sample). */
  async summary(viewer: Viewer, projectId: string, filter: { run?: unknown; surface?: unknown }): Promise<AiVisibilitySummary> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const surface = surfaceOf(filter.surface);
    const runs = await this.deps.em.find(AiVisibilityRun, { projectId: project.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const chosen = filter.run === undefined || filter.run === '' ? await this.newestWithAnswers(runs) : await this.runOrFail(project, filter.run);
    const brands = brandsOf(project);
    const names = brands.map((brand) => brand.name);
    const empty = { surface: surface ?? null, checked: 0, brands: brandFigures(names, []).map((figures) => ({ ...figures, mentionChange: null })), topDomains: [], topPages: [], opportunities: [] };
    if (!chosen) return { ...empty, runId: null, source: null, answersKept: true, notice: null };
    // Figures read from no answers would pretend: a run whose answers are gone says so instead.
    if (chosen.answersDeletedAt) return { ...empty, runId: chosen.id, source: chosen.source, answersKept: false, notice: aiVisibilityMessages.answersNotKept };
    const samples = await checkedForFigures(this.deps.em, [chosen.id], surface);
    const previousRun = runs.find((run) => run.createdAt < chosen.createdAt);
    const previous = previousRun && !previousRun.answersDeletedAt ? brandFigures(names, (await checkedForFigures(this.deps.em, [previousRun.id], surface)).map((sample) => sample.extraction)) : null;
    const figures = brandFigures(names, samples.map((sample) => sample.extraction));
    const brandOf = (domain: string) => brandOfDomain(domain, brands);
    return {
      runId: chosen.id,
      surface: surface ?? null,
      source: chosen.source,
      checked: samples.length,
      answersKept: true,
      notice: null,
      brands: figures.map((brand, index) => ({ ...brand, mentionChange: previous ? mentionChangeOf(brand, previous[index]) : null })),
      topDomains: topCited(samples, (citation) => citation.domain, brandOf),
      topPages: topCited(samples, (citation) => citation.url, brandOf),
      opportunities: sourceOpportunities(samples, project.brand.name, brandOf),
    };
  }

  private async newestWithAnswers(runs: readonly AiVisibilityRun[]): Promise<AiVisibilityRun | undefined> {
    const jobs = new Map((await this.deps.em.find(Job, { id: { $in: runs.map((run) => run.jobId) } })).map((job) => [job.id, job.status]));
    return runs.find((run) => jobs.get(run.jobId) === JobStatus.succeeded);
  }

  private async runOrFail(project: AiVisibilityProject, runId: unknown): Promise<AiVisibilityRun> {
    const run = typeof runId === 'string' && isUuid(runId) ? await this.deps.em.findOne(AiVisibilityRun, { id: runId, projectId: project.id }) : null;
    if (!run) throw new AppError('NOT_FOUND', aiVisibilityMessages.runNotFound);
    return run;
  }
}

/** A `surface` filter: none, or one of the surfaces (anything else is refused). */
export function surfaceOf(value: unknown): AiSurface | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (AI_SURFACES as readonly string[]).includes(value)) return value as AiSurface;
  throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.surfaceFilter(choices(AI_SURFACES)));
}
