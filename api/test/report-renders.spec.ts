import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { startTestApp, type TestApp } from './support/test-app';

const execute = (app: EngineApp, sql: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(sql, params);

describe.each(ENGINES)('report PDFs as render jobs (%s)', (engine) => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp(engine);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function proReport() {
    const owner = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Render check', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Printed by a job.' }] },
    });
    expect(created.status).toBe(201);
    return { owner, reportId: created.body.id as string };
  }

  async function downloadPdf(token: string, reportId: string) {
    const response = await fetch(`${app.url}/api/reports/${reportId}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  const renderJobsOf = async (reportId: string) => (await execute(app, "select id, status from jobs where kind = 'report-render' and subject_id = ?", [reportId])) as { id: string; status: string }[];
  const rendersOf = async (reportId: string) => (await execute(app, 'select id from report_renders where report_id = ?', [reportId])) as { id: string }[];

  it('renders the PDF in a job with its steps as progress, then serves the stored PDF', async () => {
    const { owner, reportId } = await proReport();
    const started = await graphql(app.url, 'mutation ($id: ID!) { renderReportPdf(id: $id) { ready job { id kind status progress { done total } } } }', { id: reportId }, owner.token);
    expect(started.errors).toBeUndefined();
    const { ready, job } = started.data.renderReportPdf;
    expect(ready).toBe(false);
    expect(job).toMatchObject({ kind: 'report-render', progress: { total: 3 } });
    const finished = await jobFinished(app, job.id, 90_000);
    expect(finished).toMatchObject({ status: 'succeeded', progressDone: 3, progressTotal: 3, progressMessage: 'PDF ready' });
    expect(await rendersOf(reportId)).toHaveLength(1);
    const again = await graphql(app.url, 'mutation ($id: ID!) { renderReportPdf(id: $id) { ready job { id } } }', { id: reportId }, owner.token);
    expect(again.data.renderReportPdf).toEqual({ ready: true, job: null });
    const pdf = await downloadPdf(owner.token, reportId);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await renderJobsOf(reportId)).toHaveLength(1);
  }, 180_000);

  it('a download starts the job and waits for it; a second download reuses the stored render until the report changes', async () => {
    const { owner, reportId } = await proReport();
    const first = await downloadPdf(owner.token, reportId);
    expect(first).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(first.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await renderJobsOf(reportId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    const [stored] = await rendersOf(reportId);

    const second = await downloadPdf(owner.token, reportId);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(await renderJobsOf(reportId)).toHaveLength(1);
    expect(await rendersOf(reportId)).toEqual([stored]);

    // Changed data (a rebuild) is rendered again, and replaces the old PDF.
    const report = await request(app.url, 'GET', `/api/reports/${reportId}`, { token: owner.token });
    await request(app.url, 'PUT', `/api/reports/${reportId}`, { token: owner.token, body: { ...report.body, paperSize: 'letter' } });
    expect((await downloadPdf(owner.token, reportId)).status).toBe(200);
    expect(await renderJobsOf(reportId)).toHaveLength(2);
    const renders = await rendersOf(reportId);
    expect(renders).toHaveLength(1);
    expect(renders[0].id).not.toBe(stored.id);
  }, 180_000);

  it('starts a render over REST, and answers 404 for another user’s report', async () => {
    const { owner, reportId } = await proReport();
    const started = await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: owner.token });
    expect(started).toMatchObject({ status: 202, body: { ready: false, job: { id: expect.any(String), status: expect.any(String) } } });
    await jobFinished(app, started.body.job.id, 90_000);
    expect(await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: owner.token })).toMatchObject({ status: 200, body: { ready: true, job: null } });
    const stranger = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: stranger.token })).toMatchObject({ status: 404 });
    expect((await downloadPdf(stranger.token, reportId)).status).toBe(404);
  }, 180_000);
});

describe('a PDF download that outlasts its wait', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ REPORT_PDF_WAIT_MS: '1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After and a clear message, and the PDF once its job has stored it', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: { name: 'Slow', client: 'Acme', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Waiting.' }] } });
    const waited = await fetch(`${app.url}/api/reports/${created.body.id}/pdf`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('10');
    expect(await waited.json()).toMatchObject({ error: 'The PDF is still being rendered. Try again in a moment.' });
    const [job] = await app.database.orm.em.fork().getConnection().execute<{ id: string }[]>("select id from jobs where kind = 'report-render' and subject_id = ?", [created.body.id]);
    expect(await jobFinished(app, job.id, 90_000)).toMatchObject({ status: 'succeeded' });
    const ready = await fetch(`${app.url}/api/reports/${created.body.id}/pdf`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(ready.status).toBe(200);
    expect(Buffer.from(await ready.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 180_000);
});
