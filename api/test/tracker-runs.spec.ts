import { ENGINES, type Engine } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

// The rules about starting runs hold on both runners; fairness between users is the in-process runner's.
let serper: SerperServer;
let app: SerperApp;

async function startEngine(engine: Engine) {
  app = await startSerperApp({ engine, serper: { latencyMs: 20 } });
  serper = app.serper;
}

async function stopEngine() {
  await app.close();
}

const proUser = () => createUser(app, { plan: 'pro' });
const instanceOf = (token: string, keywords: string[]) =>
  createInstance(app, token, { name: 'Runs', user_domain: 'filler-1.example.net', user_company_name: 'Us', keywords, result_count: 10 });

async function startRun(token: string, instanceId: string) {
  return graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id status } }', { id: instanceId }, token);
}

const sql = async <T>(query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;

async function jobsOf(userId: string) {
  return sql<{ id: string; subject_id: string; status: string; started_at: Date | null; finished_at: Date | null }[]>(
    'select id, subject_id, status, started_at, finished_at from jobs where owner_id = ? order by created_at',
    [userId],
  );
}

/** Waits for each of the user's jobs to end, from the job events. */
async function allFinished(userId: string) {
  for (const job of await jobsOf(userId)) await jobFinished(app, job.id, 25_000);
}

describe.each(ENGINES)('starting runs: %s', (engine) => {
  beforeAll(() => startEngine(engine), 120_000);
  afterAll(stopEngine);
  afterEach(() => serper.setLatency(20));

  it('runs an instance once for 20 parallel POST /run, answers every request with that run, and spends credits once', async () => {
    const user = await proUser();
    const keywords = ['burst one', 'burst two', 'burst three'];
    const instanceId = await instanceOf(user.token, keywords);
    const before = serper.requests.length;

    const responses = await Promise.all(Array.from({ length: 20 }, () => request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: user.token })));

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body.job_id)).size).toBe(1);
    expect(await jobsOf(user.id)).toHaveLength(1);
    expect(serper.requests.length - before).toBe(keywords.length);
    const [{ used: tracking_credits_used }] = await sql<{ used: number }[]>("select sum(used)::int as used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'tracking'", [user.id]);
    expect(tracking_credits_used).toBe(keywords.length);
  });

  it('answers a second GraphQL run of a running instance with the running job, and starts a new run once it has ended', async () => {
    serper.setLatency(300);
    const user = await proUser();
    const instanceId = await instanceOf(user.token, ['slow keyword']);
    const first = await startRun(user.token, instanceId);
    const second = await startRun(user.token, instanceId);
    expect(second.errors).toBeUndefined();
    expect(second.data.runTrackingInstance.id).toBe(first.data.runTrackingInstance.id);

    expect(await jobFinished(app, first.data.runTrackingInstance.id as string, 25_000)).toMatchObject({ status: 'succeeded' });
    const third = await startRun(user.token, instanceId);
    expect(third.data.runTrackingInstance.id).not.toBe(first.data.runTrackingInstance.id);
  });

  it('refuses a user’s run beyond the limit of active runs with a 429', async () => {
    // Long enough that no run ends before the 11th start, however slow the machine; the runs are cancelled below.
    serper.setLatency(30_000);
    const user = await proUser();
    const instances = await Promise.all(Array.from({ length: 11 }, (_, i) => instanceOf(user.token, [`limit ${i}`])));
    for (const instanceId of instances.slice(0, 10)) expect((await startRun(user.token, instanceId)).errors).toBeUndefined();

    const refused = await request(app.url, 'POST', `/api/instances/${instances[10]}/run`, { token: user.token });
    expect(refused).toMatchObject({ status: 429, body: { error: 'You already have 10 runs in progress. Please wait for one to finish.' } });
    const [{ used: tracking_credits_used }] = await sql<{ used: number }[]>("select sum(used)::int as used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'tracking'", [user.id]);
    expect(tracking_credits_used).toBe(10);

    for (const job of await jobsOf(user.id)) await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: job.id }, user.token);
    await allFinished(user.id);
  });
});

describe('fairness between users (in-process runner)', () => {
  beforeAll(() => startEngine('in-process'));
  afterAll(stopEngine);

  it('starts another user’s run while one user’s queue is still long', async () => {
    // The busy user's queue (their 10 runs, the most one user may have) lasts several seconds with 1.5 s searches, so
    // the other user's run ends before it even on a loaded machine: with 300 ms searches, all had ended by then under load.
    serper.setLatency(1500);
    const busy = await proUser();
    const instances = await Promise.all(Array.from({ length: 10 }, (_, i) => instanceOf(busy.token, [`busy ${i}`])));
    for (const instanceId of instances) expect((await startRun(busy.token, instanceId)).errors).toBeUndefined();

    const other = await proUser();
    const otherInstance = await instanceOf(other.token, ['other keyword']);
    const started = await startRun(other.token, otherInstance);
    expect(started.errors).toBeUndefined();
    expect(await jobFinished(app, started.data.runTrackingInstance.id as string, 25_000)).toMatchObject({ status: 'succeeded' });

    const busyJobs = await jobsOf(busy.id);
    expect(busyJobs.filter((job) => job.status === 'queued').length).toBeGreaterThan(0);
    await allFinished(busy.id);
  });
});
