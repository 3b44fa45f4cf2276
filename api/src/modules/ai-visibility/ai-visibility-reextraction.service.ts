import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from '../jobs/job.entity';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService } from '../jobs/job.service';
import { jobsMessages } from '../jobs/jobs.messages';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { AiVisibilityProject } from './ai-visibility-project.entity';
import { brandsOf } from './ai-visibility-project-access';
import { storeRunFigures, type AiVisibilitySamplesRepository } from './ai-visibility-samples.repository';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { extractFromAnswer } from './answer-extraction';

export const AI_VISIBILITY_REEXTRACTION_KIND = 'ai-visibility-reextraction';
/** Stored answers re-read and written per statement. */
const PAGE_SIZE = 500;

export interface AiVisibilityReextractionDeps {
  em: EntityManager;
  jobs: JobService;
  progress: JobProgressReports;
  samples: (em: EntityManager) => AiVisibilitySamplesRepository;
}

/**
 * Re-reads a project's stored answers for its brands as they now are (a competitor or an alias added): mentions,
 * positions and citations extracted again from the text kept, as a job with progress. No engine is asked.
 */
export class AiVisibilityReextractionService {
  constructor(private readonly deps: AiVisibilityReextractionDeps) {}

  /** Its job id, or null when the project has no stored answer yet. */
  async start(project: AiVisibilityProject): Promise<string | null> {
    const total = await this.deps.samples(this.deps.em).countChecked(project.id);
    if (total === 0) return null;
    const job = await this.deps.jobs.start(async (_tx, starts) => {
      const created = await starts.create(AI_VISIBILITY_REEXTRACTION_KIND, { owner: { id: project.ownerId }, workspaceId: project.workspaceId, subjectId: project.id, total });
      return created;
    });
    return job.id;
  }

  async reextract(jobId: string): Promise<void> {
    const job = await this.deps.jobs.getJobOrFail(jobId);
    if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
    const project = job.subjectId ? await this.deps.em.findOne(AiVisibilityProject, { id: job.subjectId }) : null;
    if (!project) throw new NonRetryableError(aiVisibilityMessages.projectNotFound);
    const samples = this.deps.samples(this.deps.em);
    const total = await samples.countChecked(project.id);
    await this.deps.jobs.markRunning(job, total);
    const brands = brandsOf(project);
    let done = 0;
    for (let page = await samples.checkedPage(project.id, null, PAGE_SIZE); page.length > 0; page = await samples.checkedPage(project.id, page[page.length - 1], PAGE_SIZE)) {
      await samples.storeExtractions(page.map((sample) => ({ ...sample, extraction: extractFromAnswer(sample.answer, brands) })));
      await storeRunFigures(this.deps.em, [...new Set(page.map((sample) => sample.runId))]);
      done += page.length;
      this.deps.progress.push(job.id, { done: Math.min(done, total), message: aiVisibilityMessages.reextracting(Math.min(done, total), total), item: null });
    }
    this.deps.progress.discard(job.id);
    await this.deps.jobs.succeed(job, { projectId: project.id, answers: done }, aiVisibilityMessages.reextracted(done));
  }
}

/** A re-reading that ends unfinished spends nothing, so there is nothing to give back: its next run re-reads all again. */
export function reextractionSettlement(progress: JobProgressReports) {
  return { settle: async (job: Job) => progress.discard(job.id) };
}
