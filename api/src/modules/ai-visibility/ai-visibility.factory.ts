import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { CreditsService } from '../billing/credits.service';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService } from '../jobs/job.service';
import { AiVisibilityAnswersService } from './ai-visibility-answers.service';
import { AiVisibilityProjectService } from './ai-visibility-project.service';
import { AiAnswerRetentionService } from './ai-visibility-retention.service';
import type { AiVisibilitySchedule } from './ai-visibility-schedule';
import { AiVisibilityReextractionService } from './ai-visibility-reextraction.service';
import { AiVisibilityRunJobService, AiVisibilityRunSettlement, type AiVisibilityRunListener } from './ai-visibility-run-job.service';
import { AiVisibilityRunService } from './ai-visibility-run.service';
import { AiVisibilitySamplesRepository } from './ai-visibility-samples.repository';
import { SerpSnapshotRepository } from '../tracker/serp-snapshot.repository';
import type { AiAnswerEngines } from './engines/ai-answer-engine';
import type { TextWriter } from '../articles/writer';
import { AiVisibilityExportsService } from './ai-visibility-exports.service';
import { AiVisibilityPromptsService } from './prompts/ai-visibility-prompts.service';
import { PromptSuggestionLimit } from './prompts/prompt-suggestion-limit';
import type { WebhookEvents } from '../webhooks/webhook-events';

export interface AiVisibilityModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  credits: CreditsService;
  /** The credits ledger on a transaction's context. */
  creditsOn: (em: EntityManager) => CreditsService;
  jobProgress: JobProgressReports;
  /** The engine asked for each surface: a vendor's, or the sandbox. */
  engines: AiAnswerEngines;
  /** Where `ai_visibility.changed` is published. */
  webhookEvents: WebhookEvents;
  /** The article writer's language model: prompt suggestions. */
  writer: TextWriter;
  /** Projects' scheduled runs. */
  schedule: AiVisibilitySchedule;
  /** AI_ANSWERS_RETENTION_DAYS. */
  answerRetentionDays: number;
  /** AI_ANSWERS_TRACKER_PAGE_FRESH_HOURS in ms. */
  trackerPageFreshMs: number;
  /** Told when a run ends with answers: the alert rules. */
  runListener?: AiVisibilityRunListener;
}

const samplesOn = (em: EntityManager) => new AiVisibilitySamplesRepository(em);

/** AI visibility's services on one unit of work, each built when first used. */
export function createAiVisibilityServices(needs: AiVisibilityModuleNeeds) {
  const reextractions = builtOnFirstRead({ service: () => new AiVisibilityReextractionService({ em: needs.em, jobs: needs.jobs, progress: needs.jobProgress, samples: samplesOn }) });
  return builtOnFirstRead({
    aiVisibilityProjects: () => new AiVisibilityProjectService({ em: needs.em, brandsChanged: (project) => reextractions.service.start(project), schedule: needs.schedule }),
    aiVisibilityRuns: () => new AiVisibilityRunService({ em: needs.em, jobs: needs.jobs, credits: needs.credits, engines: needs.engines, samples: samplesOn, trackerPages: (em) => new SerpSnapshotRepository(em), trackerPageFreshMs: needs.trackerPageFreshMs }),
    aiVisibilityAnswers: () => new AiVisibilityAnswersService({ em: needs.em, samples: samplesOn }),
    aiVisibilityRunJobs: () => new AiVisibilityRunJobService({ em: needs.em, jobs: needs.jobs, engines: needs.engines, progress: needs.jobProgress, webhookEvents: needs.webhookEvents, samples: samplesOn, creditsOn: needs.creditsOn, listener: needs.runListener }),
    aiVisibilityReextractions: () => reextractions.service,
    aiVisibilityPrompts: () => new AiVisibilityPromptsService({ em: needs.em, writer: needs.writer, suggestionLimit: () => new PromptSuggestionLimit(needs.em.getKnex()) }),
    aiVisibilityExports: () => new AiVisibilityExportsService({ em: needs.em, samples: samplesOn, answers: () => new AiVisibilityAnswersService({ em: needs.em, samples: samplesOn }) }),
    aiAnswerRetention: () => new AiAnswerRetentionService({ em: needs.em, samples: samplesOn, retentionDays: needs.answerRetentionDays }),
  });
}

/** What settles a run that ends unfinished, on the unit of work `needs.em` is. */
export function createAiVisibilityRunSettlement(needs: Pick<AiVisibilityModuleNeeds, 'em' | 'jobProgress' | 'creditsOn'>): AiVisibilityRunSettlement {
  return new AiVisibilityRunSettlement({ em: needs.em, progress: needs.jobProgress, samples: samplesOn, creditsOn: needs.creditsOn });
}
