import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Job } from '../src/modules/jobs/job.entity';
import { InProcessJobRunner } from '../src/modules/jobs/in-process-job-runner';
import { childEnv, freePort, spawnNode, untilHealthy, untilLogged } from './support/child-process';
import { ENGINES } from './support/engine-app';
import { jobFinished, waitFor } from './support/factories';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { startTestWorker, type TestWorker } from './support/temporal-worker';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
const API_MAIN = path.resolve(__dirname, '../dist/main.js');
const WORKER_MAIN = path.resolve(__dirname, '../../api/dist/worker.js');
/** Depth 100 on Serper's 10-result pages: 10 requests a search. */
const DEPTH = 100;
const SERP_CONCURRENCY = 8;
/** Every answer takes this long while the first process runs, so the stop lands while requests are in flight. */
const LATENCY_MS = 200;
/** A failing keyword's own request and its 3 retries, in the whole run, whatever its depth. */
const CALLS_PER_FAILING_KEYWORD = 4;
const FAILING = 'always failing';

// The in-process runner stops with its api process and another process resumes the job; a Temporal
// worker stops and another takes the step over, which needs a database two processes open (PostgreSQL).
const engines = process.env.TEST_DATABASE_URL ? ENGINES : (['in-process'] as const);
jest.setTimeout(180_000);

