import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { payerOf, requireUser } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender, type OutgoingEmail } from '../email/email-sender';
import { getPlanOrThrow } from '../plans/plans';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { companyVisibility } from '../tracker/tracker-visibility.repository';
import { instanceCtrCurve } from '../tracker/ctr-curve';
import { findInstanceOfOrFail } from '../tracker/tracking-instance-access';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL } from '../tracker/tracking-run.entity';
import { tracksBothDevices } from './alert-devices';
import { assertPlanIncludesAlerts } from './alert-rule.service';
import { digestEmail, type DigestMove, type InstanceDigest } from './digest-email';
import { fromStored, lastEndedPeriod, SENDING_FREQUENCIES, toStored, type DigestFrequency, type DigestPeriod, type SendingFrequency } from './digest-periods';
import { setInstanceDigestSchema } from './dto/inputs/set-instance-digest.input';
import type { UnsubscribeLinks } from './unsubscribe-links';
import { WorkspaceMember } from '../auth/workspace.entity';

/** Digests sent per pass at most; the rest wait for the next pass. */
const CLAIM_BATCH = 20;
/** A claimed digest whose sender died is taken up again after this. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Attempts per digest; a temporary failure waits 1, 2, 4, 8 minutes before the next. */
export const DIGEST_MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;

interface DeliveryRow {
  id: string;
  owner_id: string;
  frequency: SendingFrequency;
  period_start: Date | string;
  period_end: Date | string;
  attempts: number;
}

interface PositionRow {
  keyword: string;
  device: SerpDevice;
  position: number;
}

export interface DigestServiceDeps {
  em: EntityManager;
  email: EmailSender;
  links: UnsubscribeLinks;
  logger: Logger;
}

/**
 * Digests: a daily or weekly email per user with the movers of each of their instances whose switch
 * is on (off by default). `sendDue` is the digests' periodic pass (app/periodic-passes.ts: a timer
 * in process, or a Temporal Schedule's workflow): it records each ended period's digest once per user, then sends the
 * pending ones, retrying temporary failures with backoff; a sender that dies leaves its claim to expire.
 */
export class DigestService {
  private readonly em: EntityManager;
  private readonly email: EmailSender;
  private readonly links: UnsubscribeLinks;
  private readonly logger: Logger;

  constructor({ em, email, links, logger }: DigestServiceDeps) {
    this.em = em;
    this.email = email;
    this.links = links;
    this.logger = logger;
  }

