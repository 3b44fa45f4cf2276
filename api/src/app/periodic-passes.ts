import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import { AI_ANSWER_RETENTION_WORKFLOW, AUDIT_RETENTION_WORKFLOW, DIGESTS_WORKFLOW, SEARCH_CONSOLE_DAILY_WORKFLOW, JOB_START_SWEEP_WORKFLOW, SNAPSHOT_RETENTION_SCHEDULE_ID, SNAPSHOT_RETENTION_WORKFLOW } from '@rankcraft/workflows';
import type { AppConfig } from '../config';
import type { InProcessJobRunner } from '../modules/jobs/in-process-job-runner';
import type { JobHandOver } from '../modules/jobs/job-hand-over';
import type { PeriodicPass } from '../modules/passes/periodic-pass';
import type { InProcessReportSchedule } from '../modules/reports/in-process-report-schedule';
import type { InProcessTrackerSchedule } from '../modules/tracker/in-process-tracker-schedule';
import type { InProcessAiVisibilitySchedule } from '../modules/ai-visibility/in-process-ai-visibility-schedule';
import type { Services } from './services';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What the passes run through in process. */
export interface InProcessPassWork {
  /** The services of a fresh unit of work. */
  services: () => Services;
  runner: InProcessJobRunner;
  jobHandOver: JobHandOver;
  trackerSchedule: InProcessTrackerSchedule;
  reportSchedule: InProcessReportSchedule;
  aiVisibilitySchedule: InProcessAiVisibilitySchedule;
  logger: Logger;
}

export type PassName = 'tracker-schedules' | 'report-deliveries' | 'abandoned-jobs' | 'job-start-sweep' | 'digests' | 'snapshot-retention' | 'audit-retention' | 'ai-visibility-schedules' | 'ai-answer-retention' | 'search-console-daily';

/**
 * Every periodic chore of the app. In process, the chores that start or resume work come every
 * SCHEDULER_INTERVAL_MS, each on its own timer; on Temporal, tracker runs and reports have a Schedule
 * per instance or report and workflows resume themselves, so only the sweep, digests and the
 * retentions have a pass Schedule.
 */
