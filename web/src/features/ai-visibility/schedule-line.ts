import { WEEKDAYS, hourLabel } from './schedule-fields';

/** A project's schedule and next run in words, the next run in the reader's own clock. */
export function scheduleLine(schedule: { frequency: string; weekday: number; hour: number; timeZone: string }, nextRunAt: string | null | undefined): string {
  if (schedule.frequency === 'off' || !nextRunAt) return 'Not scheduled: runs only when run by hand.';
  const when = schedule.frequency === 'weekly' ? `Every ${WEEKDAYS[schedule.weekday - 1]}` : 'Daily';
  const next = new Date(nextRunAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return `${when} at ${hourLabel(schedule.hour)} (${schedule.timeZone}). Next run: ${next}.`;
}
