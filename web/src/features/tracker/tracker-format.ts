import type { TrackingFrequency } from '../../gql/graphql';
import { formatDateTime } from '../../lib/date-format';

/** Spec §4: the mean of found positions to 1 decimal, or "-" when none was found. */
export function formatAverageRank(averageRank: number | null | undefined): string {
  return averageRank == null ? '-' : averageRank.toFixed(1);
}

/** A date in the reader's locale and time zone. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/** The reader's date and time, to the minute ('short') or second ('medium'). */
const DATE_TIME = {
  short: { dateStyle: 'medium', timeStyle: 'short' },
  medium: { dateStyle: 'medium', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function formatLocalDateTime(iso: string): string {
  return formatDateTime(iso, DATE_TIME.short);
}

/**
 * Formats the times of a list of runs to the minute, or to the second when two of them share a minute
 * (runs started by hand one after another would otherwise read alike).
 */
export function runTimeFormatter(runs: readonly string[]): (iso: string) => string {
  const minutes = new Set(runs.map((iso) => Math.floor(new Date(iso).getTime() / 60_000)));
  const options = DATE_TIME[minutes.size < runs.length ? 'medium' : 'short'];
  return (iso) => formatDateTime(iso, options);
}

const FREQUENCY_LABELS: Record<TrackingFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly on Mondays',
  monthly: 'Monthly on the 1st',
};

export function describeSchedule(schedule: { frequency: TrackingFrequency; scheduledTime: string; timeZone: string }): string {
  return `${FREQUENCY_LABELS[schedule.frequency]} at ${schedule.scheduledTime} (${schedule.timeZone})`;
}
