import type { JobInput } from '@rankcraft/workflows';
import { z } from 'zod';
import type { UnfinishedJobSettlement } from './job.service';

/** The argument of every job kind's workflow and orchestration: the job it runs. */
export const jobInputSchema: z.ZodType<JobInput> = z.object({ jobId: z.uuid() });

/** What an activity knows of the job it runs for. */
export interface ActivityContext {
  /** The job's cancellation signal (in process: the runner's; on Temporal: the activity's). */
  readonly cancellation: () => AbortSignal | undefined;
}

/** Where a kind's jobs run and how many at once. */
export interface JobLane {
  /** Its Temporal task queue is `<TEMPORAL_TASK_QUEUE>-<queueSuffix>`; null: the configured queue itself. */
  queueSuffix: string | null;
  /** Jobs of the kind the in-process runner runs at once, and at most per user among them. */
  inProcessSlots: number;
  inProcessSlotsPerUser: number;
  /** Activities of the kind one Temporal worker runs at once. */
  temporalActivitySlots: number;
}

/** A wait that holds no slot (a durable timer on Temporal). */
export type JobSleep = (ms: number) => Promise<void>;

/**
 * One kind of durable work, defined once in the module that owns it (`<kind>.job.ts`) and listed
 * once in the app's registry (app/job-kinds.ts); both runners and the worker read it from there.
 * `Deps` are the services of one unit of work the kind needs: its activities and its settlement get
 * nothing else.
 */
export interface JobKindDefinition<Deps = never, Activities extends object = object> {
  /** The Job.kind. */
  readonly id: string;
  /** The argument of the kind's workflow. */
  readonly input: z.ZodType<JobInput>;
  /** The Temporal workflow type (a function exported by workflows/src/workflows). */
  readonly workflowType: string;
  /**
   * The orchestration from workflows/src/shared, which the Temporal workflow runs too (deterministic
   * code: it calls activities and `sleep`, nothing else).
   */
  orchestrate(activities: Activities, input: JobInput, sleep: JobSleep): Promise<void>;
  /** Set where the in-process runner orchestrates otherwise (its comment says why). */
  orchestrateInProcess?(activities: Activities, input: JobInput, sleep: JobSleep): Promise<void>;
  readonly lane: JobLane;
  /** What `endRefunding` settles for a job of this kind before marking it ended (refunds, its own records). */
  settlement(deps: Deps): UnfinishedJobSettlement;
  /**
   * The kind's activities. `unit()` gives the services of a fresh unit of work (a fresh ORM
   * context), as a request's are: each activity call takes its own.
   */
  createActivities(unit: () => Deps, context: ActivityContext): Activities;
}

/** A definition with its types checked (Deps and Activities inferred from it). */
export function defineJobKind<Deps, Activities extends object>(definition: JobKindDefinition<Deps, Activities>): JobKindDefinition<Deps, Activities> {
  return definition;
}
