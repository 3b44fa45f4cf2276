import pino from 'pino';
import { createPostgresJobEvents, MAX_DELTA_TEXT_LENGTH, type JobSnapshot, type TextDelta } from '../src/modules/jobs/job-events';
import { JobStatus } from '../src/modules/jobs/job.entity';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// LISTEN/NOTIFY needs a PostgreSQL server; the embedded database keeps events in memory instead.
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePostgres('job events over PostgreSQL LISTEN/NOTIFY', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('delivers what one process publishes to subscribers in another', async () => {
    const logger = pino({ level: 'silent' });
    const worker = await createPostgresJobEvents(database.url!, logger);
    const apiReplica = await createPostgresJobEvents(database.url!, logger);
    const job: JobSnapshot = {
      id: '3f4b8f5e-6a3e-4a55-9d0c-0a4f0d6d2b11',
      kind: 'tracker-run',
      status: JobStatus.running,
      ownerId: '9b1d0c1e-5f7c-4f0a-8a7e-3f2a1c0b9d8e',
      subjectId: null,
      progressDone: 3,
      progressTotal: 10,
      progressMessage: 'Checked 3 of 10 keywords',
      progressItem: 'running shoes',
      error: null,
      createdAt: new Date('2026-11-22T09:00:00Z'),
      startedAt: new Date('2026-11-22T09:00:01Z'),
      finishedAt: null,
    };
    try {
      // The loop asks for its first event at once, before the publish: nothing to wait for.
      const received = (async () => {
        for await (const event of apiReplica.subscribe(job.id)) return event;
      })();
      await worker.publish(job);
      expect(await received).toEqual(job);
    } finally {
      await worker.close();
      await apiReplica.close();
    }
  });

  it('delivers a worker’s live text to another process, with the largest delta NOTIFY can carry', async () => {
    const logger = pino({ level: 'silent' });
    const worker = await createPostgresJobEvents(database.url!, logger);
    const apiReplica = await createPostgresJobEvents(database.url!, logger);
    // A control character escapes to six bytes in JSON: the worst case for the 8000-byte payload.
    const delta: TextDelta = { jobId: '3f4b8f5e-6a3e-4a55-9d0c-0a4f0d6d2b12', index: 1, keyword: 'coffee', seq: 7, text: '\u0001'.repeat(MAX_DELTA_TEXT_LENGTH), reset: false, section: 'Benefits', articleId: null };
    try {
      const received = (async () => {
        for await (const event of apiReplica.subscribeText(delta.jobId)) return event;
      })();
      await worker.publishText(delta);
      expect(await received).toEqual(delta);
      await expect(worker.publishText({ ...delta, text: 'x'.repeat(MAX_DELTA_TEXT_LENGTH + 1) })).rejects.toThrow(/at most/);
    } finally {
      await worker.close();
      await apiReplica.close();
    }
  });
});