export function periodicPasses(config: Pick<AppConfig, 'schedulerIntervalMs'>): PeriodicPass<InProcessPassWork>[] {
  const everyMs = config.schedulerIntervalMs;
  const passes: (PeriodicPass<InProcessPassWork> & { name: PassName })[] = [
    // Claims the due slots of tracking instances and starts one run per slot.
    { name: 'tracker-schedules', everyMs, runTimeoutMs: 5 * MINUTE, run: ({ trackerSchedule }, now) => trackerSchedule.tick(now) },
    // Claims the due slots of AI visibility projects and starts one run per slot (charged as a manual run).
    { name: 'ai-visibility-schedules', everyMs, runTimeoutMs: 5 * MINUTE, run: ({ aiVisibilitySchedule }, now) => aiVisibilitySchedule.tick(now) },
    // Claims the due slots of scheduled reports and starts each slot's delivery job (on the deliveries' own lane).
    { name: 'report-deliveries', everyMs, runTimeoutMs: 5 * MINUTE, run: ({ reportSchedule }, now) => reportSchedule.tick(now) },
    // Takes over the in-process jobs of a process that is gone.
    { name: 'abandoned-jobs', everyMs, runTimeoutMs: 5 * MINUTE, run: ({ runner }) => runner.resumeAbandoned() },
    {
      name: 'job-start-sweep',
      everyMs,
      runTimeoutMs: 5 * MINUTE,
      run: ({ jobHandOver }) => jobHandOver.sweep(),
      temporal: { scheduleId: (taskQueue) => `job-start-sweep-${taskQueue}`, workflowType: JOB_START_SWEEP_WORKFLOW, everyMs: MINUTE },
    },
    {
      // A daily digest goes out within temporal.everyMs of its day's end (UTC) on Temporal.
      name: 'digests',
      everyMs,
      runTimeoutMs: 10 * MINUTE,
      run: ({ services }, now) => services().digests.sendDue(now),
      temporal: { scheduleId: (taskQueue) => `digests-${taskQueue}`, workflowType: DIGESTS_WORKFLOW, everyMs: 15 * MINUTE },
    },
    {
      // Results pages past their retention go once a day (in process, each api process: the delete is idempotent).
      name: 'snapshot-retention',
      everyMs: DAY,
      runTimeoutMs: 30 * MINUTE,
      run: async ({ services, logger }, now) => {
        const pruned = await services().trackerBackfills.pruneSnapshots(now);
        if (pruned > 0) logger.info({ pruned }, 'pruned results pages past their retention');
      },
      temporal: {
        scheduleId: (taskQueue) => `${SNAPSHOT_RETENTION_SCHEDULE_ID}-${taskQueue}`,
        workflowType: SNAPSHOT_RETENTION_WORKFLOW,
        // 03:17 UTC, daily.
        everyMs: DAY,
        offsetMs: 3 * 60 * MINUTE + 17 * MINUTE,
        catchupWindowMs: DAY,
      },
    },
    {
      // Workspace audit events older than AUDIT_DAYS go once a day, not on every write (idempotent, as above).
      name: 'audit-retention',
      everyMs: DAY,
      runTimeoutMs: 30 * MINUTE,
      run: async ({ services, logger }, now) => {
        const pruned = await services().auditLog.prune(now);
        if (pruned > 0) logger.info({ pruned }, 'pruned workspace audit events past their retention');
      },
      temporal: {
        scheduleId: (taskQueue) => `workspace-audit-retention-${taskQueue}`,
        workflowType: AUDIT_RETENTION_WORKFLOW,
        // 03:47 UTC, daily.
        everyMs: DAY,
        offsetMs: 3 * 60 * MINUTE + 47 * MINUTE,
        catchupWindowMs: DAY,
      },
    },
    {
      // Stored AI answers past AI_ANSWERS_RETENTION_DAYS go once a day; their runs keep their counts (idempotent, as above).
      name: 'ai-answer-retention',
      everyMs: DAY,
      runTimeoutMs: 30 * MINUTE,
      run: async ({ services, logger }, now) => {
        const pruned = await services().aiAnswerRetention.prune(now);
        if (pruned > 0) logger.info({ pruned }, 'deleted the stored AI answers of runs past their retention');
      },
      temporal: {
        scheduleId: (taskQueue) => `ai-answer-retention-${taskQueue}`,
        workflowType: AI_ANSWER_RETENTION_WORKFLOW,
        // 04:07 UTC, daily.
        everyMs: DAY,
        offsetMs: 4 * 60 * MINUTE + 7 * MINUTE,
        catchupWindowMs: DAY,
      },
    },
    {
      // The newest days of every linked Search Console property, read again once a day: Google finalises a day 2-3 days late.
      name: 'search-console-daily',
      everyMs: DAY,
      runTimeoutMs: 10 * MINUTE,
      run: async ({ services, logger }) => {
        const started = await services().searchConsoleConnections.syncLinkedRecent();
        if (started > 0) logger.info({ started }, 'started Search Console syncs of the newest days');
      },
      temporal: {
        scheduleId: (taskQueue) => `search-console-daily-${taskQueue}`,
        workflowType: SEARCH_CONSOLE_DAILY_WORKFLOW,
        // 05:23 UTC, daily: after Google's overnight processing.
        everyMs: DAY,
        offsetMs: 5 * 60 * MINUTE + 23 * MINUTE,
        catchupWindowMs: DAY,
      },
    },
  ];
  return passes;
}

/** The pass Schedules on Temporal; the api and the worker both call this at start. */
export async function ensurePeriodicPassSchedules(client: Client, taskQueue: string, config: Pick<AppConfig, 'schedulerIntervalMs'>): Promise<void> {
  // Loaded here only: the embedded default never loads the Temporal client.
  const { ensurePassSchedules } = await import('../modules/passes/temporal-pass-schedules.js');
  await ensurePassSchedules(client, taskQueue, periodicPasses(config));
}

/** The id of a pass's Temporal Schedule on a task queue. */
export function passScheduleId(name: PassName, taskQueue: string): string {
  const schedule = periodicPasses({ schedulerIntervalMs: MINUTE }).find((pass) => pass.name === name)?.temporal;
  if (!schedule) throw new Error(`The ${name} pass has no Temporal Schedule.`);
  return schedule.scheduleId(taskQueue);
}
