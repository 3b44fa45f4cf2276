import { createUser, jobFinished, waitFor } from './support/factories';
import { chromiumRenderers } from './support/chromium-renderers';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { request } from './support/http';
import { keywordTablesDocument, setSnapshot } from './support/large-report';
import { startTestApp, type TestApp } from './support/test-app';

const jobsOf = (app: TestApp, reportId: string) =>
  app.database.orm.em.fork().getConnection().execute<{ id: string; status: string; error: string | null }[]>("select id, status, error from jobs where kind = 'report-render' and subject_id = ? order by created_at", [reportId]);

async function reportOf(app: TestApp, token: string, name: string): Promise<string> {
  const created = await request(app.url, 'POST', '/api/reports', { token, body: { name, client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: `${name}.` }] } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('a render that outlasts its timeout', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ REPORT_RENDER_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is stopped at the timeout: Chromium stops printing, the job fails with a clear message, the download says so', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const reportId = await reportOf(app, owner.token, 'Too slow');
    // 1,000 rows × 21 companies: several seconds of printing, far past the 1 s allowed here.
    await setSnapshot(app, reportId, keywordTablesDocument({ tables: 2, rows: 500 }));
    const message = 'The PDF took longer than 1 s to render and was stopped. Remove sections from the report and try again.';

    const started = await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: owner.token });
    expect(started.status).toBe(202);
    expect(await jobFinished(app, started.body.job.id, 90_000)).toMatchObject({ status: 'failed', error: message });
    // Not retried (the next attempt would time out too), nothing stored, and no page left printing.
    expect(await jobsOf(app, reportId)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await app.database.orm.em.fork().getConnection().execute('select id from report_renders where report_id = ?', [reportId])).toEqual([]);
    await waitFor(async () => (chromiumRenderers().length === 0 ? true : undefined), 10_000);

    const download = await request(app.url, 'GET', `/api/reports/${reportId}/pdf`, { token: owner.token });
    expect(download).toMatchObject({ status: 409, body: { error: message } });
  }, 180_000);
});

// Two users each queue several large reports; a third user's one-section PDF is printed in
// the meantime, on both runners: each user's renders take one print slot at most, in turns.
describe.each(ENGINES)('report renders shared between users (%s)', (engine) => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp(engine);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('prints a third user’s small report while two users’ large ones queue', async () => {
    const heavyJobs: string[] = [];
    for (const user of [await createUser(app, { plan: 'pro' }), await createUser(app, { plan: 'pro' })]) {
      for (let i = 0; i < 3; i++) {
        const reportId = await reportOf(app, user.token, `Large ${i}`);
        // 2,000 rows × 21 companies: seconds of printing each, long enough to hold a slot while the third user asks.
        await setSnapshot(app, reportId, keywordTablesDocument({ tables: 4, rows: 500 }));
        const started = await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: user.token });
        expect(started.status).toBe(202);
        heavyJobs.push(started.body.job.id as string);
      }
    }
    const heavyStates = async () => (await app.database.orm.em.fork().getConnection().execute<{ status: string }[]>('select status from jobs where id in (?)', [heavyJobs])).map((row) => row.status);
    // Both print slots are taken before the third user asks.
    await waitFor(async () => ((await heavyStates()).filter((status) => status === 'running').length === 2 ? true : undefined), 60_000);

    const small = await createUser(app, { plan: 'pro' });
    const smallReport = await reportOf(app, small.token, 'Small');
    const began = Date.now();
    const download = await fetch(`${app.url}/api/reports/${smallReport}/pdf`, { headers: { authorization: `Bearer ${small.token}` } });
    const waitedMs = Date.now() - began;
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // It did not wait for the large queues: between its being queued and its start, no large render of
    // the two users started (one may take a slot freed at the same moment; on Temporal the large
    // renders' slot claims share the activity slots with its own, so one more may). Judged by when the
    // renders started, not by how long each took on a loaded machine; before per-user slots every
    // queued large render started first.
    const rows = await app.database.orm.em.fork().getConnection().execute<{ id: string; created_at: Date; started_at: Date | null }[]>(
      "select id, created_at, started_at from jobs where kind = 'report-render' and (id in (?) or owner_id = ?)",
      [heavyJobs, small.id],
    );
    const smallJob = rows.find((row) => !heavyJobs.includes(row.id));
    expect(smallJob?.started_at).toBeTruthy();
    const [queuedAt, startedAt] = [new Date(smallJob!.created_at), new Date(smallJob!.started_at!)];
    const overtaking = rows.filter((row) => heavyJobs.includes(row.id) && row.started_at !== null && new Date(row.started_at) > queuedAt && new Date(row.started_at) < startedAt);
    expect(overtaking.length).toBeLessThanOrEqual(engine === 'temporal' ? 2 : 1);
    console.log(`${engine}: the third user's one-section PDF answered in ${waitedMs} ms while two users' large renders queued`);
    for (const jobId of heavyJobs) expect(await jobFinished(app, jobId, 300_000)).toMatchObject({ status: 'succeeded' });
  }, 600_000);
});
