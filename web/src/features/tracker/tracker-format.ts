import type { TrackingFrequency } from '../../gql/graphql';

/** Spec §4: the mean of found positions to 1 decimal, or "-" when none was found. */
export function formatAverageRank(averageRank: number | null | undefined): string {
  return averageRank == null ? '-' : averageRank.toFixed(1);
}

/** A date in the reader's locale and time zone. */
export function formatLocalDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

export function formatLocalDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Formats the times of a list of runs to the minute, or to the second when two of them share a minute
 * (runs started by hand one after another would otherwise read alike).
 */
export function runTimeFormatter(runs: readonly string[]): (iso: string) => string {
  const minutes = new Set(runs.map((iso) => Math.floor(new Date(iso).getTime() / 60_000)));
  const timeStyle = minutes.size < runs.length ? 'medium' : 'short';
  return (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle });
}

const FREQUENCY_LABELS: Record<TrackingFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly on Mondays',
  monthly: 'Monthly on the 1st',
};

export function describeSchedule(schedule: { frequency: TrackingFrequency; scheduledTime: string; timeZone: string }): string {
  return `${FREQUENCY_LABELS[schedule.frequency]} at ${schedule.scheduledTime} (${schedule.timeZone})`;
}
