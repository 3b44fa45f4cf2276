import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { User } from '../src/modules/auth/user.entity';
import { createServices } from '../src/app/services';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signInUser, signUpUser } from './support/http';

const MAINTENANCE = "We're currently performing maintenance to improve your experience. Please check back soon.";

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await setMaintenance(false);
  await app.close();
});

async function setMaintenance(on: boolean) {
  expect(await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: on } })).toMatchObject({ status: 200, body: { maintenance: on } });
}

/** A queued job of the user's, made directly: the jobs API is what is under test. */
async function jobOf(userId: string): Promise<string> {
  const em = app.deps.orm.em.fork();
  const owner = await em.findOneOrFail(User, { id: userId });
  const job = await createServices(app.deps, em).jobs.create(owner, owner.personalWorkspaceId, 'tracker-run', null, 1);
  return job.id;
}

function firstSubscriptionResult(token: string, jobId: string): Promise<{ data?: unknown; errors?: { message: string }[] }> {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  return new Promise<{ data?: unknown; errors?: { message: string }[] }>((resolve) => {
    client.subscribe(
      { query: 'subscription($id: ID!) { jobUpdated(jobId: $id) { id status } }', variables: { id: jobId } },
      {
        next: (value) => resolve(value as { data?: unknown; errors?: { message: string }[] }),
        error: (errors) => resolve({ errors: errors as { message: string }[] }),
        complete: () => resolve({}),
      },
    );
  }).finally(() => client.dispose());
}

describe('jobs during maintenance', () => {
  it('refuses a non-admin’s job, myJobs, cancelJob and jobUpdated with the maintenance message, and serves them again afterwards', async () => {
    const user = await signUpUser(app.url);
    const jobId = await jobOf(user.id);
    await setMaintenance(true);
    try {
      const job = await graphql(app.url, 'query($id: ID!) { job(id: $id) { id } }', { id: jobId }, user.token);
      expect(job.errors?.[0]).toMatchObject({ message: MAINTENANCE, extensions: { code: 'MAINTENANCE' } });
      const mine = await graphql(app.url, '{ myJobs { id } }', undefined, user.token);
      expect(mine.errors?.[0]).toMatchObject({ message: MAINTENANCE });
      const cancel = await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id status } }', { id: jobId }, user.token);
      expect(cancel.errors?.[0]).toMatchObject({ message: MAINTENANCE });
      const updates = await firstSubscriptionResult(user.token, jobId);
      expect(updates.errors?.[0]).toMatchObject({ message: MAINTENANCE });

      // Admins keep working.
      const adminJobs = await graphql(app.url, '{ myJobs { id } }', undefined, adminToken);
      expect(adminJobs.errors).toBeUndefined();
    } finally {
      await setMaintenance(false);
    }
    const job = await graphql(app.url, 'query($id: ID!) { job(id: $id) { id status } }', { id: jobId }, user.token);
    expect(job.data).toEqual({ job: { id: jobId, status: 'queued' } });
  });
});

describe('PUT /api/maintenance', () => {
  it.each([['"true"', 'true'], ['1', 1], ['null', null], ['missing', undefined]])('refuses a non-boolean value (%s) with a 400 and leaves the flag as it was', async (_label, value) => {
    await setMaintenance(true);
    try {
      const response = await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: value === undefined ? {} : { maintenance: value } });
      expect(response).toMatchObject({ status: 400, body: { error: 'maintenance must be true or false.' } });
      expect((await request(app.url, 'GET', '/api/maintenance')).body).toEqual({ maintenance: true });
    } finally {
      await setMaintenance(false);
    }
  });
});
