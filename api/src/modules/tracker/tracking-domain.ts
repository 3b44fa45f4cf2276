import { Cron } from 'croner';
import { normalizeDomain } from '../../common/domain-name';
import type { TrackingFrequency } from './tracking-instance.entity';

/** A host belongs to a company when it is the company's domain or a subdomain of it. */
export function hostBelongsTo(host: string, domain: string): boolean {
  return normalizedHostBelongsTo(normalizeDomain(host), domain);
}

function normalizedHostBelongsTo(normalizedHost: string, domain: string): boolean {
  return normalizedHost === domain || normalizedHost.endsWith(`.${domain}`);
}

/** The first organic position held by the domain, or 0 when it is not within the checked results. */
export function positionOf(results: readonly { position: number; domain: string }[], domain: string): number {
  return results.find((result) => hostBelongsTo(result.domain, domain))?.position ?? 0;
}

/** Result hosts as normalised, kept across pages (the same sites recur page after page): at most this many. */
const NORMALISED_HOSTS_KEPT = 10_000;
const normalisedHosts = new Map<string, string>();

/** normalizeDomain (a URL parse each: most of the garbage a tracker run made at depth 100), remembered. */
function normalisedHost(host: string): string {
  let normalised = normalisedHosts.get(host);
  if (normalised === undefined) {
    if (normalisedHosts.size >= NORMALISED_HOSTS_KEPT) normalisedHosts.clear();
    normalised = normalizeDomain(host);
    normalisedHosts.set(host, normalised);
  }
  return normalised;
}

/**
 * Each domain's first organic result on one page, in the order of `domains`: its position and ranking
 * URL, or position 0 and no URL. Each result's host is normalised once for every domain (a URL parse
 * per result and company was most of a tracker run's own CPU at depth 100), and a host seen on an
 * earlier page not again; each domain's `.domain` suffix is built once, not once per result.
 */
export function rankingsOf(results: readonly { position: number; domain: string; url: string }[], domains: readonly string[]): { position: number; url: string | null }[] {
  const hosts = results.map((result) => normalisedHost(result.domain));
  return domains.map((domain) => {
    const subdomains = `.${domain}`;
    const index = hosts.findIndex((host) => host === domain || host.endsWith(subdomains));
    return index >= 0 ? { position: results[index].position, url: results[index].url || null } : { position: 0, url: null };
  });
}

/** The schedule as a cron expression, read by the in-process scheduler and by Temporal Schedules alike. */
export function cronExpressionFor(frequency: TrackingFrequency, scheduledTime: string): string {
  const [hour, minute] = scheduledTime.split(':').map(Number);
  const dayParts = { daily: '* * *', weekly: '* * 1', monthly: '1 * *' }[frequency];
  return `${minute} ${hour} ${dayParts}`;
}

/** The first scheduled time strictly after `after`, in the instance's time zone (DST-aware). */
export function nextRunAfter(schedule: { frequency: TrackingFrequency; scheduledTime: string; timeZone: string }, after: Date): Date {
  const next = new Cron(cronExpressionFor(schedule.frequency, schedule.scheduledTime), { timezone: schedule.timeZone }).nextRun(after);
  if (!next) throw new Error(`No next run for ${schedule.frequency} at ${schedule.scheduledTime}`);
  return next;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
