import { Cron } from 'croner';
import { DeliveryFrequency, type Report } from './report.entity';

export interface DeliverySchedule {
  frequency: DeliveryFrequency;
  /** Weekly: 1 (Monday) to 7 (Sunday); monthly: 1 to 28. */
  day: number;
  /** HH:MM in timeZone. */
  time: string;
  timeZone: string;
}

/** The cron expression of a schedule, read in its time zone (croner here, Temporal's spec there). */
export function deliveryCronExpression(schedule: Pick<DeliverySchedule, 'frequency' | 'day' | 'time'>): string {
  const [hour, minute] = schedule.time.split(':').map(Number);
  return schedule.frequency === DeliveryFrequency.weekly ? `${minute} ${hour} * * ${schedule.day % 7}` : `${minute} ${hour} ${schedule.day} * *`;
}

/** The first slot after `after`, as an instant: wall-clock time in the schedule's zone, across DST changes. */
export function nextDeliveryAfter(schedule: DeliverySchedule, after: Date): Date {
  const next = new Cron(deliveryCronExpression(schedule), { timezone: schedule.timeZone }).nextRun(after);
  if (!next) throw new Error(`No next delivery for ${deliveryCronExpression(schedule)} in ${schedule.timeZone}`);
  return next;
}

export function scheduleOf(report: Report): DeliverySchedule | null {
  const { scheduleFrequency: frequency, scheduleDay: day, scheduleTime: time, scheduleTimeZone: timeZone } = report;
  return frequency && day !== null && time && timeZone ? { frequency, day, time, timeZone } : null;
}

/** Keeps a report's scheduled delivery in step with it: a Temporal Schedule, or next_delivery_at for the in-process scheduler. */
export interface ReportSchedule {
  readonly mode: 'in-process' | 'temporal';
  /** Creates, replaces or (when the report has no schedule) removes the report's schedule. */
  upsert(report: Report): Promise<void>;
  remove(reportId: string): Promise<void>;
  close(): Promise<void>;
}
