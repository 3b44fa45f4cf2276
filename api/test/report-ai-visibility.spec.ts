import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { createUser, jobFinished } from './support/factories';
import { request, signUpUser, uniqueEmail } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const PROJECTS = '/api/ai-visibility/projects';
const PROJECT = {
  name: 'Moz in AI answers',
  brand: { name: 'Moz', domains: ['moz.com'] },
  competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }, { name: 'Semrush', domains: ['semrush.com'] }],
  prompts: ['best seo tools', 'rank tracking software'],
  surfaces: ['chatgpt'],
  samples: 3,
};
const WORKSPACE = 'Rankcraft-Workspace';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function fetchBytes(path: string, token: string, headers: Record<string, string> = {}): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function runProject(token: string, projectId: string, headers: Record<string, string> = {}): Promise<string> {
  const started = await request(app.url, 'POST', `${PROJECTS}/${projectId}/runs`, { token, headers });
  expect(started.status).toBe(202);
  expect(await jobFinished(app, started.body.jobId as string, 60_000)).toMatchObject({ status: 'succeeded' });
  return started.body.runId as string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

describe('AI visibility report sections', () => {
  it('shows the newest run’s figures with intervals, the run before and the cited sources, in HTML, PDF and CSV', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const projectId = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: PROJECT })).body.id as string;
    await runProject(owner.token, projectId);
    const newest = await runProject(owner.token, projectId);
    const summary = (await request(app.url, 'GET', `${PROJECTS}/${projectId}/summary?run=${newest}`, { token: owner.token })).body as {
      brands: { name: string; mentionRate: { value: number; low: number; high: number; n: number }; mentionChange: { previousValue: number } }[];
      topDomains: { key: string; answers: number }[];
    };

    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'AI report', client: 'Moz', range: { preset: 'last-7-days' }, sections: [{ kind: 'ai-visibility-summary', projectId }, { kind: 'ai-cited-sources', projectId }] },
    });
    expect(created.status).toBe(201);
    const reportId = created.body.id as string;
    expect(created.body.sections).toEqual([expect.objectContaining({ kind: 'ai-visibility-summary', projectId }), expect.objectContaining({ kind: 'ai-cited-sources', projectId })]);

    const html = (await request(app.url, 'GET', `/api/reports/${reportId}/html`, { token: owner.token })).body as string;
    expect(html).toContain('<h2>AI visibility summary</h2>');
    expect(html).toContain('SANDBOX');
    const moz = summary.brands[0];
    expect(html).toContain(`<td>Moz (you)</td><td>${percent(moz.mentionRate.value)} (${percent(moz.mentionRate.low)}–${percent(moz.mentionRate.high)})</td><td class="number">${moz.mentionRate.n}</td><td>${percent(moz.mentionChange.previousValue)}</td>`);
    expect(html).toContain('<polygon class="band"');
    expect(html).toContain('<h2>Sources cited in AI answers</h2>');
    expect(html).toContain(`<td>${summary.topDomains[0].key}</td><td class="number">${summary.topDomains[0].answers}</td>`);

    const zip = await fetchBytes(`/api/reports/${reportId}/csv`, owner.token);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const [header, firstRow] = strFromU8(files['01-ai-visibility-summary.csv']).split('\n');
    expect(header).toBe('brand,own,mention_rate,mention_rate_low,mention_rate_high,n,mention_rate_before,changed,p_value,citation_rate,citation_rate_low,citation_rate_high,share_of_voice');
    expect(firstRow.split(',').slice(0, 6)).toEqual(['Moz', 'yes', String(moz.mentionRate.value), String(moz.mentionRate.low), String(moz.mentionRate.high), String(moz.mentionRate.n)]);
    expect(strFromU8(files['02-ai-cited-sources.csv'])).toContain(`domain,${summary.topDomains[0].key},${summary.topDomains[0].answers},`);

    const pdf = await fetchBytes(`/api/reports/${reportId}/pdf`, owner.token);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
    expect(text).toContain('AI visibility summary');
    expect(text).toContain('Top cited domains');
  });

  it('says so when no run of the project finished in the period', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const projectId = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: PROJECT })).body.id as string;
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'AI report', client: 'Moz', range: { preset: 'last-30-days' }, sections: [{ kind: 'ai-visibility-summary', projectId }, { kind: 'ai-cited-sources', projectId }] },
    });
    expect(created.status).toBe(201);
    const html = (await request(app.url, 'GET', `/api/reports/${created.body.id}/html`, { token: owner.token })).body as string;
    expect(html.match(/No AI visibility run in this period\./g)).toHaveLength(2);
  });

  it('refuses a project of another workspace, a section without a project, and another client’s project in a client’s report', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const stranger = await createUser(app, { plan: 'agency' });
    const projectId = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: PROJECT })).body.id as string;
    const report = (token: string, sections: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      request(app.url, 'POST', '/api/reports', { token, headers, body: { name: 'AI report', client: 'Moz', range: { preset: 'last-7-days' }, sections, ...extra } });
    expect(await report(stranger.token, [{ kind: 'ai-visibility-summary', projectId }])).toMatchObject({ status: 404, body: { error: 'AI visibility project not found.' } });
    expect(await report(owner.token, [{ kind: 'ai-cited-sources' }])).toMatchObject({ status: 400, body: { error: 'Choose an AI visibility project for the Sources cited in AI answers section.' } });

    // An agency workspace with clients Acme and Beta, a project of each, and a client viewer of Acme.
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const asOwner = { [WORKSPACE]: workspaceId };
    const client = async (name: string) => (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name } })).body.id as string;
    const [acme, beta] = [await client('Acme'), await client('Beta')];
    const project = async (clientId: string, name: string) => (await request(app.url, 'POST', PROJECTS, { token: owner.token, headers: asOwner, body: { ...PROJECT, name, clientId } })).body.id as string;
    const acmeProject = await project(acme, 'Acme project');
    const betaProject = await project(beta, 'Beta project');
    await runProject(owner.token, acmeProject, asOwner);

    expect(await report(owner.token, [{ kind: 'ai-visibility-summary', projectId: betaProject }], { clientId: acme }, asOwner)).toMatchObject({
      status: 400,
      body: { error: 'This AI visibility project is not grouped under the report’s client: a client’s report shows only its own projects.' },
    });
    const acmeReport = await report(owner.token, [{ kind: 'ai-visibility-summary', projectId: acmeProject }], { clientId: acme }, asOwner);
    expect(acmeReport.status).toBe(201);

    const email = uniqueEmail('client');
    const invited = await request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email, role: 'client', clientId: acme } });
    const viewer = await signUpUser(app.url, { email });
    expect((await request(app.url, 'POST', `/api/invitations/${invited.body.url.split('/').pop()}/accept`, { token: viewer.token })).status).toBe(200);
    const seen = await request(app.url, 'GET', `/api/reports/${acmeReport.body.id}/html`, { token: viewer.token, headers: asOwner });
    expect(seen.status).toBe(200);
    expect(seen.body).toContain('Acme project');
    expect(seen.body).toContain('<td>Moz (you)</td>');
  });
});
