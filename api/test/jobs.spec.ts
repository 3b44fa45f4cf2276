import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createUser, waitFor } from './support/factories';
import { graphql, request, signUpUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

let serper: SerperServer;
let app: SerperApp;
beforeAll(async () => {
  app = await startSerperApp({ serper: { latencyMs: 50 }, env: { SERP_CONCURRENCY: '2' } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

async function proUserWithInstance(keywords: number) {
  const user = await createUser(app, { plan: 'pro' });
  const instance = await request(app.url, 'POST', '/api/instances', {
    token: user.token,
    body: { name: 'Live', user_domain: 'filler-1.example.net', user_company_name: 'Us', keywords: Array.from({ length: keywords }, (_, i) => `live ${i}`), result_count: 10 },
  });
  return { user, instanceId: instance.body.id as string };
}

const JOB_UPDATED = 'subscription($id: ID!) { jobUpdated(jobId: $id) { id status progress { done total message } } }';

function subscribe(token: string, jobId: string) {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const events: any[] = [];
  let firstEvent!: () => void;
  const first = new Promise<void>((resolve) => (firstEvent = resolve));
  const done = new Promise<{ errors?: any[] }>((resolve) => {
    client.subscribe(
      { query: JOB_UPDATED, variables: { id: jobId } },
      {
        next: (value) => {
          if (value.errors) return resolve({ errors: value.errors as any[] });
          events.push(value.data!.jobUpdated);
          firstEvent();
          if (['succeeded', 'failed', 'cancelled'].includes((value.data!.jobUpdated as { status: string }).status)) resolve({});
        },
        error: (errors) => resolve({ errors: errors as any[] }),
        complete: () => resolve({}),
      },
    );
  });
  return { events, first, done, dispose: () => client.dispose() };
}

it('streams a job’s progress to its owner over graphql-ws until it ends', async () => {
  const { user, instanceId } = await proUserWithInstance(8);
  // The SERP answers wait until the subscription has its first event, so the run cannot end before the client listens.
  const release = serper.hold();
  const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id status } }', { id: instanceId }, user.token);
  const live = subscribe(user.token, started.data.runTrackingInstance.id);
  await live.first;
  expect(['queued', 'running']).toContain(live.events[0].status);
  release();

  expect(await live.done).toEqual({});
  await live.dispose();
  expect(live.events.at(-1)).toMatchObject({ status: 'succeeded', progress: { done: 8, total: 8, message: 'Checked 8 of 8 keywords' } });
  expect(live.events.length).toBeGreaterThan(1);
});

it('starts with the job’s current state, so a client that subscribes late still sees how it ended', async () => {
  const { user, instanceId } = await proUserWithInstance(1);
  const ran = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: user.token });
  const live = subscribe(user.token, ran.body.job_id);
  expect(await live.done).toEqual({});
  await live.dispose();
  expect(live.events).toEqual([{ id: ran.body.job_id, status: 'succeeded', progress: { done: 1, total: 1, message: 'Checked 1 of 1 keywords' } }]);
});

it('refuses another user’s job everywhere as not found', async () => {
  const { user, instanceId } = await proUserWithInstance(1);
  const stranger = await signUpUser(app.url);
  const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, user.token);
  const jobId = started.data.runTrackingInstance.id;

  const live = subscribe(stranger.token, jobId);
  expect((await live.done).errors?.[0]).toMatchObject({ message: 'Job not found.', extensions: { code: 'NOT_FOUND' } });
  await live.dispose();
  expect((await graphql(app.url, 'query($id: ID!) { job(id: $id) { id } }', { id: jobId }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: jobId }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect((await graphql(app.url, '{ myJobs { id } }', {}, stranger.token)).data.myJobs).toEqual([]);
});

it('lists the user’s own jobs newest first, with the instance they ran', async () => {
  const { user, instanceId } = await proUserWithInstance(1);
  await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: user.token });
  await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: user.token });
  const result = await graphql(app.url, '{ myJobs(limit: 5) { kind status subjectId createdAt startedAt finishedAt } }', {}, user.token);
  expect(result.data.myJobs).toHaveLength(2);
  expect(result.data.myJobs[0]).toMatchObject({ kind: 'tracker-run', status: 'succeeded', subjectId: instanceId });
  expect(Date.parse(result.data.myJobs[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(result.data.myJobs[1].createdAt));
  expect((await graphql(app.url, '{ myJobs { id } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('refuses tracker work while maintenance is on, except for admins', async () => {
  const { user } = await proUserWithInstance(1);
  await app.deps.orm.em.fork().getConnection().execute("insert into app_settings (key, value) values ('maintenance', 'true') on conflict (key) do update set value = 'true'");
  try {
    // Switched by another connection: on PostgreSQL the session cache learns it from the trigger's notification, a moment later.
    const refused = await waitFor(async () => {
      const answer = await request(app.url, 'GET', '/api/instances', { token: user.token });
      return answer.status === 200 ? undefined : answer;
    }, 5_000, 20);
    expect(refused).toMatchObject({
      status: 503,
      body: { error: "We're currently performing maintenance to improve your experience. Please check back soon." },
    });
  } finally {
    await app.deps.orm.em.fork().getConnection().execute("update app_settings set value = 'false' where key = 'maintenance'");
  }
});
