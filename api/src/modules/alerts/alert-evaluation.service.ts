import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import { getPlanOrThrow } from '../plans/plans';
import { Job } from '../jobs/job.entity';
import type { JobService, JobStarts } from '../jobs/job.service';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL, TrackingRun } from '../tracker/tracking-run.entity';
import { onDevice, tracksBothDevices } from './alert-devices';
import { ALERT_KINDS, isAiAlertKind, isSearchConsoleAlertKind, type KeywordMove } from './alert-kinds';
import { AlertRule } from './alert-rule.entity';
import { Notification } from './notification.entity';
import type { NotificationEvents, NotificationSnapshot } from './notification-events';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';

/** An alert as listeners receive it: the inbox's fields and the facts behind it. */
export type TriggeredAlert = NotificationSnapshot & { data: Record<string, unknown> };

/**
 * Told of a run's alerts each time the run is evaluated, after they are stored (e.g. webhooks'
 * `alert.triggered`), all of them in one call. A retried evaluation tells again of the alerts already
 * stored, so a listener that failed part-way gets them once more: it must be idempotent by alert id.
 */
export interface AlertListener {
  alertsTriggered(alerts: TriggeredAlert[]): Promise<void>;
}

/** Alerts stored per statement. */
const INSERT_CHUNK = 500;

interface ResultRow {
  domain: string;
  keyword: string;
  device: SerpDevice;
  position: number;
  url: string | null;
}

interface Finding {
  rule: AlertRule;
  keyword: string;
  device: SerpDevice;
  title: string;
  data: Record<string, unknown>;
}

/** The job that emails a run's alerts; created once per run. */
export const alertEmailJobKey = (runId: string) => `alert-email:${runId}`;

export interface AlertEvaluationServiceDeps {
  em: EntityManager;
  events: NotificationEvents;
  /** Jobs on this service's unit of work: the email job is stored with the alerts and handed over in one start. */
  jobs: JobService;
  listeners?: readonly AlertListener[];
}

/**
 * Evaluates an instance's alert rules when one of its runs ends with results (completed or partial),
 * on either runner: the run's finishing step calls `runEnded`. Each keyword the run checked on each
 * device (those with result rows) is compared with its own previous check on that device; an alert is
 * stored once per rule, run, keyword and device (a unique index). The alerts are stored in a few
 * statements, together with the run's alert email job (a durable job, retried on temporary SMTP
 * failures); the inbox hears of this call's new alerts in one publish, listeners of all the run's.
 */
export class AlertEvaluationService {
  private readonly em: EntityManager;
  private readonly events: NotificationEvents;
  private readonly jobs: JobService;
  private readonly listeners: readonly AlertListener[];

  constructor({ em, events, jobs, listeners = [] }: AlertEvaluationServiceDeps) {
    this.em = em;
    this.events = events;
    this.jobs = jobs;
    this.listeners = listeners;
  }

  async runEnded(runId: string): Promise<void> {
    const run = await this.em.findOne(TrackingRun, { id: runId });
    if (!run) return;
    const rules = await this.em.find(AlertRule, { instanceId: run.instanceId }, { orderBy: { createdAt: 'asc' } });
    if (rules.length === 0) return;
    const instance = await this.em.findOne(TrackingInstance, { id: run.instanceId });
    const owner = instance ? await workspaceOwnerAtWork(this.em, instance.workspaceId) : null;
    if (!instance || !owner || !(owner.isAdmin || getPlanOrThrow(owner.planId).limits.alerts)) return;

    const sayDevice = await tracksBothDevices(this.em, instance);
    const moves = await this.movesOf(run, instance);
    const tagsOf = await this.keywordTags(instance.id, rules);
    const findings: Finding[] = [];
    for (const rule of rules) {
      if (isAiAlertKind(rule.kind) || isSearchConsoleAlertKind(rule.kind)) continue;
      const definition = ALERT_KINDS[rule.kind];
      for (const move of moves) {
        if (rule.tag && !tagsOf.get(move.keyword.toLowerCase())?.includes(rule.tag)) continue;
        const finding = definition.evaluate(move, rule.threshold ?? 0);
        if (finding) findings.push({ rule, keyword: move.keyword, device: move.device, title: `${finding.title}${onDevice(move.device, sayDevice)}`, data: { ...finding.data, device: move.device } });
      }
    }

    // An email job the runner did not take stays queued for the start sweep: the evaluation, if
    // retried, finds it unfinished and starts it again.
    const added = await this.jobs.start(async (tx, starts) => {
      const added = await this.store(tx, owner, instance, run, findings);
      await startAlertEmailJob(tx, starts, owner, instance.workspaceId, run.id);
      return added;
    }, 'leave-for-sweep');
    const inbox = new Set(rules.filter((rule) => rule.inbox).map((rule) => rule.id));
    await this.events.publish(added.filter((notification) => notification.ruleId && inbox.has(notification.ruleId)));
    await this.tellListeners(run.id);
  }

