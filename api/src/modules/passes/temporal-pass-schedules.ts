import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleSpecDescription } from '@temporalio/client';
import type { PeriodicPass, TemporalPassSchedule } from './periodic-pass';

/**
 * Creates the Temporal Schedule of every pass that has one; the api and the worker both call this at
 * start, so whichever starts first creates them. An existing Schedule is kept, its interval brought
 * to the declared one when it differs (so a changed declaration reaches running clusters).
 */
export async function ensurePassSchedules(client: Client, taskQueue: string, passes: readonly PeriodicPass<unknown>[]): Promise<void> {
  for (const pass of passes) {
    if (pass.temporal) await ensurePassSchedule(client, taskQueue, pass.runTimeoutMs, pass.temporal);
  }
}

async function ensurePassSchedule(client: Client, taskQueue: string, runTimeoutMs: number, pass: TemporalPassSchedule): Promise<void> {
  const scheduleId = pass.scheduleId(taskQueue);
  const spec = { intervals: [{ every: pass.everyMs, offset: pass.offsetMs ?? 0 }] };
  try {
    await client.schedule.create({
      scheduleId,
      spec,
      action: {
        type: 'startWorkflow',
        workflowType: pass.workflowType,
        // The configured queue itself: the tracker runs' worker polls it (their kind has no queue suffix).
        taskQueue,
        workflowId: `${scheduleId}-pass`,
        args: [],
        workflowRunTimeout: runTimeoutMs,
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, ...(pass.catchupWindowMs ? { catchupWindow: pass.catchupWindowMs } : {}) },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    const handle = client.schedule.getHandle(scheduleId);
    if (!sameInterval((await handle.describe()).spec, pass)) await handle.update((previous) => ({ ...previous, spec }));
  }
}

/** Whether a Schedule's spec is exactly the pass's interval (a cron or a second interval is not). */
function sameInterval(described: ScheduleSpecDescription, pass: TemporalPassSchedule): boolean {
  const [interval, ...others] = described.intervals ?? [];
  return others.length === 0 && (described.calendars ?? []).length === 0 && interval?.every === pass.everyMs && (interval.offset ?? 0) === (pass.offsetMs ?? 0);
}
