import { createUser, jobFinished, waitFor } from './support/factories';
import { chromiumRenderers } from './support/chromium-renderers';
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