  /** Stores the findings not stored before, in chunks of one statement each; answers the ones stored now. */
  private async store(tx: EntityManager, owner: User, instance: TrackingInstance, run: TrackingRun, findings: Finding[]): Promise<NotificationSnapshot[]> {
    const added: NotificationSnapshot[] = [];
    for (let start = 0; start < findings.length; start += INSERT_CHUNK) {
      const chunk = findings.slice(start, start + INSERT_CHUNK);
      const stored = await tx.execute<{ id: string; created_at: Date; rule_id: string; keyword: string; device: SerpDevice; kind: Notification['kind']; title: string }[]>(
        `insert into notifications (id, created_at, updated_at, owner_id, workspace_id, rule_id, instance_id, run_id, keyword, device, kind, title, data)
         values ${chunk.map(() => '(gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
         on conflict (rule_id, run_id, keyword, device) do nothing returning id, created_at, rule_id, keyword, device, kind, title`,
        chunk.flatMap((finding) => [owner.id, instance.workspaceId, finding.rule.id, instance.id, run.id, finding.keyword, finding.device, finding.rule.kind, finding.title, JSON.stringify(finding.data)]),
      );
      for (const row of stored) {
        added.push({
          id: row.id,
          ownerId: owner.id,
          workspaceId: instance.workspaceId,
          ruleId: row.rule_id,
          instanceId: instance.id,
          projectId: null,
          runId: run.id,
          keyword: row.keyword,
          device: row.device,
          kind: row.kind,
          title: row.title,
          createdAt: new Date(row.created_at),
          readAt: null,
        });
      }
    }
    return added.sort((a, b) => a.keyword.localeCompare(b.keyword) || a.device.localeCompare(b.device));
  }

  /** Every alert of the run so far, to each listener in one call (the ones stored by an earlier attempt too). */
  private async tellListeners(runId: string): Promise<void> {
    if (this.listeners.length === 0) return;
    const stored = await this.em.find(Notification, { runId }, { orderBy: { createdAt: 'asc', keyword: 'asc', device: 'asc', id: 'asc' } });
    if (stored.length === 0) return;
    const alerts = stored.map(({ id, ownerId, workspaceId, ruleId, instanceId, projectId, keyword, device, kind, title, createdAt, readAt, data }) => ({ id, ownerId, workspaceId, ruleId, instanceId, projectId, runId, keyword, device, kind, title, createdAt, readAt, data }));
    for (const listener of this.listeners) await listener.alertsTriggered(alerts);
  }

  /** Each keyword's tags now (lower-cased keyword), read only when a rule is limited to a tag. */
  private async keywordTags(instanceId: string, rules: readonly AlertRule[]): Promise<Map<string, string[]>> {
    if (!rules.some((rule) => rule.tag)) return new Map();
    const rows = await this.em.execute<{ keyword_key: string; tags: string[] | null }[]>('select keyword_key, tags from tracking_keywords where instance_id = ?', [instanceId]);
    return new Map(rows.map((row) => [row.keyword_key, row.tags ?? []]));
  }

  /** The run's checked keywords per device, each beside the latest earlier check of the same keyword on the same device (from any reported run). */
  private async movesOf(run: TrackingRun, instance: TrackingInstance): Promise<KeywordMove[]> {
    const current = await this.em.execute<ResultRow[]>('select domain, keyword, device, position, url from tracking_results where run_id = ?', [run.id]);
    const previous = await this.em.execute<ResultRow[]>(
      `select distinct on (r.domain, r.keyword, r.device) r.domain, r.keyword, r.device, r.position, r.url from tracking_results r
       join tracking_runs t on t.id = r.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL}
       where r.instance_id = ? and r.run_id <> ? and r.run_at < (select created_at from tracking_runs where id = ?)
       order by r.domain, r.keyword, r.device, r.run_at desc`,
      [instance.id, run.id, run.id],
    );
    const key = (row: { domain: string; keyword: string; device: SerpDevice }) => `${row.domain}\u0000${row.keyword}\u0000${row.device}`;
    const before = new Map(previous.map((row) => [key(row), row]));
    const now = new Map(current.map((row) => [key(row), row]));
    const checked = new Map(current.map((row) => [`${row.keyword}\u0000${row.device}`, { keyword: row.keyword, device: row.device }]));
    const moves: KeywordMove[] = [];
    for (const { keyword, device } of checked.values()) {
      const own = now.get(key({ domain: instance.userDomain, keyword, device }));
      const ownBefore = before.get(key({ domain: instance.userDomain, keyword, device }));
      // A keyword never checked before on this device has nothing to move from.
      if (!own || !ownBefore) continue;
      moves.push({
        keyword,
        device,
        before: Number(ownBefore.position),
        after: Number(own.position),
        urlBefore: ownBefore.url,
        urlAfter: own.url,
        competitors: instance.competitors.flatMap((competitor) => {
          const was = before.get(key({ domain: competitor.domain, keyword, device }));
          const is = now.get(key({ domain: competitor.domain, keyword, device }));
          return was && is ? [{ domain: competitor.domain, companyName: competitor.companyName, before: Number(was.position), after: Number(is.position) }] : [];
        }),
      });
    }
    return moves.sort((a, b) => a.keyword.localeCompare(b.keyword) || a.device.localeCompare(b.device));
  }
}

/**
 * Starts a run's alert email job (a tracker run's or an AI visibility run's) when an alert of a rule with
 * email on is not emailed yet: a new one, or the one an earlier evaluation stored and may not have started.
 */
export async function startAlertEmailJob(tx: EntityManager, starts: JobStarts, owner: User, workspaceId: string, runId: string): Promise<void> {
  const [{ rules }] = await tx.execute<{ rules: number | string }[]>(
    `select count(distinct n.rule_id) as rules from notifications n join alert_rules r on r.id = n.rule_id and r.email
     where n.run_id = ? and n.emailed_at is null`,
    [runId],
  );
  if (Number(rules) === 0) return;
  const key = alertEmailJobKey(runId);
  // One job per run. A replayed evaluation starts it again unless it finished: a worker may have died
  // between storing it and starting it (starting a started job does nothing).
  const existing = await tx.findOne(Job, { idempotencyKey: key });
  if (existing) {
    if (!existing.finished) starts.handOverAgain(existing);
    return;
  }
  await starts.create('alert-email', { owner, workspaceId, subjectId: runId, total: Number(rules), idempotencyKey: key });
}
