import { Client, Connection, ScheduleNotFoundError } from '@temporalio/client';
import { periodicPasses } from '../../src/app/periodic-passes';

/**
 * Deletes the pass Schedules a test app made for its own task queue: a production api keeps them,
 * but a test's queue has no worker once the test ends, and its passes would keep firing.
 */
export async function deletePassSchedules(address: string, namespace: string, taskQueue: string): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection, namespace });
    for (const pass of periodicPasses({ schedulerIntervalMs: 60_000 })) {
      if (!pass.temporal) continue;
      await client.schedule
        .getHandle(pass.temporal.scheduleId(taskQueue))
        .delete()
        .catch((error: unknown) => {
          if (!(error instanceof ScheduleNotFoundError)) throw error;
        });
    }
  } finally {
    await connection.close();
  }
}

/**
 * Pauses a pass's Schedule, so only the test's own triggers run it (a trigger runs a paused Schedule's
 * action), as SCHEDULER_INTERVAL_MS keeps the in-process passes to the test's own runs.
 */
export async function pausePassSchedule(address: string, namespace: string, scheduleId: string): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    await new Client({ connection, namespace }).schedule.getHandle(scheduleId).pause('runs only when the test triggers it');
  } finally {
    await connection.close();
  }
}
