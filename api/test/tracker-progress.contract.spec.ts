import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Engine } from './support/engine-app';
import { ADMIN } from './support/test-app';
import { graphql, request, signInUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
jest.setTimeout(120_000);

// Both JobRunner adapters, like job-runner.contract.spec.ts; Temporal's is skipped unless a server is configured.
describe.each(['in-process' as const])('Tracker progress per keyword: %s', contract);
(TEMPORAL_ADDRESS ? describe : describe.skip).each(['temporal' as const])('Tracker progress per keyword: %s', contract);

interface ProgressEvent {
  status: string;
  progress: { done: number; total: number; message: string | null; item: string | null };
  receivedAt: number;
}

const JOB_UPDATED = 'subscription($id: ID!) { jobUpdated(jobId: $id) { status progress { done total message item } } }';

/** The most events received within any one second. */
function mostInOneSecond(events: ProgressEvent[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < events.length; last++) {
    while (events[last].receivedAt - events[first].receivedAt >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

function contract(engine: Engine): void {
  let serper: SerperServer;
  let app: SerperApp;
  let token: string;

  beforeAll(async () => {
    // 4 searches at a time, 40 ms each: about 100 keywords a second, ten times what may be published.
    app = await startSerperApp({ engine, serper: { latencyMs: 40 }, env: { SERP_CONCURRENCY: '4' } });
    serper = app.serper;
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  function follow(jobId: string) {
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const events: ProgressEvent[] = [];
    let firstEvent!: () => void;
    const first = new Promise<void>((resolve) => (firstEvent = resolve));
    const ended = new Promise<void>((resolve, reject) => {
      client.subscribe<{ jobUpdated: Omit<ProgressEvent, 'receivedAt'> }>(
        { query: JOB_UPDATED, variables: { id: jobId } },
        {
          next: (value) => {
            if (value.errors || !value.data) return reject(new Error(JSON.stringify(value.errors)));
            events.push({ ...value.data.jobUpdated, receivedAt: Date.now() });
            firstEvent();
            if (['succeeded', 'failed', 'cancelled'].includes(value.data.jobUpdated.status)) resolve();
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => resolve(),
        },
      );
    });
    return { events, first, ended, dispose: () => client.dispose() };
  }

  it('publishes a progress event per keyword stored, naming the keyword, at most ~10 a second, ending at the exact count', async () => {
    const keywords = Array.from({ length: 120 }, (_, i) => `progress ${randomUUID().slice(0, 6)} ${i}`);
    const created = await request(app.url, 'POST', '/api/instances', {
      token,
      body: { name: 'Progress', user_domain: 'filler-2.example.net', user_company_name: 'Us', competitor_domains: ['filler-5.example.net'], competitor_company_names: ['Them'], keywords, result_count: 10 },
    });
    expect(created.status).toBe(201);
    // Answers wait until the subscriber has the job's first state, so it sees the whole run.
    const release = serper.hold();
    const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
    expect(started.errors).toBeUndefined();
    const live = follow(started.data.runTrackingInstance.id as string);
    await live.first;
    release();
    await live.ended;
    await live.dispose();

    expect(live.events.at(-1)).toMatchObject({ status: 'succeeded', progress: { done: 120, total: 120, message: 'Checked 120 of 120 keywords' } });
    const ticks = live.events.filter((event) => event.status === 'running' && event.progress.done > 0);
    const counts = ticks.map((event) => event.progress.done);
    // Keyword by keyword, not 32 at a time (one batch of keywords per step), and only ever up.
    expect(counts.some((done) => done % 32 !== 0)).toBe(true);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(5);
    expect(counts).toEqual([...new Set(counts)].sort((a, b) => a - b));
    for (const tick of ticks) {
      expect(keywords).toContain(tick.progress.item);
      expect(tick.progress).toMatchObject({ total: 120, message: `Checked ${tick.progress.done} of 120 keywords` });
    }
    // Coalesced: ~10 a second at most, in any one second (one interval of delivery jitter allowed) and overall.
    expect(mostInOneSecond(ticks)).toBeLessThanOrEqual(12);
    const seconds = (ticks.at(-1)!.receivedAt - ticks[0].receivedAt) / 1000;
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 2);
  });
}