describe.each(engines)('a tracker run whose process stops mid-run, restarted on the same data: %s', (engine) => {
  let serper: SerperServer;
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let app: TestApp | undefined;
  let worker: TestWorker | undefined;
  const serpEnv = () => ({ ...serperEnv(serper), SERP_CONCURRENCY: String(SERP_CONCURRENCY) });
  const taskQueue = `rankcraft-test-${randomUUID()}`;
  const temporalEnv = { TEMPORAL_ADDRESS: TEMPORAL_ADDRESS ?? '', TEMPORAL_TASK_QUEUE: taskQueue };

  beforeAll(() => {
    if (!existsSync(engine === 'temporal' ? WORKER_MAIN : API_MAIN)) throw new Error('The api and the worker are not built: run `npm run build` first (npm test does).');
  });

  beforeEach(async () => {
    serper = await startSerperServer({ latencyMs: LATENCY_MS });
    database = await createTestDatabase();
  });

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await worker?.stop();
    // The app drops the database; without one, it is dropped here.
    if (app) await app.close();
    else await database?.drop();
    await serper?.close();
    [child, app, worker] = [undefined, undefined, undefined];
  });

  /**
   * Starts a run of `keywords` in a process of its own (the api, or a Temporal worker for the api
   * here). Each has DEPTH results, none of them ours: the run reads all 10 pages of each.
   */
  async function startRunInChild(keywords: string[]): Promise<{ jobId: string; instanceId: string }> {
    serper.setRankings(Object.fromEntries(keywords.map((keyword) => [keyword, Array.from({ length: DEPTH }, (_, i) => `result-${i + 1}.example.net`)])));
    if (engine === 'in-process') {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      child = spawnNode(API_MAIN, { ...childEnv(database), ...serpEnv(), PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      await untilHealthy(child, url);
      return startRun(url, keywords);
    }
    app = await startTestApp({ ...serpEnv(), ...temporalEnv }, database);
    child = spawnNode(WORKER_MAIN, { ...childEnv(database), ...serpEnv(), ...temporalEnv, LOG_LEVEL: 'info' });
    await untilLogged(child, 'Rankcraft worker running');
    return startRun(app.url, keywords);
  }

  async function stopChild(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const exited = once(child!, 'exit');
    child!.kill(signal);
    await exited;
    serper.setLatency(0);
  }

  /** Another process takes the run over: the api here resumes the abandoned job, or a worker here takes the step. */
  async function restartAndFinish(jobId: string): Promise<{ api: TestApp; job: Job }> {
    if (engine === 'in-process') {
      app = await startTestApp(serpEnv(), database);
      const connection = app.deps.orm.em.fork().getConnection();
      // A SIGKILLed process did not hand its job back: once it has been quiet for the abandonment time
      // (backdated here rather than waited for), another process resumes it. A SIGTERMed one did.
      await connection.execute("update jobs set updated_at = now() - interval '1 hour' where id = ? and status = 'running'", [jobId]);
      await (app.deps.jobHandOver.configured as InProcessJobRunner).resumeAbandoned();
    } else {
      worker = await startTestWorker(app!, TEMPORAL_ADDRESS!, taskQueue);
    }
    return { api: app!, job: await jobFinished(app!, jobId, 90_000) };
  }

  async function startRun(url: string, keywords: string[]): Promise<{ instanceId: string; jobId: string }> {
    const token = await signInUser(url, ADMIN.email, ADMIN.password);
    const created = await request(url, 'POST', '/api/instances', {
      token,
      body: { name: 'Restart', user_domain: 'acme.com', user_company_name: 'Us', keywords, result_count: DEPTH },
    });
    expect(created.status).toBe(201);
    const started = await graphql(url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
    expect(started.errors).toBeUndefined();
    return { instanceId: created.body.id as string, jobId: started.data.runTrackingInstance.id as string };
  }

  async function runUsage(api: TestApp, jobId: string) {
    const connection = api.deps.orm.em.fork().getConnection();
    const [run] = await connection.execute<{ id: string; vendor_calls: number }[]>('select id, vendor_calls from tracking_runs where job_id = ?', [jobId]);
    const searched = await connection.execute<{ keyword: string; device: string }[]>('select distinct keyword, device from tracking_results where run_id = ?', [run.id]);
    const calls = await connection.execute<{ keyword: string; device: string; calls: number }[]>('select keyword, device, calls from tracking_run_keyword_calls where run_id = ?', [run.id]);
    return {
      vendorCalls: run.vendor_calls,
      searched: searched.map((row) => `${row.keyword} ${row.device}`).sort(),
      callsOf: (keyword: string) => calls.filter((row) => row.keyword === keyword).reduce((sum, row) => sum + Number(row.calls), 0),
    };
  }

  // Serper, the vendor with 10-result pages, searches desktop only: each keyword is one search.
  it('checks every keyword after a graceful stop: none is given up for the pages it had read', async () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `restart ${randomUUID().slice(0, 6)} ${i}`);
    const { jobId } = await startRunInChild(keywords);
    // 24 rounds: the keywords in flight have read about 6 of their 10 pages, none has ended.
    await waitFor(async () => (serper.requests.length >= 24 * SERP_CONCURRENCY ? true : undefined), 60_000, 10);
    expect(new Set(serper.requests.filter((sent) => sent.page >= 6).map((sent) => sent.q)).size).toBeGreaterThan(0);
    await stopChild('SIGTERM');

    const { api, job } = await restartAndFinish(jobId);
    expect(job.error).toBeNull();
    expect(job.status).toBe('succeeded');
    const usage = await runUsage(api, jobId);
    expect(usage.searched).toEqual(keywords.map((keyword) => `${keyword} desktop`).sort());
    // Every request the vendor received, from either process, is on the run's record; the stop may
    // also have aborted a request it had recorded but not yet sent (each slot holds at most one).
    const sent = serper.requests.filter((sentRequest) => keywords.includes(sentRequest.q)).length;
    expect(usage.vendorCalls).toBeGreaterThanOrEqual(sent);
    expect(usage.vendorCalls).toBeLessThanOrEqual(sent + SERP_CONCURRENCY);
  });

  it('still stops a keyword whose requests keep failing at its budget, counting those sent before a SIGKILL', async () => {
    serper.failKeyword(FAILING, 500);
    const keywords = [FAILING, ...Array.from({ length: 5 }, (_, i) => `killed ${randomUUID().slice(0, 6)} ${i}`)];
    const { instanceId, jobId } = await startRunInChild(keywords);
    // Two of the failing keyword's tries were sent, the second is in flight.
    await waitFor(async () => (serper.requests.filter((sent) => sent.q === FAILING).length >= 2 ? true : undefined), 60_000, 10);
    await stopChild('SIGKILL');

    const { api, job } = await restartAndFinish(jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/Gave up on "always failing": its requests to the search provider are used up/);
    const sent = serper.requests.filter((sentRequest) => keywords.includes(sentRequest.q));
    const usage = await runUsage(api, jobId);
    // Every request the vendor received is on the record; a killed process may also have recorded one
    // it had not finished sending (each slot holds at most one).
    expect(usage.vendorCalls).toBeGreaterThanOrEqual(sent.length);
    expect(usage.vendorCalls).toBeLessThanOrEqual(sent.length + SERP_CONCURRENCY);
    expect(sent.filter((sentRequest) => sentRequest.q === FAILING)).toHaveLength(CALLS_PER_FAILING_KEYWORD);
    expect(usage.callsOf(FAILING)).toBe(CALLS_PER_FAILING_KEYWORD);
    const healthy = keywords.filter((keyword) => keyword !== FAILING);
    expect(usage.searched).toEqual(healthy.map((keyword) => `${keyword} desktop`).sort());
    const latest = await request<{ keyword: string }[]>(api.url, 'GET', `/api/instances/${instanceId}/latest`, { token: await signInUser(api.url, ADMIN.email, ADMIN.password) });
    expect(new Set(latest.body.map((row) => row.keyword))).toEqual(new Set(healthy));
  });
});
