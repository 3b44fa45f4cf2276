/** The job kind of a Search Console sync. */
export const SEARCH_CONSOLE_SYNC_KIND = 'search-console-sync';

/** 'backfill': the 16 months Search Console keeps; 'recent': the last days, which Google still revises. */
export type SearchConsoleSyncMode = 'backfill' | 'recent';

/** Days a step of the sync reads (one searchAnalytics.query per day and page of rows). */
export const DAYS_PER_STEP = 7;
/** Google finalises a day about 2-3 days after it ends: the daily pass reads the last days again. */
export const RECENT_DAYS = 4;
const DAY_MS = 86_400_000;

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a sync reads, YYYY-MM-DD: from 16 months (or RECENT_DAYS) back to yesterday, both included. */
export function syncWindow(mode: SearchConsoleSyncMode, now: Date): { from: string; to: string; days: number } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS);
  const from = mode === 'recent' ? new Date(to.getTime() - (RECENT_DAYS - 1) * DAY_MS) : new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 16, to.getUTCDate()) + DAY_MS);
  return { from: isoDay(from), to: isoDay(to), days: Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1 };
}

/**
 * The days of a window, newest first: a freshly linked instance shows its latest weeks within the first steps,
 * and an interrupted backfill has the days people look at most.
 */
export function daysNewestFirst(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${to}T00:00:00Z`); isoDay(day) >= from; day = new Date(day.getTime() - DAY_MS)) days.push(isoDay(day));
  return days;
}
