import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InProcessJobRunner } from '../src/modules/jobs/in-process-job-runner';
import { childEnv, freePort, spawnNode, untilHealthy, untilLogged } from './support/child-process';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { ENGINES } from './support/engine-app';
import { jobFinished } from './support/factories';
import { startTestWorker, type TestWorker } from './support/temporal-worker';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
const API_MAIN = path.resolve(__dirname, '../dist/main.js');
const WORKER_MAIN = path.resolve(__dirname, '../../api/dist/worker.js');
/** Every answer takes this long, so a kill lands while requests are in flight and none is between its record and its sending. */
const LATENCY_MS = 1_500;
const CONCURRENCY = 4;
const FAILING = 'always failing';
/** The keyword's own request and RETRIES_PER_KEYWORD retries, in the whole run. */
const CALLS_PER_FAILING_KEYWORD = 4;

// A process that dies mid-step (SIGKILL: no handler runs) leaves the vendor calls it made on the
// run's record, and a keyword's retry budget counts the ones it spent there. The in-process runner
// dies with its api process, which another process resumes; a Temporal worker dies and another
// worker takes its activity over, which needs a database two processes can open (PostgreSQL).
const engines = process.env.TEST_DATABASE_URL ? ENGINES : (['in-process'] as const);
jest.setTimeout(180_000);

describe.each(engines)('a vendor call made by a process that then dies: %s', (engine) => {
  let serper: SerperServer;
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let app: TestApp | undefined;
  let worker: TestWorker | undefined;

  beforeAll(async () => {
    const main = engine === 'temporal' ? WORKER_MAIN : API_MAIN;
    if (!existsSync(main)) throw new Error('The api and the worker are not built: run `npm run build` first (npm test does).');
    serper = await startSerperServer({ latencyMs: LATENCY_MS });
    serper.failKeyword(FAILING, 500);
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await worker?.stop();
    // The app drops the database; without one, it is dropped here.
    if (app) await app.close();
    else await database?.drop();
    await serper?.close();
  });

  it('is on the run’s record, and in the keyword’s budget, once the run has ended elsewhere', async () => {
    database = await createTestDatabase();
    const keywords = [FAILING, ...Array.from({ length: 11 }, (_, i) => `crash ${randomUUID().slice(0, 6)} ${i}`)];
    const serpEnv = { ...serperEnv(serper), SERP_CONCURRENCY: String(CONCURRENCY) };
    const taskQueue = `rankcraft-test-${randomUUID()}`;
    const temporalEnv = { TEMPORAL_ADDRESS: TEMPORAL_ADDRESS ?? '', TEMPORAL_TASK_QUEUE: taskQueue };

    let jobId: string;
    let instanceId: string;
    if (engine === 'in-process') {
      // The run starts on an api process of its own.
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      child = spawnNode(API_MAIN, { ...childEnv(database), ...serpEnv, PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      await untilHealthy(child, url);
      ({ instanceId, jobId } = await startRun(url, await signInUser(url, ADMIN.email, ADMIN.password), keywords));
    } else {
      // The api runs here; the run's activities on a worker process of their own.
      app = await startTestApp({ ...serpEnv, ...temporalEnv }, database);
      child = spawnNode(WORKER_MAIN, { ...childEnv(database), ...serpEnv, ...temporalEnv, LOG_LEVEL: 'info' });
      await untilLogged(child, 'Rankcraft worker running');
      ({ instanceId, jobId } = await startRun(app.url, await signInUser(app.url, ADMIN.email, ADMIN.password), keywords));
    }

    // Two rounds of requests have arrived: the second is in flight, every call of it sent.
    await serper.waitForRequests(2 * CONCURRENCY);
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;

    if (engine === 'in-process') {
      app = await startTestApp(serpEnv, database);
      // The dead process no longer touches the job; once it has been quiet for the abandonment
      // time (backdated here rather than waited for), another process resumes it.
      await app.deps.orm.em.fork().getConnection().execute("update jobs set updated_at = now() - interval '1 hour' where id = ?", [jobId]);
      expect(await (app.deps.jobHandOver.configured as InProcessJobRunner).resumeAbandoned()).toBe(1);
    } else {
      // Temporal gives the dead worker's activity to this one once its heartbeat is overdue.
      worker = await startTestWorker(app!, TEMPORAL_ADDRESS!, taskQueue);
    }
    const api = app!;
    const job = await jobFinished(api, jobId, 120_000);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/Gave up on "always failing": its requests to the search provider are used up/);

    const sent = serper.requests.filter((sentRequest) => keywords.includes(sentRequest.q));
    const connection = api.deps.orm.em.fork().getConnection();
    const [run] = await connection.execute<{ vendor_calls: number }[]>('select vendor_calls from tracking_runs where job_id = ?', [jobId]);
    expect(run.vendor_calls).toBe(sent.length);
    const perKeyword = await connection.execute<{ keyword: string; calls: number }[]>(
      'select c.keyword, c.calls from tracking_run_keyword_calls c join tracking_runs r on r.id = c.run_id where r.job_id = ?',
      [jobId],
    );
    expect(Object.fromEntries(perKeyword.map((row) => [row.keyword, Number(row.calls)]))).toEqual(
      Object.fromEntries(keywords.map((keyword) => [keyword, sent.filter((sentRequest) => sentRequest.q === keyword).length])),
    );
    expect(sent.filter((sentRequest) => sentRequest.q === FAILING)).toHaveLength(CALLS_PER_FAILING_KEYWORD);
    // The keywords that could be checked were, and are shown.
    const latest = await request<{ keyword: string }[]>(api.url, 'GET', `/api/instances/${instanceId}/latest`, { token: await signInUser(api.url, ADMIN.email, ADMIN.password) });
    expect(new Set(latest.body.map((row) => row.keyword))).toEqual(new Set(keywords.filter((keyword) => keyword !== FAILING)));
  });
});

async function startRun(url: string, token: string, keywords: string[]): Promise<{ instanceId: string; jobId: string }> {
  const created = await request(url, 'POST', '/api/instances', { token, body: { name: 'Crash', user_domain: 'filler-3.example.net', user_company_name: 'Us', keywords, result_count: 10 } });
  expect(created.status).toBe(201);
  const started = await graphql(url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
  expect(started.errors).toBeUndefined();
  return { instanceId: created.body.id as string, jobId: started.data.runTrackingInstance.id as string };
}
