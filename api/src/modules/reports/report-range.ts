import { TZDate } from '@date-fns/tz';
// One file each, not the whole of date-fns (~12 MB of memory when loaded at start).
import { addDays } from 'date-fns/addDays';
import { lightFormat } from 'date-fns/lightFormat';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
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
 * date and custom ranges are compared with the period of equal length just before them. Days are
 * counted on the zone's calendar (@date-fns/tz), so a day across a DST change is 23 or 25 hours long.
 */
export function resolvePeriod(range: ReportRange, now: Date): ReportPeriod {
  const zone = range.timeZone ?? 'UTC';
  const today = startOfDay(new TZDate(now, zone));
  let start: TZDate;
  let end: Date;
  const presetDays = PRESET_DAYS[range.preset];
  if (presetDays) {
    const firstDay = daysLater(today, 1 - presetDays);
    return { start: instant(firstDay), end: now, previousStart: instant(daysLater(firstDay, -presetDays)), previousEnd: instant(firstDay) };
  }
  if (range.preset === 'month-to-date') {
    end = now;
    start = startOfMonth(today);
  } else {
    start = dayIn(range.from!, zone);
    end = new Date(daysLater(dayIn(range.to!, zone), 1).getTime() - 1);
  }
  const length = end.getTime() - start.getTime();
  return { start: instant(start), end, previousStart: new Date(start.getTime() - length), previousEnd: instant(start) };
}

/** The calendar day (YYYY-MM-DD) it is in `zone` at `at`. */
export function localDay(at: Date, zone: string): string {
  return lightFormat(new TZDate(at, zone), 'yyyy-MM-dd');
}

/** The start of `day` (YYYY-MM-DD) in `zone`. */
function dayIn(day: string, zone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number);
  return startOfDay(new TZDate(year, month - 1, date, zone));
}

/** The start of the day `days` after `day`'s (a day whose midnight a DST change skips starts at 01:00, the next one at 00:00 again). */
function daysLater(day: TZDate, days: number): TZDate {
  return startOfDay(addDays(day, days));
}

/** A plain Date of the same instant: what the queries and the stored document take. */
function instant(date: Date): Date {
  return new Date(date.getTime());
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
