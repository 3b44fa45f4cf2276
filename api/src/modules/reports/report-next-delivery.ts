import { nextDeliveryAfter, scheduleOf } from './report-schedule';
import type { Report } from './report.entity';

/** Why a scheduled report sends nothing at its slots: each delivery ends without an email when every recipient has unsubscribed. */
export const PAUSED_ALL_UNSUBSCRIBED = 'Paused: every recipient has unsubscribed. Add a recipient to resume scheduled delivery.';

/**
 * The report's next scheduled delivery, by the scheduler's own computation (the slot after now, wall-clock time in the
 * schedule's zone); null when it has no schedule or its schedule is paused.
 */
export function nextDeliveryOf(report: Report, now = new Date()): Date | null {
  const schedule = scheduleOf(report);
  return schedule && !pausedReasonOf(report) ? nextDeliveryAfter(schedule, now) : null;
}

export function pausedReasonOf(report: Report): string | null {
  return scheduleOf(report) && report.unsubscribedRecipientCount >= report.recipients.length ? PAUSED_ALL_UNSUBSCRIBED : null;
}
