import { Cron } from 'croner';

export const AI_SCHEDULE_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AiScheduleFrequency = (typeof AI_SCHEDULE_FREQUENCIES)[number];

/** A project's schedule: off, or daily / weekly (weekday 1 = Monday .. 7 = Sunday) at an hour of a time zone. */
export interface AiRunSchedule {
  frequency: AiScheduleFrequency;
  weekday: number;
  hour: number;
  timeZone: string;
}

/** A project's schedule as its columns hold it (the entity has these fields). */
export interface ScheduledProject {
  id: string;
  scheduleFrequency: AiScheduleFrequency;
  scheduleWeekday: number;
  scheduleHour: number;
  scheduleTimeZone: string;
}

export function scheduleOfProject(project: Omit<ScheduledProject, 'id'>): AiRunSchedule {
  return { frequency: project.scheduleFrequency, weekday: project.scheduleWeekday, hour: project.scheduleHour, timeZone: project.scheduleTimeZone };
}

/** The schedule as a cron expression (croner here, Temporal's spec there); null when it is off. */
export function aiScheduleCron(schedule: Pick<AiRunSchedule, 'frequency' | 'weekday' | 'hour'>): string | null {
  if (schedule.frequency === 'off') return null;
  return `0 ${schedule.hour} * * ${schedule.frequency === 'weekly' ? schedule.weekday % 7 : '*'}`;
}

/** The first slot strictly after `after`, as an instant (wall-clock hour in the zone, across DST changes); null when off. */
export function nextAiRunAfter(schedule: AiRunSchedule, after: Date): Date | null {
  const cron = aiScheduleCron(schedule);
  if (!cron) return null;
  const next = new Cron(cron, { timezone: schedule.timeZone }).nextRun(after);
  if (!next) throw new Error(`No next run for ${cron} in ${schedule.timeZone}`);
  return next;
}

/**
 * Keeps a project's scheduled runs in step with it: a Temporal Schedule per project, or next_run_at for
 * the in-process scheduler (which the project service sets when the project is saved).
 */
export interface AiVisibilitySchedule {
  readonly mode: 'in-process' | 'temporal';
  /** Creates, moves or (when the schedule is off) removes the project's schedule. */
  upsert(project: ScheduledProject): Promise<void>;
  remove(projectId: string): Promise<void>;
  close(): Promise<void>;
}
