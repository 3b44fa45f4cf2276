import { randomUUID } from 'node:crypto';
import { createServices } from '../src/app/services';
import { createVendorRateLimit } from '../src/modules/seo/serp/vendor-rate-limit';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const RATE_LIMIT = 10;
const KEYWORDS_PER_RUN = 20;
jest.setTimeout(120_000);

/** The most of `times` (ms) within any one second. */
function mostInOneSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last] - sorted[first] >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

// SERP_RATE_LIMIT is one rate for the vendor, whichever process sends: counted in the database on
// PostgreSQL (two api processes here, each running jobs in process), in memory on the embedded
// default, whose single process runs both runs.
describe('the SERP vendor rate limit', () => {
  let serper: SerperServer;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    serper = await startSerperServer({ latencyMs: 20 });
    const database = await createTestDatabase();
    const env = { ...serperEnv(serper), SERP_RATE_LIMIT: String(RATE_LIMIT) };
    apps.push(await startTestApp(env, database));
    // The second process leaves the database to the first, which drops it.
    if (database.url) apps.push(await startTestApp(env, { ...database, drop: async () => {} }));
  }, 120_000);

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await serper?.close();
  });

  it('sends no more than SERP_RATE_LIMIT requests in any second, from every run and process together', async () => {
    // Without the limit, 8 searches at a time at 20 ms each: hundreds a second.
    const runs = apps.length === 1 ? [apps[0], apps[0]] : apps;
    const before = serper.requests.length;
    const jobs = await Promise.all(
      runs.map(async (app) => {
        const token = await signInUser(app.url, ADMIN.email, ADMIN.password);
        const keywords = Array.from({ length: KEYWORDS_PER_RUN }, (_, i) => `rate ${randomUUID().slice(0, 6)} ${i}`);
        const created = await request(app.url, 'POST', '/api/instances', { token, body: { name: 'Rate', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords, result_count: 10 } });
        expect(created.status).toBe(201);
        const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
        expect(started.errors).toBeUndefined();
        return { app, jobId: started.data.runTrackingInstance.id as string };
      }),
    );
    const finished = await Promise.all(jobs.map(({ app, jobId }) => createServices(app.deps, app.deps.orm.em.fork()).jobs.waitUntilFinished(jobId, app.deps.jobEvents, 60_000)));

    expect(finished.map((job) => job.status)).toEqual(runs.map(() => 'succeeded'));
    const sent = serper.requests.slice(before);
    expect(sent).toHaveLength(2 * KEYWORDS_PER_RUN);
    // 1 a tenth of a second: the 40 searches take at least 39 windows, so their arrivals span well over 3 s
    // (without the limit, 8 at a time at 20 ms each, they all arrive within a fraction of a second).
    const arrivals = sent.map((search) => search.receivedAt);
    expect(Math.max(...arrivals) - Math.min(...arrivals)).toBeGreaterThanOrEqual(3_000);
    // A second of wall time spans at most 11 windows. The server sees arrivals, not sends: on a busy machine
    // a few sends late in their windows arrive bunched with later ones, hence the margin. Without the limit it is hundreds.
    expect(mostInOneSecond(arrivals)).toBeLessThanOrEqual(RATE_LIMIT + 5);
  });
});

// What the worker processes do on PostgreSQL: each makes its own limiter over the same database.
describe('two vendor rate limiters over one database', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('share one rate: 30 takes through the two at 10 a second last 3 seconds, not the 1.5 each alone would allow', async () => {
    const vendor = `shared-${randomUUID()}`;
    const [first, second] = [0, 1].map(() => createVendorRateLimit(vendor, RATE_LIMIT, app.deps.orm.em.getKnex()));
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).take().then(() => times.push(Date.now() - started))));
    // 1 a tenth of a second for both together: the last is let through in the 30th window at the
    // earliest. (A slow machine only delays takes, so this bound cannot pass by accident.)
    expect(Math.max(...times)).toBeGreaterThanOrEqual(2_800);
  });
});
