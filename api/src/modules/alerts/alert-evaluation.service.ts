import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { User } from '../auth/user.entity';
import { getPlanOrThrow } from '../plans/plans';
import type { EmailSender } from '../email/email-sender';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL, TrackingRun } from '../tracker/tracking-run.entity';
import { ALERT_KINDS, type KeywordMove } from './alert-kinds';
import { alertEmail } from './alert-email';
import { AlertRule } from './alert-rule.entity';
import { Notification } from './notification.entity';
import type { NotificationEvents, NotificationSnapshot } from './notification-events';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** An alert as listeners receive it: the inbox's fields and the facts behind it. */
export type TriggeredAlert = NotificationSnapshot & { data: Record<string, unknown> };

/**
 * Told of a run's alerts each time the run is evaluated, after they are stored (e.g. webhooks'
 * `alert.triggered`). A retried evaluation tells again of the alerts already stored, so a listener
 * that failed part-way gets them once more: it must be idempotent by alert id.
 */
export interface AlertListener {
  alertsTriggered(alerts: TriggeredAlert[]): Promise<void>;
}

interface ResultRow {
  domain: string;
  keyword: string;
  position: number;
  url: string | null;
}

/**
 * Evaluates an instance's alert rules when one of its runs ends with results (completed or partial),
 * on either runner: the run's finishing step calls `runEnded`. Only keywords the run checked (those
 * with result rows) are compared, each with its own previous check; an alert is stored once per
 * rule, run and keyword (a unique index), and only the alerts stored by this call are published and
 * emailed, so a retried step repeats nothing.
 */
export class AlertEvaluationService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: NotificationEvents,
    private readonly email: EmailSender,
    private readonly links: UnsubscribeLinks,
    private readonly logger: Logger,
    private readonly listeners: readonly AlertListener[] = [],
  ) {}

  async runEnded(runId: string): Promise<void> {
    const run = await this.em.findOne(TrackingRun, { id: runId });
    if (!run) return;
    const rules = await this.em.find(AlertRule, { instanceId: run.instanceId }, { orderBy: { createdAt: 'asc' } });
    if (rules.length === 0) return;
    const instance = await this.em.findOne(TrackingInstance, { id: run.instanceId });
    const owner = instance ? await this.em.findOne(User, { id: instance.ownerId }) : null;
    if (!instance || !owner || !(owner.isAdmin || getPlanOrThrow(owner.planId).limits.alerts)) return;

    const moves = await this.movesOf(run, instance);
    const added: (NotificationSnapshot & { rule: AlertRule })[] = [];
    for (const rule of rules) {
      for (const move of moves) {
        const finding = ALERT_KINDS[rule.kind].evaluate(move, rule.threshold ?? 0);
        if (!finding) continue;
        const stored = await this.em.execute<{ id: string; created_at: Date }[]>(
          `insert into notifications (id, created_at, updated_at, owner_id, rule_id, instance_id, run_id, keyword, kind, title, data)
           values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (rule_id, run_id, keyword) do nothing returning id, created_at`,
          [owner.id, rule.id, instance.id, run.id, move.keyword, rule.kind, finding.title, JSON.stringify(finding.data)],
        );
        if (stored.length === 0) continue;
        added.push({
          id: stored[0].id,
          ownerId: owner.id,
          ruleId: rule.id,
          instanceId: instance.id,
          runId: run.id,
          keyword: move.keyword,
          kind: rule.kind,
          title: finding.title,
          createdAt: new Date(stored[0].created_at),
          readAt: null,
          rule,
        });
      }
    }
    for (const { rule, ...notification } of added) if (rule.inbox) await this.events.publish(notification);
    await this.sendEmails(owner, instance, added);
    await this.tellListeners(run.id);
  }

  /** Every alert of the run so far, to each listener (the ones stored by an earlier attempt too). */
  private async tellListeners(runId: string): Promise<void> {
    if (this.listeners.length === 0) return;
    const stored = await this.em.find(Notification, { runId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (stored.length === 0) return;
    const alerts = stored.map(({ id, ownerId, ruleId, instanceId, keyword, kind, title, createdAt, readAt, data }) => ({ id, ownerId, ruleId, instanceId, runId, keyword, kind, title, createdAt, readAt, data }));
    for (const listener of this.listeners) await listener.alertsTriggered(alerts);
  }

  /** One email per rule with email on, listing its new alerts of this run. A failed send is logged: the alerts stay in the inbox. */
  private async sendEmails(owner: User, instance: TrackingInstance, added: (NotificationSnapshot & { rule: AlertRule })[]): Promise<void> {
    const byRule = new Map<AlertRule, NotificationSnapshot[]>();
    for (const { rule, ...notification } of added) if (rule.email) byRule.set(rule, [...(byRule.get(rule) ?? []), notification]);
    for (const [rule, alerts] of byRule) {
      const unsubscribeUrl = this.links.urlFor(rule.id);
      try {
        await this.email.send({
          ownerId: owner.id,
          kind: 'alert',
          to: [owner.email],
          ...alertEmail({ instance, rule, alerts, unsubscribeUrl, appUrl: this.links.appUrl }),
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
        });
      } catch (error) {
        this.logger.error({ err: error, ruleId: rule.id }, 'alert email could not be sent');
      }
    }
  }

  /**
   * The run's checked keywords, each beside the latest earlier check of the same keyword (from any reported run).
   * A keyword checked on both devices moves by its desktop check.
   */
  private async movesOf(run: TrackingRun, instance: TrackingInstance): Promise<KeywordMove[]> {
    const current = await this.em.execute<ResultRow[]>('select distinct on (domain, keyword) domain, keyword, position, url from tracking_results where run_id = ? order by domain, keyword, device', [run.id]);
    const previous = await this.em.execute<ResultRow[]>(
      `select distinct on (r.domain, r.keyword) r.domain, r.keyword, r.position, r.url from tracking_results r
       join tracking_runs t on t.id = r.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL}
       where r.instance_id = ? and r.run_id <> ? and r.run_at < (select created_at from tracking_runs where id = ?)
       order by r.domain, r.keyword, r.run_at desc, r.device`,
      [instance.id, run.id, run.id],
    );
    const key = (row: { domain: string; keyword: string }) => `${row.domain}\u0000${row.keyword}`;
    const before = new Map(previous.map((row) => [key(row), row]));
    const now = new Map(current.map((row) => [key(row), row]));
    const moves: KeywordMove[] = [];
    for (const keyword of new Set(current.map((row) => row.keyword))) {
      const own = now.get(key({ domain: instance.userDomain, keyword }));
      const ownBefore = before.get(key({ domain: instance.userDomain, keyword }));
      // A keyword never checked before has nothing to move from.
      if (!own || !ownBefore) continue;
      moves.push({
        keyword,
        before: Number(ownBefore.position),
        after: Number(own.position),
        urlBefore: ownBefore.url,
        urlAfter: own.url,
        competitors: instance.competitors.flatMap((competitor) => {
          const was = before.get(key({ domain: competitor.domain, keyword }));
          const is = now.get(key({ domain: competitor.domain, keyword }));
          return was && is ? [{ domain: competitor.domain, companyName: competitor.companyName, before: Number(was.position), after: Number(is.position) }] : [];
        }),
      });
    }
    return moves.sort((a, b) => a.keyword.localeCompare(b.keyword));
  }
}
