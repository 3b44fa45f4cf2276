import type { EntityManager } from '@mikro-orm/postgresql';
import { AiVisibilityProject } from '../ai-visibility/ai-visibility-project.entity';
import { AiVisibilityRun } from '../ai-visibility/ai-visibility-run.entity';
import type { AiVisibilityRunListener, RunEndAlert } from '../ai-visibility/ai-visibility-run-job.service';
import type { SampleExtraction } from '../ai-visibility/answer-extraction';
import type { AiSurface } from '../ai-visibility/engines/ai-answer-engine';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import type { User } from '../auth/user.entity';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { getPlanOrThrow } from '../plans/plans';
import { evaluateAiRule, type AiAlertFinding, type AiRuleSample } from './ai-visibility-alert-kinds';
import { startAlertEmailJob } from './alert-evaluation.service';
import { isAiAlertKind } from './alert-kinds';
import { AlertRule } from './alert-rule.entity';
import { Notification } from './notification.entity';
import type { NotificationEvents, NotificationSnapshot } from './notification-events';

/** The inbox keeps a subject (brand name or page URL) of at most this many characters. */
const SUBJECT_LENGTH = 200;

export interface AiVisibilityAlertEvaluationServiceDeps {
  em: EntityManager;
  events: NotificationEvents;
  /** Jobs on this service's unit of work: the email job is stored with the alerts and handed over in one start. */
  jobs: JobService;
}

/**
 * Evaluates a project's AI visibility rules when one of its runs ends with answers (succeeded or partial):
 * the run's finishing step calls `runEnded` and puts what it answers in the `ai_visibility.changed` webhook.
 * The run is compared with the last earlier run that finished; without one nothing fires. Alerts are stored
 * once per rule, run and subject (the notifications' unique index), with the run's alert email job; the
 * inbox hears of the new ones. Retried, it stores nothing twice and answers every alert of the run.
 */
export class AiVisibilityAlertEvaluationService implements AiVisibilityRunListener {
  private readonly em: EntityManager;
  private readonly events: NotificationEvents;
  private readonly jobs: JobService;

  constructor({ em, events, jobs }: AiVisibilityAlertEvaluationServiceDeps) {
    this.em = em;
    this.events = events;
    this.jobs = jobs;
  }

  async runEnded(runId: string): Promise<RunEndAlert[]> {
    const run = await this.em.findOne(AiVisibilityRun, { id: runId });
    if (!run) return [];
    const rules = (await this.em.find(AlertRule, { projectId: run.projectId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).filter((rule) => isAiAlertKind(rule.kind));
    if (rules.length === 0) return [];
    const project = await this.em.findOne(AiVisibilityProject, { id: run.projectId });
    const owner = project ? await workspaceOwnerAtWork(this.em, project.workspaceId) : null;
    if (!project || !owner || !(owner.isAdmin || getPlanOrThrow(owner.planId).limits.alerts)) return [];
    const previous = await this.previousFinishedRun(run);
    if (!previous) return [];

    const comparison = {
      brand: { name: project.brand.name, domains: project.brand.domains },
      competitors: project.competitors.map((competitor) => competitor.name),
      now: await this.samplesOf(run.id),
      before: await this.samplesOf(previous.id),
    };
    const findings = rules.flatMap((rule) => (isAiAlertKind(rule.kind) ? evaluateAiRule(rule.kind, rule.surface, comparison) : []).map((finding) => ({ rule, finding })));

    const added = await this.jobs.start(async (tx, starts) => {
      const added = await this.store(tx, owner, project, run, previous, findings);
      await startAlertEmailJob(tx, starts, owner, project.workspaceId, run.id);
      return added;
    }, 'leave-for-sweep');
    const inbox = new Set(rules.filter((rule) => rule.inbox).map((rule) => rule.id));
    await this.events.publish(added.filter((notification) => notification.ruleId && inbox.has(notification.ruleId)));
    const stored = await this.em.find(Notification, { runId: run.id, projectId: project.id }, { orderBy: { createdAt: 'asc', keyword: 'asc', id: 'asc' } });
    return stored.map((alert) => ({ id: alert.id, ruleId: alert.ruleId, kind: alert.kind, subject: alert.keyword, title: alert.title, data: alert.data }));
  }

  /** The last run of the project before `run` whose job succeeded (a partial run too: its checked samples stand). */
  private async previousFinishedRun(run: AiVisibilityRun): Promise<AiVisibilityRun | null> {
    const earlier = await this.em.find(AiVisibilityRun, { projectId: run.projectId, createdAt: { $lt: run.createdAt } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (earlier.length === 0) return null;
    const succeeded = new Set((await this.em.find(Job, { id: { $in: earlier.map((candidate) => candidate.jobId) }, status: JobStatus.succeeded })).map((job) => job.id));
    return earlier.find((candidate) => succeeded.has(candidate.jobId)) ?? null;
  }

  /** A run's settled samples, answers left out but their citations: failed ones are kept so the rules can see they were not checked. */
  private async samplesOf(runId: string): Promise<AiRuleSample[]> {
    const rows = await this.em.execute<{ prompt_index: number; prompt: string; surface: AiSurface; status: 'checked' | 'failed'; extraction: SampleExtraction | null; citations: { url: string; domain: string }[] | null }[]>(
      `select prompt_index, prompt, surface, status, extraction, answer -> 'citations' as citations from ai_visibility_samples where run_id = ? and status in ('checked', 'failed')`,
      [runId],
    );
    return rows.map((row) => ({ promptIndex: row.prompt_index, prompt: row.prompt, surface: row.surface, status: row.status, extraction: row.extraction, citations: row.citations ?? [] }));
  }

  /** Stores the findings not stored before, in one statement; answers the ones stored now. */
  private async store(
    tx: EntityManager,
    owner: User,
    project: AiVisibilityProject,
    run: AiVisibilityRun,
    previous: AiVisibilityRun,
    findings: { rule: AlertRule; finding: AiAlertFinding }[],
  ): Promise<NotificationSnapshot[]> {
    if (findings.length === 0) return [];
    const rows = await tx.execute<{ id: string; created_at: Date; rule_id: string; keyword: string; kind: Notification['kind']; title: string }[]>(
      `insert into notifications (id, created_at, updated_at, owner_id, workspace_id, rule_id, project_id, run_id, keyword, device, kind, title, data)
       values ${findings.map(() => "(gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, 'desktop', ?, ?, ?)").join(', ')}
       on conflict (rule_id, run_id, keyword, device) do nothing returning id, created_at, rule_id, keyword, kind, title`,
      findings.flatMap(({ rule, finding }) => [
        owner.id,
        project.workspaceId,
        rule.id,
        project.id,
        run.id,
        finding.subject.slice(0, SUBJECT_LENGTH),
        rule.kind,
        finding.title,
        JSON.stringify({ ...finding.data, projectId: project.id, runId: run.id, previousRunId: previous.id }),
      ]),
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: owner.id,
      workspaceId: project.workspaceId,
      ruleId: row.rule_id,
      instanceId: null,
      projectId: project.id,
      runId: run.id,
      keyword: row.keyword,
      device: 'desktop',
      kind: row.kind,
      title: row.title,
      createdAt: new Date(row.created_at),
      readAt: null,
    }));
  }
}
