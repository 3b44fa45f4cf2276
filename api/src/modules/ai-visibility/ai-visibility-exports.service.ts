import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { CsvCell } from '../../common/csv';
import { isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireUser } from '../auth/access';
import { brandsOf, findReadableProjectOrFail } from './ai-visibility-project-access';
import { AiVisibilityRun } from './ai-visibility-run.entity';
import type { AiVisibilityAnswersService } from './ai-visibility-answers.service';
import { surfaceOf } from './ai-visibility-answers.service';
import type { AiVisibilitySamplesRepository, SampleKey, StoredSample } from './ai-visibility-samples.repository';
import { aiVisibilityMessages } from './ai-visibility.messages';

/** What a sample not checked says in every cell that would read its answer: never 0, never "not mentioned". */
export const NOT_CHECKED = 'not checked';
const NOT_MENTIONED = 'not mentioned';
/** Samples read from the database at a time while an export streams. */
const EXPORT_PAGE = 500;

export interface CsvExport {
  fileName: string;
  columns: string[];
  rows: AsyncIterable<CsvCell[]>;
}

export interface ExportFilter {
  run?: unknown;
  surface?: unknown;
  prompt?: unknown;
  tag?: unknown;
}

/** The project's stored answers and its summary as CSV downloads, for anyone who may read the project (client viewers too). */
export class AiVisibilityExportsService {
  constructor(
    private readonly deps: {
      em: EntityManager;
      samples: (em: EntityManager) => AiVisibilitySamplesRepository;
      answers: () => AiVisibilityAnswersService;
    },
  ) {}

  /**
   * One row per sample of the run (or of every run, newest first), of the surface (or all): the
   * prompt, each brand's position in the answer, the citations and the answer's text. A sample not
   * checked says so in each of those cells.
   */
  async answersCsv(viewer: Viewer, projectId: string, filter: ExportFilter): Promise<CsvExport> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const surface = surfaceOf(filter.surface);
    const runs =
      filter.run === undefined || filter.run === ''
        ? await this.deps.em.find(AiVisibilityRun, { projectId: project.id }, { orderBy: { createdAt: 'desc', id: 'desc' } })
        : [await this.runOrFail(project.id, filter.run)];
    const brands = brandsOf(project).map((brand) => brand.name);
    const repository = this.deps.samples(this.deps.em);
    async function* rows(): AsyncGenerator<CsvCell[]> {
      for (const run of runs) {
        for (let after: SampleKey | null = null; ; ) {
          const page: StoredSample[] = await repository.runPage(run.id, surface, after, EXPORT_PAGE);
          for (const sample of page) yield answerRow(run, sample, brands);
          if (page.length < EXPORT_PAGE) break;
          after = page[page.length - 1];
        }
      }
    }
    return {
      fileName: fileName(project.name, 'answers', runs.length === 1 ? runs[0] : undefined),
      columns: ['run_id', 'run_started_at', 'source', 'prompt', 'surface', 'sample', 'status', ...brands.map((brand) => `${brand} position`), 'cited_brands', 'citations', 'model', 'checked_at', 'text'],
      rows: rows(),
    };
  }

  /** Per brand, the summary's figures of the run (by default the newest finished) and surface (by default all), each rate with its interval and n. */
  async summaryCsv(viewer: Viewer, projectId: string, filter: ExportFilter): Promise<CsvExport> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const summary = await this.deps.answers().summary(viewer, project.id, filter);
    const rate = (value: number | null, n: number): CsvCell => (n === 0 || value === null ? NOT_CHECKED : round(value));
    // With no checked sample every figure is "not checked"; with some, a brand never named has no position (nor share, when no brand is named).
    const rows = summary.brands.map((brand): CsvCell[] => [
      summary.runId ?? '',
      summary.surface ?? 'all',
      summary.source ?? '',
      brand.name,
      rate(brand.mentionRate.value, brand.mentionRate.n),
      rate(brand.mentionRate.low, brand.mentionRate.n),
      rate(brand.mentionRate.high, brand.mentionRate.n),
      brand.mentionRate.n,
      rate(brand.citationRate.value, brand.citationRate.n),
      rate(brand.citationRate.low, brand.citationRate.n),
      rate(brand.citationRate.high, brand.citationRate.n),
      brand.citationRate.n,
      summary.checked === 0 ? NOT_CHECKED : brand.shareOfVoice === null ? NOT_MENTIONED : round(brand.shareOfVoice),
      summary.checked === 0 ? NOT_CHECKED : brand.averagePosition === null ? NOT_MENTIONED : round(brand.averagePosition),
    ]);
    const run = summary.runId ? await this.deps.em.findOne(AiVisibilityRun, { id: summary.runId }) : null;
    return {
      fileName: fileName(project.name, 'summary', run ?? undefined),
      columns: [
        'run_id',
        'surface',
        'source',
        'brand',
        'mention_rate',
        'mention_rate_low',
        'mention_rate_high',
        'mention_n',
        'citation_rate',
        'citation_rate_low',
        'citation_rate_high',
        'citation_n',
        'share_of_voice',
        'average_position',
      ],
      rows: (async function* () {
        yield* rows;
      })(),
    };
  }

  private async runOrFail(projectId: string, runId: unknown): Promise<AiVisibilityRun> {
    const run = typeof runId === 'string' && isUuid(runId) ? await this.deps.em.findOne(AiVisibilityRun, { id: runId, projectId }) : null;
    if (!run) throw new AppError('NOT_FOUND', aiVisibilityMessages.runNotFound);
    return run;
  }
}

function answerRow(run: AiVisibilityRun, sample: StoredSample, brands: readonly string[]): CsvCell[] {
  const head: CsvCell[] = [run.id, run.createdAt.toISOString(), run.source, sample.prompt, sample.surface, sample.sample];
  if (sample.status !== 'checked' || !sample.answer) {
    return [...head, NOT_CHECKED, ...brands.map(() => NOT_CHECKED), NOT_CHECKED, NOT_CHECKED, '', '', ''];
  }
  const positions = new Map((sample.extraction?.mentions ?? []).map((mention) => [mention.brand, mention.position]));
  return [
    ...head,
    'checked',
    ...brands.map((brand) => positions.get(brand) ?? NOT_MENTIONED),
    (sample.extraction?.cited ?? []).join('; '),
    sample.answer.citations.map((citation) => citation.url).join(' '),
    sample.answer.model ?? '',
    sample.checkedAt?.toISOString() ?? '',
    sample.answer.text,
  ];
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** `<project>-answers-<run date>.csv`, in characters any file system and header take. */
function fileName(projectName: string, what: string, run: AiVisibilityRun | undefined): string {
  const slug = projectName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'project';
  return `${slug}-${what}${run ? `-${run.createdAt.toISOString().slice(0, 10)}` : ''}.csv`;
}
