import type { Client } from '@temporalio/client';
import { SCHEDULED_AI_VISIBILITY_RUN_WORKFLOW, type ScheduledAiVisibilityRunInput } from '@rankcraft/workflows';
import { removeCronSchedule, upsertCronSchedule } from '../passes/temporal-cron-schedule';
import { aiScheduleCron, type AiVisibilitySchedule, type ScheduledProject } from './ai-visibility-schedule';

export const aiVisibilityScheduleIdOf = (projectId: string) => `ai-visibility-${projectId}`;

/** One Temporal Schedule per scheduled project, in the project's time zone; none while its schedule is off. */
export class TemporalAiVisibilitySchedule implements AiVisibilitySchedule {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    /** The queue the scheduled workflow runs on (the run itself is its child, on the same queue). */
    private readonly taskQueue: string,
  ) {}

  async upsert(project: ScheduledProject): Promise<void> {
    const cron = aiScheduleCron({ frequency: project.scheduleFrequency, weekday: project.scheduleWeekday, hour: project.scheduleHour });
    if (!cron) return this.remove(project.id);
    const args: [ScheduledAiVisibilityRunInput] = [{ projectId: project.id }];
    await upsertCronSchedule(this.client, {
      scheduleId: aiVisibilityScheduleIdOf(project.id),
      cron,
      timeZone: project.scheduleTimeZone,
      workflowType: SCHEDULED_AI_VISIBILITY_RUN_WORKFLOW,
      taskQueue: this.taskQueue,
      args,
    });
  }

  remove(projectId: string): Promise<void> {
    return removeCronSchedule(this.client, aiVisibilityScheduleIdOf(projectId));
  }

  async close(): Promise<void> {}
}
