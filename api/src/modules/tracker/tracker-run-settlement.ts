import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import type { CreditsService } from '../billing/credits.service';
import { CreditKind } from '../plans/credit-kind';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobEnding, UnfinishedJobSettlement } from '../jobs/job.service';
import type { TrackerResultsRepository } from './tracker-results.repository';
import type { TrackerRepositoriesOn } from './tracker-repositories';
import type { TrackerRunListener } from './tracker-run.service';
import { TrackingInstance } from './tracking-instance.entity';
import { TrackingRun } from './tracking-run.entity';
import { trackingRunCost } from './tracking-run-cost';
import { runEventData } from './tracker-run.service';
import type { WebhookEvents } from '../webhooks/webhook-events';

export interface TrackerRunSettlementDeps {
  em: EntityManager;
  credits: CreditsService;
  progress: JobProgressReports;
  listener: TrackerRunListener;
  webhookEvents: WebhookEvents;
  repositories: TrackerRepositoriesOn;
}

/**
 * A run that cannot finish: the keywords it checked stay charged and their results are kept and
 * reported (a partial run); the credits of the others are given back (one a keyword, spent under the
 * job's id when the job was created; the ledger never refunds more than that, so a repeated call is
 * harmless).
 */
export class TrackerRunSettlement implements UnfinishedJobSettlement {
  private readonly em: EntityManager;
  private readonly credits: CreditsService;
  private readonly progress: JobProgressReports;
  private readonly listener: TrackerRunListener;
  private readonly webhookEvents: WebhookEvents;
  private readonly results: TrackerResultsRepository;

  constructor({ em, credits, progress, listener, webhookEvents, repositories }: TrackerRunSettlementDeps) {
    this.em = em;
    this.credits = credits;
    this.progress = progress;
    this.listener = listener;
    this.webhookEvents = webhookEvents;
    this.results = repositories(em).results;
  }

  async settle(job: Job, ending?: JobEnding): Promise<void> {
    this.progress.discard(job.id);
    const run = await this.em.findOne(TrackingRun, { jobId: job.id });
    const checked = run ? (await this.results.checkedSearches(run.id)).size : 0;
    if (run?.status === 'running') {
      const instance = await this.em.findOne(TrackingInstance, { id: run.instanceId });
      await this.results.endRun(run, checked > 0 ? 'partial' : 'failed', instance);
      if (ending?.status === JobStatus.failed) {
        await this.webhookEvents.publish(job.workspaceId, 'run.failed', { ...runEventData(run, instance, job), checkedKeywords: checked, error: ending.message }, { dedupeKey: `run.failed:${run.id}` });
      }
    }
    // Also when an earlier attempt ended the run and died before telling: the listener repeats nothing.
    if (run?.status === 'partial' && !job.finished) await this.listener.runEnded(run.id);
    if (!job.finished) {
      // Exact, though the last progress reports were coalesced away.
      job.progressDone = checked;
      const owner = await this.em.findOne(User, { id: job.ownerId });
      if (owner) await this.credits.refund(owner, CreditKind.TRACKING, trackingRunCost(job.progressTotal - checked).credits, job.id);
    }
  }
}
