import { jobTaskQueue, type JobEndActivities } from '@rankcraft/workflows';
import { JobStatus } from './job.entity';
import type { ActivityContext, JobKindDefinition } from './job-kind';
import type { JobService } from './job.service';

/** An activity as the runners and the worker call it: one input object, a promise. */
export type Activity = (input: never) => Promise<unknown>;
export type ActivityMap = Record<string, Activity>;

/** What every unit of work gives the registry: the jobs service, which ends a job that cannot finish. */
export interface JobKindUnit {
  readonly jobs: JobService;
}

/**
 * The job kinds the app runs (app/job-kinds.ts lists them): the runners, the worker and the jobs
 * service read each kind's lane, workflow, orchestration, activities and settlement from here.
 */
export class JobKindRegistry<Deps extends JobKindUnit = JobKindUnit> {
  private readonly byId: ReadonlyMap<string, JobKindDefinition<Deps, object>>;

  constructor(readonly kinds: readonly JobKindDefinition<Deps, object>[]) {
    const byId = new Map<string, JobKindDefinition<Deps, object>>();
    for (const kind of kinds) {
      if (byId.has(kind.id)) throw new Error(`The job kind ${kind.id} is registered twice.`);
      byId.set(kind.id, kind);
    }
    this.byId = byId;
  }

  get ids(): string[] {
    return [...this.byId.keys()];
  }

  /** The kind's definition; a job of a kind not registered here is a programming error. */
  get(kind: string): JobKindDefinition<Deps, object> {
    const definition = this.byId.get(kind);
    if (!definition) throw new Error(`No job kind ${kind} is registered.`);
    return definition;
  }

  taskQueue(baseTaskQueue: string, kind: string): string {
    return jobTaskQueue(baseTaskQueue, this.get(kind).lane.queueSuffix);
  }

  /** The activities of one kind's jobs, with the end of an unfinished job. */
  activitiesOf(kind: string, unit: () => Deps, context: ActivityContext): ActivityMap & JobEndActivities {
    return { ...(this.get(kind).createActivities(unit, context) as ActivityMap), ...endActivities(unit) };
  }

  /** The activities of every kind (a Temporal worker's), with the end of an unfinished job; two kinds never share an activity name. */
  allActivities(unit: () => Deps, context: ActivityContext): ActivityMap & JobEndActivities {
    const all: ActivityMap = {};
    for (const kind of this.kinds) {
      for (const [name, activity] of Object.entries(kind.createActivities(unit, context) as ActivityMap)) {
        if (name in all) throw new Error(`The activity ${name} of the job kind ${kind.id} has the name of another kind's.`);
        all[name] = activity;
      }
    }
    return { ...all, ...endActivities(unit) };
  }
}

function endActivities(unit: () => JobKindUnit): JobEndActivities {
  return {
    endJobUnfinished: ({ jobId, status, message }) => unit().jobs.endRefunding(jobId, status === 'cancelled' ? JobStatus.cancelled : JobStatus.failed, message),
  };
}
