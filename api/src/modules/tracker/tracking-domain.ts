import { Cron } from 'croner';
import { normalizeDomain } from '../../common/domain-name';
import type { OrganicResult } from '../seo/serp/serp-provider';
import type { TrackingFrequency } from './tracking-instance.entity';

/** A host belongs to a company when it is the company's domain or a subdomain of it. */
export function hostBelongsTo(host: string, domain: string): boolean {
  return isOrUnder(normalizeDomain(host), domain);
}

/** Whether a normalised host is `domain` or a subdomain of it; `subdomains` is `.domain` (a caller in a loop builds it once). */
function isOrUnder(normalizedHost: string, domain: string, subdomains = `.${domain}`): boolean {
  return normalizedHost === domain || normalizedHost.endsWith(subdomains);
}

/** The first organic position held by the domain, or 0 when it is not within the checked results. */
export function positionOf(results: readonly { position: number; domain: string }[], domain: string): number {
  return results.find((result) => hostBelongsTo(result.domain, domain))?.position ?? 0;
}

/**
 * Each domain's first organic result on one page, in the order of `domains`: its position and ranking
 * URL, or position 0 and no URL. The results' domains are normalised already (OrganicResult.domain:
 * each provider normalises them as it reads a page), so they are compared as they are; each domain's
 * `.domain` suffix is built once, not once per result.
 */
export function rankingsOf(results: readonly Pick<OrganicResult, 'position' | 'domain' | 'url'>[], domains: readonly string[]): { position: number; url: string | null }[] {
  return domains.map((domain) => {
    const subdomains = `.${domain}`;
    const found = results.find((result) => isOrUnder(result.domain, domain, subdomains));
    return found ? { position: found.position, url: found.url || null } : { position: 0, url: null };
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
