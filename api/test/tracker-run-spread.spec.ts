import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JobStatus } from '../src/modules/jobs/job.entity';
import { createServices } from '../src/app/services';
import { childEnv, spawnNode, untilLogged } from './support/child-process';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
const WORKER_MAIN = path.resolve(__dirname, '../../api/dist/worker.js');
/** SERP slots of each worker process. */
const SERP_CONCURRENCY = 2;
const WORKERS = 2;
/** Four steps of 64 one-page keywords (REQUESTS_PER_BATCH) and one of 8. */
const KEYWORDS = 200;
jest.setTimeout(240_000);

// Worker processes of their own (each has its own SERP slots), as `npm run worker` runs them.
(TEMPORAL_ADDRESS && process.env.TEST_DATABASE_URL ? describe : describe.skip)('a tracker run spread over Temporal workers', () => {
  let serper: SerperServer;
  let app: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER_MAIN)) throw new Error('The worker is not built: run `npm run build` first (npm test does).');
    serper = await startSerperServer({ latencyMs: 100 });
    const database = await createTestDatabase();
    const env = {
      ...serperEnv(serper),
      SERP_CONCURRENCY: String(SERP_CONCURRENCY),
      TEMPORAL_ADDRESS: TEMPORAL_ADDRESS!,
      TEMPORAL_TASK_QUEUE: `rankcraft-test-${randomUUID()}`,
    };
    app = await startTestApp(env, database);
    for (let i = 0; i < WORKERS; i++) workers.push(spawnNode(WORKER_MAIN, { ...childEnv(database), ...env, LOG_LEVEL: 'info' }));
    await Promise.all(workers.map((worker) => untilLogged(worker, 'Rankcraft worker running')));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      workers
        .filter((worker) => worker.exitCode === null && worker.signalCode === null)
        .map((worker) => {
          const exited = once(worker, 'exit');
          worker.kill('SIGTERM');
          return exited;
        }),
    );
    await app?.close();
    await serper?.close();
  });

  it('checks its steps on every worker at once, each within its own SERP slots, and counts every keyword once', async () => {
    const token = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const keywords = Array.from({ length: KEYWORDS }, (_, i) => `spread ${randomUUID().slice(0, 6)} ${i}`);
    const created = await request(app.url, 'POST', '/api/instances', {
      token,
      body: { name: 'Spread', user_domain: 'filler-2.example.net', user_company_name: 'Us', competitor_domains: ['filler-5.example.net'], competitor_company_names: ['Them'], keywords, result_count: 10 },
    });
    expect(created.status).toBe(201);
    const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
    expect(started.errors).toBeUndefined();
    const jobId = started.data.runTrackingInstance.id as string;
    const progress: number[] = [];
    const events = (async () => {
      for await (const job of app.deps.jobEvents.subscribe(jobId)) {
        if (job.status === JobStatus.running) progress.push(job.progressDone);
        if (job.finishedAt) return;
      }
    })();

    const job = await createServices(app.deps, app.deps.orm.em.fork()).jobs.waitUntilFinished(jobId, app.deps.jobEvents, 120_000);
    await events;

    expect(job).toMatchObject({ status: 'succeeded', progressDone: KEYWORDS, progressTotal: KEYWORDS });
    // One worker's slots are SERP_CONCURRENCY; more in flight means both worked on the run at once.
    expect(serper.maxInFlight).toBeGreaterThan(SERP_CONCURRENCY);
    expect(serper.maxInFlight).toBeLessThanOrEqual(WORKERS * SERP_CONCURRENCY);
    const sent = serper.requests.filter((search) => keywords.includes(search.q));
    expect(new Set(sent.map((search) => search.q)).size).toBe(KEYWORDS);
    const connection = app.deps.orm.em.fork().getConnection();
    const [run] = await connection.execute<{ vendor_calls: number; pages_fetched: number; keywords_checked: number }[]>(
      'select vendor_calls, pages_fetched, keywords_checked from tracking_runs where job_id = ?',
      [jobId],
    );
    expect(run).toEqual({ vendor_calls: sent.length, pages_fetched: sent.length, keywords_checked: KEYWORDS });
    const [{ rows }] = await connection.execute<{ rows: number }[]>('select count(*)::int as rows from tracking_results where instance_id = ?', [created.body.id]);
    expect(rows).toBe(KEYWORDS * 2);
    // Reports from both workers, stored only when they move the count forward.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
