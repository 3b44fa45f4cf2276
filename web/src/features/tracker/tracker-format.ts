import type { TrackingFrequency } from '../../gql/graphql';

/** Spec §4: the mean of found positions to 1 decimal, or "-" when none was found. */
export function formatAverageRank(averageRank: number | null | undefined): string {
  return averageRank == null ? '-' : averageRank.toFixed(1);
}

/** A date in the reader's locale and time zone. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/**
 * The reader's date and time, to the minute ('short') or second ('medium'). Built once: a formatter costs far
 * more to build than to use (toLocaleString with options builds one per call), and a tracker page formats
 * hundreds of run times.
 */
const DATE_TIME_FORMATS = {
  short: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  medium: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
};

/** As toLocaleString would: a date it cannot read reads "Invalid Date" (format() would throw). */
function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(date) : format.format(date);
}

export function formatLocalDateTime(iso: string): string {
  return formatWith(DATE_TIME_FORMATS.short, iso);
}

/**
 * Formats the times of a list of runs to the minute, or to the second when two of them share a minute
 * (runs started by hand one after another would otherwise read alike).
 */
export function runTimeFormatter(runs: readonly string[]): (iso: string) => string {
  const minutes = new Set(runs.map((iso) => Math.floor(new Date(iso).getTime() / 60_000)));
  const format = DATE_TIME_FORMATS[minutes.size < runs.length ? 'medium' : 'short'];
  return (iso) => formatWith(format, iso);
}

const FREQUENCY_LABELS: Record<TrackingFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly on Mondays',
  monthly: 'Monthly on the 1st',
};

export function describeSchedule(schedule: { frequency: TrackingFrequency; scheduledTime: string; timeZone: string }): string {
  return `${FREQUENCY_LABELS[schedule.frequency]} at ${schedule.scheduledTime} (${schedule.timeZone})`;
}
