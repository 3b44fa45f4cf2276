import { randomUUID } from 'node:crypto';
import { createServices } from '../src/server/services';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { startTestWorker, type TestWorker } from './support/temporal-worker';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
const engines = TEMPORAL_ADDRESS ? (['in-process', 'temporal'] as const) : (['in-process'] as const);

// What a job's error may say: messages written for users pass, anything else is replaced.
describe.each(engines)('job errors shown to users: %s', (engine) => {
  let serper: SerperServer;
  let app: TestApp;
  let worker: TestWorker | undefined;
  let token: string;

  beforeAll(async () => {
    serper = await startSerperServer();
    const taskQueue = `rankcraft-test-${randomUUID()}`;
    app = await startTestApp({
      SERP_PROVIDER: 'serper',
      SERPER_API_KEY: 'test-key',
      SERP_BASE_URL: serper.url,
      ...(engine === 'temporal' ? { TEMPORAL_ADDRESS: TEMPORAL_ADDRESS!, TEMPORAL_TASK_QUEUE: taskQueue } : {}),
    });
    if (engine === 'temporal') worker = await startTestWorker(app, TEMPORAL_ADDRESS!, taskQueue);
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await serper.close();
  });

  async function runOf(keyword: string): Promise<{ instanceId: string; run: () => Promise<{ status: string; error: string | null }> }> {
    const created = await request(app.url, 'POST', '/api/instances', {
      token,
      body: { name: 'Errors', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: [keyword], result_count: 10 },
    });
    expect(created.status).toBe(201);
    const instanceId: string = created.body.id;
    return {
      instanceId,
      run: async () => {
        const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, token);
        expect(started.errors).toBeUndefined();
        const jobId: string = started.data.runTrackingInstance.id;
        return createServices(app.deps, app.deps.orm.em.fork()).jobs.waitUntilFinished(jobId, app.deps.jobEvents, 60_000);
      },
    };
  }

  it('ends a job that failed on an unexpected error with "Run failed", never the error’s own text', async () => {
    const { instanceId, run } = await runOf('internal failure');
    // A database error whose text is for operators only, raised when the run stores its results.
    const connection = app.deps.orm.em.fork().getConnection();
    await connection.execute(`create or replace function fail_for_instance() returns trigger language plpgsql as $$
      begin raise exception 'internal detail: relation secret_table, host db-7.internal'; end $$`);
    await connection.execute(`create trigger fail_results before insert on tracking_results for each row when (new.instance_id = '${instanceId}') execute function fail_for_instance()`);
    try {
      const job = await run();
      expect(job).toMatchObject({ status: 'failed', error: 'Run failed' });
    } finally {
      await connection.execute('drop trigger fail_results on tracking_results');
    }
  }, 60_000);

  it('keeps a message written for users', async () => {
    const { run } = await runOf('rejected key');
    serper.failNext(1, 401);
    expect(await run()).toMatchObject({ status: 'failed', error: 'Serper rejected the API key. Check SERPER_API_KEY.' });
  });
});
