import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import type { User } from '../auth/user.entity';
import type { JobService } from '../jobs/job.service';
import { getPlanOrThrow } from '../plans/plans';
import { searchConsoleCountry } from '../search-console/country-codes';
import { SearchConsoleConnection, SearchConsoleProperty } from '../search-console/search-console.entities';
import { isoDay, RECENT_DAYS } from '../search-console/search-console-sync-plan';
import { DEVICE_CODES } from '../search-console/search-console-sync.service';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { tracksBothDevices } from './alert-devices';
import { startAlertEmailJob } from './alert-evaluation.service';
import { isSearchConsoleAlertKind } from './alert-kinds';
import { AlertRule } from './alert-rule.entity';
import { Notification } from './notification.entity';
import type { NotificationEvents, NotificationSnapshot } from './notification-events';
import { CLICKS_DROP_DAYS, evaluateSearchConsoleRule, searchConsoleDefaultThreshold, type ClicksPeriods, type PositionPair, type SearchConsoleFacts, type SearchConsoleFinding } from './search-console-alert-kinds';

const DAY_MS = 86_400_000;
const SUBJECT_LENGTH = 200;
const DEVICES: readonly SerpDevice[] = ['desktop', 'mobile'];

export interface SearchConsoleAlertEvaluationServiceDeps {
  em: EntityManager;
  events: NotificationEvents;
  jobs: JobService;
  /** Where `search_console.changed` is published. */
  webhookEvents: Pick<WebhookEvents, 'publish'>;
}

/**
 * The alerts of one sync of one instance are stored under one id in `notifications.run_id` (a sync is no tracker
 * run): derived from the sync job and the instance, so a retried evaluation lands on the same rows, and two
 * instances linked to one property get their own alert email.
 */
