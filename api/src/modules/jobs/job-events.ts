import type { Logger } from 'pino';
import { listeningNow } from '../../common/listening-now';
import { createLocalPubSub } from '../../common/local-pub-sub';
import { openPostgresChannels } from '../../common/postgres-channels';
import type { Job, JobStatus } from './job.entity';

/** What subscribers receive of a job: its stored fields (type-graphql turns them back into a Job). */
export interface JobSnapshot {
  id: string;
  kind: string;
  status: JobStatus;
  ownerId: string;
  subjectId: string | null;
  progressDone: number;
  progressTotal: number;
  progressMessage: string | null;
  progressItem: string | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export function snapshotOf(job: Job): JobSnapshot {
  const { id, kind, status, ownerId, subjectId, progressDone, progressTotal, progressMessage, progressItem, error, createdAt, startedAt, finishedAt } = job;
  return { id, kind, status, ownerId, subjectId, progressDone, progressTotal, progressMessage, progressItem, error, createdAt, startedAt, finishedAt };
}

/** A piece of live text a job writes (an article's tokens, coalesced), numbered per article. */
export interface TextDelta {
  jobId: string;
  index: number;
  keyword: string;
  seq: number;
  text: string;
  /** `text` replaces what was received for this article so far. */
  reset: boolean;
  section: string | null;
  articleId: string | null;
}

/**
 * The most text one delta may carry: PostgreSQL's NOTIFY payload is limited to 8000 bytes, and a
 * character escaped in JSON takes up to 6.
 */
export const MAX_DELTA_TEXT_LENGTH = 1000;

/** Job progress and live-text events. Subscribers in this process receive what any process published. */
export interface JobEvents {
  publish(job: JobSnapshot): Promise<void>;
  /** Listens from the moment of the call, so nothing published after it is missed. */
  subscribe(jobId: string): AsyncIterableIterator<JobSnapshot>;
  publishText(delta: TextDelta): Promise<void>;
  /** Listens from the moment of the call, like subscribe. */
  subscribeText(jobId: string): AsyncIterableIterator<TextDelta>;
  close(): Promise<void>;
}

type LocalPubSub = ReturnType<typeof createJobPubSub>;
const createJobPubSub = () => createLocalPubSub<{ JOB_UPDATED: [jobId: string, job: JobSnapshot]; JOB_TEXT: [jobId: string, delta: TextDelta] }>();

function assertDeltaFits(delta: TextDelta): void {
  if (delta.text.length > MAX_DELTA_TEXT_LENGTH) throw new Error(`A text delta carries at most ${MAX_DELTA_TEXT_LENGTH} characters.`);
}

/** Embedded mode: one process, events stay in memory. */
export function createMemoryJobEvents(): JobEvents {
  const local = createJobPubSub();
  return {
    async publish(job) {
      local.publish('JOB_UPDATED', job.id, job);
    },
    subscribe: (jobId) => listeningNow(local.subscribe('JOB_UPDATED', jobId)),
    async publishText(delta) {
      assertDeltaFits(delta);
      local.publish('JOB_TEXT', delta.jobId, delta);
    },
    subscribeText: (jobId) => listeningNow(local.subscribe('JOB_TEXT', jobId)),
    async close() {},
  };
}

const CHANNEL = 'rankcraft_job_events';
const TEXT_CHANNEL = 'rankcraft_job_text';

/**
 * PostgreSQL mode: events go through NOTIFY, so progress published by a worker process (or another
 * api replica) reaches the subscribers of every api replica, each of which LISTENs once.
 */
export async function createPostgresJobEvents(databaseUrl: string, logger: Logger): Promise<JobEvents> {
  const local: LocalPubSub = createJobPubSub();
  const channels = await openPostgresChannels(
    databaseUrl,
    'job events',
    {
      [CHANNEL]: (payload) => {
        const job = reviveSnapshot(JSON.parse(payload) as Record<string, unknown>);
        local.publish('JOB_UPDATED', job.id, job);
      },
      [TEXT_CHANNEL]: (payload) => {
        const delta = JSON.parse(payload) as TextDelta;
        local.publish('JOB_TEXT', delta.jobId, delta);
      },
    },
    logger,
  );
  return {
    async publish(job) {
      await channels.notify(CHANNEL, [JSON.stringify(job)]);
    },
    subscribe: (jobId) => listeningNow(local.subscribe('JOB_UPDATED', jobId)),
    async publishText(delta) {
      assertDeltaFits(delta);
      await channels.notify(TEXT_CHANNEL, [JSON.stringify(delta)]);
    },
    subscribeText: (jobId) => listeningNow(local.subscribe('JOB_TEXT', jobId)),
    close: () => channels.close(),
  };
}

function reviveSnapshot(raw: Record<string, unknown>): JobSnapshot {
  const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return { ...(raw as unknown as JobSnapshot), createdAt: new Date(raw.createdAt as string), startedAt: date(raw.startedAt), finishedAt: date(raw.finishedAt) };
}
