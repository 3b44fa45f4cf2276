import { z } from 'zod';

export const RANGE_PRESETS = ['last-7-days', 'last-30-days', 'last-90-days', 'month-to-date', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface ReportRange {
  preset: RangePreset;
  /** YYYY-MM-DD, custom ranges only (UTC days, both ends included). */
  from: string | null;
  to: string | null;
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
  .transform((range): ReportRange => (range.preset === 'custom' ? { preset: 'custom', from: range.from ?? null, to: range.to ?? null } : { preset: range.preset, from: null, to: null }));

/** The period a range covers at `now` (UTC days), with the previous period of equal length just before it. */
export function resolvePeriod(range: ReportRange, now: Date): ReportPeriod {
  let start: Date;
  let end: Date;
  const presetDays = PRESET_DAYS[range.preset];
  if (presetDays) {
    end = now;
    start = new Date(now.getTime() - presetDays * DAY_MS);
  } else if (range.preset === 'month-to-date') {
    end = now;
    start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  } else {
    start = new Date(`${range.from}T00:00:00.000Z`);
    end = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + DAY_MS - 1);
  }
  const length = end.getTime() - start.getTime();
  return { start, end, previousStart: new Date(start.getTime() - length), previousEnd: start };
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