  async frequencyOf(viewer: Viewer, instanceId: string): Promise<DigestFrequency> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const [row] = await this.em.execute<{ frequency: SendingFrequency }[]>('select frequency from instance_digests where instance_id = ?', [instance.id]);
    return fromStored(row?.frequency);
  }

  async setFrequency(viewer: Viewer, input: UntrustedInput<typeof setInstanceDigestSchema>): Promise<DigestFrequency> {
    const user = requireUser(viewer);
    assertPlanIncludesAlerts(payerOf(user));
    const fields = parseInput(setInstanceDigestSchema, input);
    const instance = await findInstanceOfOrFail(this.em, user, fields.instanceId);
    const stored = toStored(fields.frequency);
    if (stored) {
      await this.em.execute(
        `insert into instance_digests (instance_id, owner_id, frequency) values (?, ?, ?)
         on conflict (instance_id) do update set frequency = excluded.frequency`,
        [instance.id, user.id, stored],
      );
    } else {
      await this.em.execute('delete from instance_digests where instance_id = ?', [instance.id]);
    }
    return fields.frequency;
  }

  /** Whether a digest unsubscribe link names a user (signed here), without changing anything: what its confirmation page needs. */
  async unsubscribeLinkValid(token: string): Promise<boolean> {
    const ownerId = this.links.digestOwnerOf(token);
    return !!ownerId && isUuid(ownerId) && (await this.em.count(User, { id: ownerId })) > 0;
  }

  /** Turns off every digest of the user an unsubscribe link names, without signing in. False for a link not signed here. */
  async unsubscribe(token: string): Promise<boolean> {
    const ownerId = this.links.digestOwnerOf(token);
    if (!ownerId || !isUuid(ownerId) || !(await this.em.findOne(User, { id: ownerId }))) return false;
    await this.em.execute('delete from instance_digests where owner_id = ?', [ownerId]);
    return true;
  }

  /** Records the digests of the periods ended by `now` and sends those due; answers how many were sent. */
  async sendDue(now = new Date()): Promise<number> {
    for (const frequency of SENDING_FREQUENCIES) {
      const period = lastEndedPeriod(frequency, now);
      // Once per owner and period (the unique key): a pass repeated, or run by two processes, adds nothing.
      await this.em.execute(
        `insert into digest_deliveries (owner_id, frequency, period_start, period_end, next_attempt_at)
         select distinct owner_id, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz from instance_digests where frequency = ?
         on conflict (owner_id, frequency, period_end) do nothing`,
        [frequency, period.start, period.end, now, frequency],
      );
    }
    const claimed = await this.em.execute<DeliveryRow[]>(
      `update digest_deliveries set attempts = attempts + 1, next_attempt_at = ?
       where id in (select id from digest_deliveries where status = 'pending' and next_attempt_at <= ? order by next_attempt_at limit ${CLAIM_BATCH} for update skip locked)
       returning id, owner_id, frequency, period_start, period_end, attempts`,
      [new Date(now.getTime() + CLAIM_LEASE_MS), now],
    );
    let sent = 0;
    for (const row of claimed) {
      try {
        const outcome = await this.deliver(row);
        await this.em.execute(`update digest_deliveries set status = ?, sent_at = ?, last_error = null where id = ?`, [outcome, outcome === 'sent' ? new Date() : null, row.id]);
        if (outcome === 'sent') sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retry = !(error instanceof EmailDeliveryError && !error.temporary) && row.attempts < DIGEST_MAX_ATTEMPTS;
        this.logger.warn({ err: error, deliveryId: row.id, attempt: row.attempts, retry }, 'digest email could not be sent');
        await this.em.execute('update digest_deliveries set status = ?, next_attempt_at = ?, last_error = ? where id = ?', [
          retry ? 'pending' : 'failed',
          new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)),
          message.slice(0, 500),
          row.id,
        ]);
      }
    }
    return sent;
  }

  /** Sends one digest; 'skipped' when its owner has no digest left on, no longer has the plan, or no instance ran in the period. */
  private async deliver(row: DeliveryRow): Promise<'sent' | 'skipped'> {
    const owner = await this.em.findOne(User, { id: row.owner_id });
    if (!owner || !(owner.isAdmin || getPlanOrThrow(owner.planId).limits.alerts)) return 'skipped';
    const email = await this.compose(owner, row.frequency, { start: new Date(row.period_start), end: new Date(row.period_end) });
    if (!email) return 'skipped';
    await this.email.send(email);
    return 'sent';
  }

  /** The owner's digest email of `frequency` over the period (every instance switched on to it), or null when none of them ran in it. */
  async compose(owner: User, frequency: SendingFrequency, period: DigestPeriod): Promise<OutgoingEmail | null> {
    const switchedOn = await this.em.execute<{ instance_id: string }[]>('select instance_id from instance_digests where owner_id = ? and frequency = ?', [owner.id, frequency]);
    // Only instances of workspaces the owner still belongs to: a removed member's digests stop.
    const memberships = await this.em.find(WorkspaceMember, { userId: owner.id }, { fields: ['workspaceId'] });
    const instances = await this.em.find(
      TrackingInstance,
      { id: { $in: switchedOn.map((on) => on.instance_id) }, workspaceId: { $in: memberships.map((membership) => membership.workspaceId) } },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    const digests = (await Promise.all(instances.map((instance) => this.digestOf(instance, period)))).filter((digest): digest is InstanceDigest => digest !== null);
    if (digests.length === 0) return null;
    const unsubscribeUrl = this.links.digestsUrlFor(owner.id);
    return {
      ownerId: owner.id,
      kind: 'digest',
      to: [owner.email],
      ...digestEmail({ frequency, period, instances: digests, appUrl: this.links.appUrl, unsubscribeUrl }),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /**
   * The instance's movers over the period: each keyword checked in it on each device, its own latest
   * position in it beside its latest on that device before the period (or, for a keyword first checked
   * in it, its first check in it). Null when the instance did not run in the period.
   */
  private async digestOf(instance: TrackingInstance, period: DigestPeriod): Promise<InstanceDigest | null> {
    const latestOwn = (where: string, order: 'asc' | 'desc', params: unknown[]) =>
      this.em.execute<PositionRow[]>(
        `select distinct on (r.keyword, r.device) r.keyword, r.device, r.position from tracking_results r
         join tracking_runs t on t.id = r.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL}
         where r.instance_id = ? and r.domain = ? and ${where} order by r.keyword, r.device, r.run_at ${order}`,
        [instance.id, instance.userDomain, ...params],
      );
    const after = await latestOwn('r.run_at >= ? and r.run_at < ?', 'desc', [period.start, period.end]);
    if (after.length === 0) return null;
    const key = (row: PositionRow) => `${row.keyword}\u0000${row.device}`;
    const before = new Map((await latestOwn('r.run_at < ?', 'desc', [period.start])).map((row) => [key(row), Number(row.position)]));
    const first = new Map((await latestOwn('r.run_at >= ? and r.run_at < ?', 'asc', [period.start, period.end])).map((row) => [key(row), Number(row.position)]));

    const digest: InstanceDigest = {
      instanceId: instance.id,
      name: instance.name,
      userDomain: instance.userDomain,
      bothDevices: await tracksBothDevices(this.em, instance),
      up: [],
      down: [],
      lost: [],
      new: [],
      visibility: null,
      visibilityChange: null,
      ownCtrNote: null,
    };
    for (const row of after) {
      const move: DigestMove = { keyword: row.keyword, device: row.device, before: before.get(key(row)) ?? first.get(key(row)) ?? 0, after: Number(row.position) };
      if (move.before > 0 && move.after === 0) digest.lost.push(move);
      else if (move.before === 0 && move.after > 0) digest.new.push(move);
      else if (move.after > 0 && move.after < move.before) digest.up.push(move);
      else if (move.before > 0 && move.after > move.before) digest.down.push(move);
    }
    const byName = (a: DigestMove, b: DigestMove) => a.keyword.localeCompare(b.keyword) || a.device.localeCompare(b.device);
    digest.up.sort((a, b) => b.before - b.after - (a.before - a.after) || byName(a, b));
    digest.down.sort((a, b) => b.after - b.before - (a.after - a.before) || byName(a, b));
    for (const list of [digest.lost, digest.new]) list.sort(byName);

    const curve = await instanceCtrCurve(this.em, instance.id);
    const own = (await companyVisibility(this.em, instance, null, curve)).find((company) => company.own);
    const points = own?.points ?? [];
    const last = points.filter((point) => point.runAt < period.end).at(-1);
    const baseline = points.filter((point) => point.runAt < period.start).at(-1) ?? points.find((point) => point.runAt >= period.start && point.runAt < period.end);
    if (last) {
      digest.visibility = last.score;
      digest.visibilityChange = baseline ? Math.round((last.score - baseline.score) * 10) / 10 : null;
      digest.ownCtrNote = curve.source === 'DEFAULT' ? null : curve.note;
    }
    return digest;
  }
}