export function searchConsoleAlertRunId(jobId: string, instanceId: string): string {
  const hex = createHash('md5').update(`search-console:${jobId}:${instanceId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The last CLICKS_DROP_DAYS finalised days and the CLICKS_DROP_DAYS before them. The newest RECENT_DAYS days are
 * still revised by Google (the daily pass reads them again), so the current period ends RECENT_DAYS days before
 * the newest stored day.
 */
export function clicksPeriods(syncedThrough: string): { current: { from: string; to: string }; previous: { from: string; to: string } } {
  const end = Date.parse(`${syncedThrough}T00:00:00Z`) - RECENT_DAYS * DAY_MS;
  const day = (offset: number) => isoDay(new Date(end - offset * DAY_MS));
  return { current: { from: day(CLICKS_DROP_DAYS - 1), to: day(0) }, previous: { from: day(2 * CLICKS_DROP_DAYS - 1), to: day(CLICKS_DROP_DAYS) } };
}

/**
 * Evaluates the Search Console rules of every instance linked to a property when a sync of it ends (the backfill
 * after linking, and each daily pass): the sync's last step calls `syncEnded`. A finding is reported once: the
 * rule's open findings (search_console_alert_open) remember it until it is no longer found (clicks recovered, the
 * positions agree again), when it closes and may be reported again later. Alerts go to the inbox, the rule's
 * email (immediate, or the instance's digest) and the `search_console.changed` webhook.
 */
export class SearchConsoleAlertEvaluationService {
  constructor(private readonly deps: SearchConsoleAlertEvaluationServiceDeps) {}

  private get em() {
    return this.deps.em;
  }

  async syncEnded(propertyId: string, jobId: string): Promise<void> {
    const property = await this.em.findOne(SearchConsoleProperty, { id: propertyId });
    if (!property?.syncedThrough) return;
    const links = await this.em.execute<{ instance_id: string }[]>('select instance_id from search_console_links where property_id = ? order by instance_id', [property.id]);
    for (const link of links) await this.evaluateInstance(property, link.instance_id, jobId);
  }

  private async evaluateInstance(property: SearchConsoleProperty, instanceId: string, jobId: string): Promise<void> {
    const rules = (await this.em.find(AlertRule, { instanceId }, { orderBy: { createdAt: 'asc', id: 'asc' } })).filter((rule) => isSearchConsoleAlertKind(rule.kind));
    if (rules.length === 0) return;
    const instance = await this.em.findOne(TrackingInstance, { id: instanceId });
    const owner = instance ? await workspaceOwnerAtWork(this.em, instance.workspaceId) : null;
    if (!instance || !owner || !(owner.isAdmin || getPlanOrThrow(owner.planId).limits.alerts)) return;

    const facts = await this.factsOf(property, instance);
    const sayDevice = await tracksBothDevices(this.em, instance);
    const runId = searchConsoleAlertRunId(jobId, instance.id);
    const findings = rules.map((rule) => ({
      rule,
      found: isSearchConsoleAlertKind(rule.kind) ? evaluateSearchConsoleRule(rule.kind, rule.threshold ?? searchConsoleDefaultThreshold(rule.kind, instance), facts, sayDevice) : [],
    }));

    const added = await this.deps.jobs.start(async (tx, starts) => {
      const added: NotificationSnapshot[] = [];
      for (const { rule, found } of findings) added.push(...(await this.storeNew(tx, owner, instance, runId, rule, found, { propertyId: property.id, siteUrl: property.siteUrl, jobId })));
      await startAlertEmailJob(tx, starts, owner, instance.workspaceId, runId);
      return added;
    }, 'leave-for-sweep');
    const inbox = new Set(rules.filter((rule) => rule.inbox).map((rule) => rule.id));
    await this.deps.events.publish(added.filter((notification) => notification.ruleId && inbox.has(notification.ruleId)));

    // Every alert of this sync and instance, those an earlier attempt stored too (the publish is deduplicated).
    const stored = await this.em.find(Notification, { runId, instanceId: instance.id }, { orderBy: { createdAt: 'asc', keyword: 'asc', device: 'asc', id: 'asc' } });
    if (stored.length === 0) return;
    await this.deps.webhookEvents.publish(
      instance.workspaceId,
      'search_console.changed',
      {
        instanceId: instance.id,
        instanceName: instance.name,
        propertyId: property.id,
        siteUrl: property.siteUrl,
        syncJobId: jobId,
        alerts: stored.map((alert) => ({ id: alert.id, ruleId: alert.ruleId, kind: alert.kind, subject: alert.keyword, device: alert.device, title: alert.title, data: alert.data })),
      },
      { dedupeKey: `search_console.changed:${runId}` },
    );
  }

  /**
   * Closes the rule's open findings no longer found, opens the new ones and stores an alert for each new one;
   * answers the alerts stored now.
   */
  private async storeNew(
    tx: EntityManager,
    owner: User,
    instance: TrackingInstance,
    runId: string,
    rule: AlertRule,
    found: SearchConsoleFinding[],
    context: Record<string, unknown>,
  ): Promise<NotificationSnapshot[]> {
    const key = (subject: string, device: string) => `${subject}\u0000${device}`;
    const findings = new Map(found.map((finding) => [key(finding.subject.slice(0, SUBJECT_LENGTH), finding.device), finding]));
    const open = await tx.execute<{ subject: string; device: string }[]>('select subject, device from search_console_alert_open where rule_id = ?', [rule.id]);
    const openKeys = new Set(open.map((row) => key(row.subject, row.device)));
    const closed = open.filter((row) => !findings.has(key(row.subject, row.device)));
    for (const row of closed) await tx.execute('delete from search_console_alert_open where rule_id = ? and subject = ? and device = ?', [rule.id, row.subject, row.device]);
    const fresh = [...findings.entries()].filter(([findingKey]) => !openKeys.has(findingKey)).map(([, finding]) => finding);
    if (fresh.length === 0) return [];
    await tx.execute(
      `insert into search_console_alert_open (rule_id, subject, device) values ${fresh.map(() => '(?, ?, ?)').join(', ')} on conflict do nothing`,
      fresh.flatMap((finding) => [rule.id, finding.subject.slice(0, SUBJECT_LENGTH), finding.device]),
    );
    const rows = await tx.execute<{ id: string; created_at: Date; keyword: string; device: SerpDevice; title: string }[]>(
      `insert into notifications (id, created_at, updated_at, owner_id, workspace_id, rule_id, instance_id, run_id, keyword, device, kind, title, data)
       values ${fresh.map(() => '(gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (rule_id, run_id, keyword, device) do nothing returning id, created_at, keyword, device, title`,
      fresh.flatMap((finding) => [owner.id, instance.workspaceId, rule.id, instance.id, runId, finding.subject.slice(0, SUBJECT_LENGTH), finding.device, rule.kind, finding.title, JSON.stringify({ ...finding.data, ...context, instanceId: instance.id })]),
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: owner.id,
      workspaceId: instance.workspaceId,
      ruleId: rule.id,
      instanceId: instance.id,
      projectId: null,
      runId,
      keyword: row.keyword,
      device: row.device,
      kind: rule.kind,
      title: row.title,
      createdAt: new Date(row.created_at),
      readAt: null,
    }));
  }

  /** The property's clicks of the two periods, and each tracked keyword's Search Console position over the current period beside its latest tracked rank. */
  private async factsOf(property: SearchConsoleProperty, instance: TrackingInstance): Promise<SearchConsoleFacts> {
    const [{ key }] = await this.em.execute<{ key: number }[]>('select key from search_console_properties where id = ?', [property.id]);
    const connection = await this.em.findOne(SearchConsoleConnection, { id: property.connectionId });
    const bing = connection?.provider === 'bing';
    const { current, previous } = clicksPeriods(property.syncedThrough!);
    // As the property's series counts them: query rows only (Bing's page rows repeat its query rows' figures).
    const [totals] = await this.em.execute<{ clicks: string | null; impressions: string | null; previous_clicks: string | null; previous_impressions: string | null }[]>(
      `select sum(case when day >= ? then clicks end) as clicks, sum(case when day >= ? then impressions end) as impressions,
              sum(case when day < ? then clicks end) as previous_clicks, sum(case when day < ? then impressions end) as previous_impressions
       from search_console_rows where property_key = ? and day between ? and ? and query_id <> 0`,
      [current.from, current.from, current.from, current.from, key, previous.from, current.to],
    );
    const clicks: ClicksPeriods = {
      siteUrl: property.siteUrl,
      current: { ...current, clicks: Number(totals?.clicks ?? 0), impressions: Number(totals?.impressions ?? 0) },
      previous: { ...previous, clicks: Number(totals?.previous_clicks ?? 0), impressions: Number(totals?.previous_impressions ?? 0) },
    };
    const devices = DEVICES.filter((device) => instance.devices.includes(device));
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice; impressions: string | null; ps: number | null; tracked: number | null }[]>(
      `with kw as (
         select k.keyword, k.keyword_key, d.device from tracking_keywords k cross join (values ('desktop'), ('mobile')) as d(device)
         where k.instance_id = ? and (k.device = d.device or (k.device is null and d.device in (${devices.map(() => '?').join(', ') || "''"})))),
       sc as (
         select q.text as key, r.device as code, sum(r.impressions) as impressions, sum(r.position_sum) as ps
         from search_console_queries q join search_console_rows r on r.property_key = q.property_key and r.query_id = q.id
         where q.property_key = ? and q.text in (select keyword_key from kw) and r.day between ? and ? and r.country = ?
         group by q.text, r.device),
       tracked as (
         select distinct on (lower(keyword), device) lower(keyword) as key, device, position from tracking_results
         where instance_id = ? and domain = ? order by lower(keyword), device, run_at desc)
       select kw.keyword, kw.device, sc.impressions, sc.ps, tracked.position as tracked
       from kw left join sc on sc.key = kw.keyword_key and sc.code = (case when ? = 1 then ${DEVICE_CODES.all} when kw.device = 'desktop' then ${DEVICE_CODES.desktop} else ${DEVICE_CODES.mobile} end)
       left join tracked on tracked.key = kw.keyword_key and tracked.device = kw.device
       order by kw.keyword, kw.device`,
      [instance.id, ...devices, key, current.from, current.to, bing ? 'all' : searchConsoleCountry(instance.serpCountry), instance.id, instance.userDomain, bing ? 1 : 0],
    );
    const positions: PositionPair[] = rows.map((row) => {
      const impressions = Number(row.impressions ?? 0);
      return {
        keyword: row.keyword,
        device: row.device,
        impressions,
        searchConsolePosition: impressions > 0 ? Number(row.ps) / impressions : null,
        trackedPosition: row.tracked && Number(row.tracked) > 0 ? Number(row.tracked) : null,
      };
    });
    return { clicks, positions };
  }
}
