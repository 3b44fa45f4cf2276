import { z } from 'zod';
import { isTimeZone } from '../tracker/tracking-domain';

export const RANGE_PRESETS = ['last-7-days', 'last-30-days', 'last-90-days', 'month-to-date', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface ReportRange {
  preset: RangePreset;
  /** YYYY-MM-DD, custom ranges only (days in timeZone, both ends included). */
  from: string | null;
  to: string | null;
  /** The IANA zone whose days the range counts (the user's); UTC for reports saved before ranges had one. */
  timeZone?: string;
}

/** The reported period and the one before it, of the same length, compared against it. */
export interface ReportPeriod {
  start: Date;
  end: Date;
  previousStart: Date;
  previousEnd: Date;
}

const DAY_MS = 86_400_000;
const PRESET_DAYS: Partial<Record<RangePreset, number>> = { 'last-7-days': 7, 'last-30-days': 30, 'last-90-days': 90 };
const MAX_CUSTOM_DAYS = 366;
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-01-31.').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Dates must be real days.');

export const reportRangeSchema = z
  .object(
    {
      preset: z.enum(RANGE_PRESETS, { error: 'Date range must be last 7, 30 or 90 days, month to date or custom.' }),
      from: dateText.nullish(),
      to: dateText.nullish(),
      timeZone: z
        .string()
        .nullish()
        .transform((value) => value || 'UTC')
        .pipe(z.string().refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Berlin.')),
    },
    { error: 'Date range is required.' },
  )
  .superRefine((range, context) => {
    if (range.preset !== 'custom') return;
    if (!range.from || !range.to) return void context.addIssue({ code: 'custom', message: 'A custom date range needs a start and an end date.' });
    const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', message: 'The end date must not be before the start date.' });
    else if (days > MAX_CUSTOM_DAYS) context.addIssue({ code: 'custom', message: `A custom date range may span at most ${MAX_CUSTOM_DAYS} days.` });
  })
  .transform((range): ReportRange =>
      range.preset === 'custom' ? { preset: 'custom', from: range.from ?? null, to: range.to ?? null, timeZone: range.timeZone } : { preset: range.preset, from: null, to: null, timeZone: range.timeZone },
    );

/**
 * The period a range covers at `now`, in days of the range's time zone: the last N days are today
 * and the N − 1 days before it from local midnight, compared with the N days before those; month to
 * date and custom ranges are compared with the period of equal length just before them.
 */
export function resolvePeriod(range: ReportRange, now: Date): ReportPeriod {
  const zone = range.timeZone ?? 'UTC';
  const today = localDay(now, zone);
  let start: Date;
  let end: Date;
  const presetDays = PRESET_DAYS[range.preset];
  if (presetDays) {
    const firstDay = addDays(today, 1 - presetDays);
    return { start: startOfDay(firstDay, zone), end: now, previousStart: startOfDay(addDays(firstDay, -presetDays), zone), previousEnd: startOfDay(firstDay, zone) };
  }
  if (range.preset === 'month-to-date') {
    end = now;
    start = startOfDay(`${today.slice(0, 8)}01`, zone);
  } else {
    start = startOfDay(range.from!, zone);
    end = new Date(startOfDay(addDays(range.to!, 1), zone).getTime() - 1);
  }
  const length = end.getTime() - start.getTime();
  return { start, end, previousStart: new Date(start.getTime() - length), previousEnd: start };
}

/** The calendar day (YYYY-MM-DD) it is in `zone` at `at`. */
export function localDay(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a day starts in `zone` (DST-aware: the offset is read at that instant). */
function startOfDay(day: string, zone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc - offsetMs(new Date(midnightUtc), zone);
  // Across a DST change the offset at local midnight differs from the one at UTC midnight.
  at = midnightUtc - offsetMs(new Date(at), zone);
  return new Date(at);
}

/** How far `zone`'s wall clock is ahead of UTC at `at`. */
function offsetMs(at: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function rangeLabel(range: ReportRange): string {
  switch (range.preset) {
    case 'last-7-days':
      return 'Last 7 days';
    case 'last-30-days':
      return 'Last 30 days';
    case 'last-90-days':
      return 'Last 90 days';
    case 'month-to-date':
      return 'Month to date';
    case 'custom':
      return `${range.from} to ${range.to}`;
  }
}
