import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { InProcessSlotSchedule, type SlotStart } from '../passes/in-process-slot-schedule';
import { nextAiRunAfter, type AiScheduleFrequency, type AiVisibilitySchedule } from './ai-visibility-schedule';

/** Projects' scheduled runs on the embedded default: InProcessSlotSchedule over ai_visibility_projects, ticked by the ai-visibility-schedules pass. */
export class InProcessAiVisibilitySchedule implements AiVisibilitySchedule {
  readonly mode = 'in-process' as const;
  private readonly slots: InProcessSlotSchedule;

  constructor(freshEm: () => EntityManager, logger: Logger) {
    this.slots = new InProcessSlotSchedule(
      {
        table: 'ai_visibility_projects',
        columns: ['schedule_frequency', 'schedule_weekday', 'schedule_hour', 'schedule_time_zone'],
        label: 'AI visibility run',
        subjectKey: 'projectId',
        nextRunOf: (row, now) =>
          nextAiRunAfter(
            { frequency: row.schedule_frequency as AiScheduleFrequency, weekday: Number(row.schedule_weekday), hour: Number(row.schedule_hour), timeZone: row.schedule_time_zone as string },
            now,
          ),
      },
      freshEm,
      logger,
    );
  }

  /** Starts a claimed slot's run (AiVisibilityRunService.startScheduled, on a fresh unit of work). */
  serve(start: SlotStart): void {
    this.slots.serve(start);
  }

  /** next_run_at is set by the project service when the project is saved. */
  async upsert(): Promise<void> {}

  async remove(): Promise<void> {}

  close(): Promise<void> {
    return this.slots.close();
  }

  tick(now = new Date()): Promise<void> {
    return this.slots.tick(now);
  }
}
