/**
 * A periodic chore, declared once (app/periodic-passes.ts lists them all): what one run does, how
 * often it runs and for how long at most. In process each pass runs on its own timer
 * (InProcessPasses); on Temporal a pass that needs one runs from a Schedule (ensurePassSchedules).
 */
export interface PeriodicPass<Work> {
  /** Names the pass in logs and for InProcessPasses.run. */
  readonly name: string;
  /** In process: the wait after one run ends before the next starts (the first runs at start). */
  readonly everyMs: number;
  /** A run longer than this is ended on Temporal (the workflow's run timeout) and logged in process. */
  readonly runTimeoutMs: number;
  /** One run in process, on the work the app hands the passes; `now` is the run's start. */
  run(work: Work, now: Date): Promise<unknown>;
  /**
   * On Temporal: the Schedule that starts the pass's workflow. Absent where Temporal does the work
   * itself (per-instance Schedules for tracker runs and reports, durable workflows for resumption).
   */
  readonly temporal?: TemporalPassSchedule;
}

export interface TemporalPassSchedule {
  /** One Schedule per cluster and task queue. */
  scheduleId(taskQueue: string): string;
  /** The workflow (without arguments) each action starts, on the tracker runs' queue. */
  readonly workflowType: string;
  /** Interval of the Schedule, aligned to the Unix epoch and shifted by offsetMs. */
  readonly everyMs: number;
  readonly offsetMs?: number;
  /** How late a missed action may still run (after the cluster was down); Temporal's default when absent. */
  readonly catchupWindowMs?: number;
}
