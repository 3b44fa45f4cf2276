import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

export enum JobStatus {
  queued = 'queued',
  running = 'running',
  succeeded = 'succeeded',
  failed = 'failed',
  cancelled = 'cancelled',
}
registerEnumType(JobStatus, { name: 'JobStatus' });

export const FINISHED_STATUSES: readonly JobStatus[] = [JobStatus.succeeded, JobStatus.failed, JobStatus.cancelled];

/** A registered job kind's id (see JobKindRegistry). */
export type JobKind = string;

@ObjectType()
export class JobProgress {
  @Field(() => Int)
  done!: number;

  @Field(() => Int)
  total!: number;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => String, { nullable: true, description: 'What the job finished last, e.g. the keyword a tracker run just checked.' })
  item!: string | null;
}

/** A piece of long-running work (a tracker run, an article generation), its progress and its outcome. */
@ObjectType()
@Entity({ tableName: 'jobs' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class Job extends BaseEntity<'status' | 'idempotencyKey' | 'subjectId' | 'progressDone' | 'progressTotal' | 'progressMessage' | 'progressItem' | 'error' | 'handedAt' | 'startedAt' | 'finishedAt' | 'result' | 'progress' | 'finished'> {
  @Field(() => String)
  @Property({ type: 'string', length: 32 })
  kind!: JobKind;

  @Field(() => JobStatus)
  @Enum({ items: () => JobStatus, type: 'string' })
  status: JobStatus = JobStatus.queued;

  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** What the job works on, e.g. the tracking instance. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  @Property({ type: 'string', length: 16 })
  runner!: 'in-process' | 'temporal';

  @Property({ type: 'integer' })
  progressDone: number = 0;

  @Property({ type: 'integer' })
  progressTotal: number = 0;

  @Property({ type: 'text', nullable: true })
  progressMessage: string | null = null;

  @Property({ type: 'text', nullable: true })
  progressItem: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** Makes creating the same job twice (a retried step, two schedulers) return the first one. */
  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  idempotencyKey: string | null = null;

  /** What the job produced, e.g. `{ runId }`. */
  @Property({ type: 'json', nullable: true })
  result: Record<string, unknown> | null = null;

  /**
   * When the runner accepted the job (a workflow started, the in-process queue took it). A queued job
   * without it was stored but never handed over, and the job start sweep starts it.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  handedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  @Field(() => JobProgress)
  get progress(): JobProgress {
    return { done: this.progressDone, total: this.progressTotal, message: this.progressMessage, item: this.progressItem };
  }

  get finished(): boolean {
    return FINISHED_STATUSES.includes(this.status);
  }
}
