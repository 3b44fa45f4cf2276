import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createServices } from '../src/app/services';
import { User } from '../src/modules/auth/user.entity';
import { createInstance, createUser } from './support/factories';
import { request } from './support/http';
import { callTool, connectMcp, createApiToken, creditsSpent } from './support/mcp-client';
import { setPlan, startTestApp, type TestApp } from './support/test-app';
import { inPersonalWorkspace } from './support/viewer';

const READ_ONLY = 'This API token is read-only: it reads what the workspace holds, but changes nothing and spends no credits. Create a write token for that.';
const NOT_VALID = /^This confirmation is not valid/;

describe('MCP server', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let instanceId: string;
  let client: Client;
  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const jobsOf = async (subjectId: string) => (await sql('select id from jobs where subject_id = ?', [subjectId])).length;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createUser(app, { plan: 'agency' });
    instanceId = await createInstance(app, owner.token, { keywords: ['seo tools', 'rank tracker'], competitor_domains: ['rival.io'], competitor_company_names: ['Rival'] });
    client = await connectMcp(app, (await createApiToken(app, owner.token, { name: 'Claude' })).secret);
  });
  afterAll(async () => {
    await client?.close();
    await app.close();
  });

  it('lists its tools with input and output schemas, its resources and prompts', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    for (const name of ['keyword_stats', 'keyword_suggestions', 'serp_analysis', 'url_analysis', 'domain_analysis', 'tracker_instances', 'tracker_summary', 'keyword_table', 'keyword_history', 'serp_snapshot', 'alert_rules', 'alerts', 'content_briefs', 'content_brief', 'reports', 'report', 'run_tracker', 'create_tracker', 'add_keywords', 'start_content_brief', 'score_text', 'generate_article', 'create_report', 'create_share_link', 'ai_visibility_projects', 'ai_visibility_summary', 'run_ai_visibility']) {
      expect(names).toContain(name);
    }
    const keywordStats = tools.find((tool) => tool.name === 'keyword_stats')!;
    expect(Object.keys(keywordStats.inputSchema.properties ?? {}).sort()).toEqual(['confirm', 'country', 'keywords']);
    expect(keywordStats.inputSchema.required).toEqual(['keywords']);
    const runTracker = tools.find((tool) => tool.name === 'run_tracker')!;
    expect(Object.keys(runTracker.inputSchema.properties ?? {}).sort()).toEqual(['confirm', 'instanceId']);
    expect(Object.keys(runTracker.outputSchema?.properties ?? {})).toEqual(expect.arrayContaining(['credits', 'vendorCalls', 'confirm', 'jobId']));
    expect(tools.every((tool) => tool.outputSchema?.type === 'object')).toBe(true);
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name).sort()).toEqual(['content_gap', 'weekly_client_check']);
    const prompt = await client.getPrompt({ name: 'weekly_client_check', arguments: { client: 'Acme' } });
    expect(JSON.stringify(prompt.messages)).toContain('tracker_summary');
    expect((await client.listResourceTemplates()).resourceTemplates.map((template) => template.uriTemplate).sort()).toEqual(['rankcraft://articles/{id}', 'rankcraft://reports/{id}']);
  });

  it('answers 401 without an API token and 403 for a token whose plan lost API access', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const headers = { accept: 'application/json, text/event-stream' };
    const anonymous = await request(app.url, 'POST', '/mcp', { body: initialize, headers });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    // A session token is not an API token.
    expect((await request(app.url, 'POST', '/mcp', { body: initialize, headers, token: owner.token })).status).toBe(401);
    expect((await request(app.url, 'POST', '/mcp', { body: initialize, headers, token: 'rc_not-a-token' })).status).toBe(401);

    const lapsing = await createUser(app, { plan: 'agency' });
    const token = await createApiToken(app, lapsing.token);
    expect((await request(app.url, 'POST', '/mcp', { body: initialize, headers, token: token.secret })).status).toBe(200);
    await setPlan(app, lapsing.id, 1);
    expect(await request(app.url, 'POST', '/mcp', { body: initialize, headers, token: token.secret })).toMatchObject({ status: 403, body: { error: 'API access comes with the Agency plan.' } });
    await expect(connectMcp(app, token.secret)).rejects.toThrow();
  });

  it('quotes a tracker run and starts nothing, then starts it with the confirm, spends exactly the quote and reports progress', async () => {
    const before = await creditsSpent(app, owner.id);
    const quote = await callTool(client, 'run_tracker', { instanceId });
    expect(quote).toMatchObject({ isError: false, data: { credits: 2, creditsByKind: { tracking: 2 }, vendorCalls: expect.any(Number), expectedSeconds: expect.any(Number), confirm: expect.stringMatching(/^cf_/) } });
    expect(quote.data!.jobId).toBeUndefined();
    expect(await jobsOf(instanceId)).toBe(0);
    expect(await creditsSpent(app, owner.id)).toEqual(before);
    // Only the hash of a confirmation is stored.
    expect((await sql('select token_hash from mcp_confirmations')).map((row) => String(row.token_hash))).not.toContain(quote.data!.confirm);

    const progress: { progress: number; total?: number; message?: string }[] = [];
    const run = await callTool(client, 'run_tracker', { instanceId, confirm: quote.data!.confirm }, { onprogress: (update) => progress.push(update) });
    expect(run).toMatchObject({ isError: false, data: { jobId: expect.any(String) } });
    expect(Object.keys(run.data!)).toEqual(['jobId']);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ progress: 2, total: 2 });
    const [job] = await sql('select status, subject_id from jobs where id = ?', [run.data!.jobId]);
    expect(job).toMatchObject({ status: 'succeeded', subject_id: instanceId });
    expect(await creditsSpent(app, owner.id)).toEqual({ ...before, tracking: (before.tracking ?? 0) + 2 });

    // Single use.
    const again = await callTool(client, 'run_tracker', { instanceId, confirm: quote.data!.confirm });
    expect(again).toMatchObject({ isError: true, text: expect.stringMatching(NOT_VALID) });
    expect(await jobsOf(instanceId)).toBe(1);
  });

  it('refuses an expired confirmation, one for other arguments, and one whose cost changed since the quote', async () => {
    const before = await creditsSpent(app, owner.id);
    const expired = await callTool(client, 'run_tracker', { instanceId });
    await sql("update mcp_confirmations set expires_at = now() - interval '1 second'");
    expect(await callTool(client, 'run_tracker', { instanceId, confirm: expired.data!.confirm })).toMatchObject({ isError: true, text: expect.stringMatching(NOT_VALID) });

    const other = await createInstance(app, owner.token, { name: 'Other' });
    const forOther = await callTool(client, 'run_tracker', { instanceId: other });
    expect(await callTool(client, 'run_tracker', { instanceId, confirm: forOther.data!.confirm })).toMatchObject({ isError: true, text: expect.stringMatching(NOT_VALID) });

    const quoted = await callTool(client, 'run_tracker', { instanceId });
    expect(quoted.data!.credits).toBe(2);
    const added = await callTool(client, 'add_keywords', { instanceId, keywords: ['keyword research'] });
    expect(added.data).toMatchObject({ credits: 0, confirm: expect.any(String) });
    expect(await callTool(client, 'add_keywords', { instanceId, keywords: ['keyword research'], confirm: added.data!.confirm })).toMatchObject({ isError: false, data: { added: 1, alreadyTracked: 0 } });
    const listed = (await callTool(client, 'tracker_instances', {})).data as { rows: { id: string; keywords: number }[] };
    expect(listed.rows.find((row) => row.id === instanceId)?.keywords).toBe(3);
    const changed = await callTool(client, 'run_tracker', { instanceId, confirm: quoted.data!.confirm });
    expect(changed).toMatchObject({ isError: true, text: 'The cost changed since the quote (2 credits quoted, 3 now): nothing was done. Call the tool again without confirm for a new quote.' });
    // The start itself holds to the credits quoted, in its transaction: a change between the check and the start refuses it too.
    const em = app.database.orm.em.fork();
    const user = inPersonalWorkspace(await em.findOneOrFail(User, { id: owner.id }));
    await expect(createServices(app.deps, em).trackerRunStarts.startRun(user, instanceId, { expectedCredits: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This run would cost 3 tracking credits, not the 2 quoted: it was not started.',
    });
    expect(await jobsOf(instanceId)).toBe(1);
    expect(await creditsSpent(app, owner.id)).toEqual(before);
  });

  it('quotes keyword stats at one keyword-search credit per keyword, spends exactly that when confirmed, and audits the write', async () => {
    const before = await creditsSpent(app, owner.id);
    const quote = await callTool(client, 'keyword_stats', { keywords: ['seo tools', 'SEO tools', 'rank tracker'], country: 'us' });
    // Repeats are looked up (and charged) once, as the research service reads them.
    expect(quote.data).toMatchObject({ credits: 2, creditsByKind: { keyword_searches: 2 } });
    expect(await creditsSpent(app, owner.id)).toEqual(before);
    const stats = await callTool(client, 'keyword_stats', { keywords: ['seo tools', 'SEO tools', 'rank tracker'], country: 'us', confirm: quote.data!.confirm });
    expect(stats).toMatchObject({ isError: false, data: { source: 'SANDBOX', keywords: [expect.objectContaining({ keyword: 'seo tools' }), expect.objectContaining({ keyword: 'rank tracker' })] } });
    expect(await creditsSpent(app, owner.id)).toEqual({ ...before, keyword_searches: (before.keyword_searches ?? 0) + 2 });
    const [audited] = await sql("select action, via from workspace_audit_events where action = 'MCP keyword_stats'");
    expect(audited).toEqual({ action: 'MCP keyword_stats', via: 'API token “Claude”' });
  });

  it('quotes and runs each research tool for exactly the keyword-search credits quoted', async () => {
    const calls: [string, Record<string, unknown>, number, Record<string, unknown>][] = [
      ['keyword_suggestions', { keyword: 'coffee beans', kind: 'pasf', num: 5 }, 1, { keywords: expect.any(Array) }],
      ['serp_analysis', { keyword: 'coffee beans', num: 10 }, 1, { query: 'coffee beans', results: expect.arrayContaining([expect.objectContaining({ position: 1 })]) }],
      ['url_analysis', { url: 'https://acme.com/coffee' }, 1, { url: 'https://acme.com/coffee', summary: expect.any(Object) }],
      ['domain_analysis', { domain: 'acme.com', num: 5 }, 2, { domain: 'acme.com', keywords: expect.any(Array), traffic: expect.objectContaining({ domain: 'acme.com' }) }],
    ];
    for (const [name, args, credits, answer] of calls) {
      const before = await creditsSpent(app, owner.id);
      const quote = await callTool(client, name, args);
      expect({ name, quote: quote.data }).toMatchObject({ name, quote: { credits, creditsByKind: { keyword_searches: credits } } });
      const done = await callTool(client, name, { ...args, confirm: quote.data!.confirm });
      expect({ name, done: done.data }).toMatchObject({ name, done: { source: 'SANDBOX', ...answer } });
      expect(await creditsSpent(app, owner.id)).toEqual({ ...before, keyword_searches: (before.keyword_searches ?? 0) + credits });
    }
  });

  it('quotes an AI visibility run at one AI answer credit per sample, runs it when confirmed, and reads its summary', async () => {
    const created = await request(app.url, 'POST', '/api/ai-visibility/projects', {
      token: owner.token,
      body: { name: 'Acme in AI answers', brand: { name: 'Moz', domains: ['moz.com'] }, competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }], prompts: ['best seo tools', 'rank tracker'], surfaces: ['chatgpt', 'perplexity'], samples: 2 },
    });
    expect(created.status).toBe(201);
    const projectId = created.body.id as string;
    expect((await callTool(client, 'ai_visibility_projects')).data).toMatchObject({ total: 1, rows: [{ id: projectId, prompts: 2, surfaces: ['chatgpt', 'perplexity'], samples: 2 }] });

    const before = await creditsSpent(app, owner.id);
    const quote = await callTool(client, 'run_ai_visibility', { projectId });
    expect(quote).toMatchObject({ isError: false, data: { credits: 8, creditsByKind: { ai_answers: 8 }, vendorCalls: 8, confirm: expect.stringMatching(/^cf_/) } });
    expect(await creditsSpent(app, owner.id)).toEqual(before);
    expect((await request(app.url, 'GET', `/api/ai-visibility/projects/${projectId}/runs`, { token: owner.token })).body).toEqual([]);

    const progress: { progress: number; total?: number }[] = [];
    const run = await callTool(client, 'run_ai_visibility', { projectId, confirm: quote.data!.confirm }, { onprogress: (update) => progress.push(update) });
    expect(run).toMatchObject({ isError: false, data: { runId: expect.any(String), jobId: expect.any(String) } });
    expect(progress.length).toBeGreaterThan(0);
    const [job] = await sql('select status from jobs where id = ?', [run.data!.jobId]);
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(await creditsSpent(app, owner.id)).toEqual({ ...before, ai_answers: (before.ai_answers ?? 0) + 8 });

    const summary = await callTool(client, 'ai_visibility_summary', { projectId });
    expect(summary).toMatchObject({ isError: false, data: { runId: run.data!.runId, source: 'SANDBOX', checked: 8 } });
    expect(summary.data!.brands.map((brand: { name: string }) => brand.name)).toEqual(['Moz', 'Ahrefs']);
    expect(summary.data!.brands[0]).toMatchObject({ mentionRate: { n: 8, value: expect.any(Number), low: expect.any(Number), high: expect.any(Number) } });
  });

  it('answers every read tool with structured content, and reads reports and articles as resources', async () => {
    const instances = await callTool(client, 'tracker_instances', { limit: 1 });
    expect(instances.data).toMatchObject({ total: 2, offset: 0, rows: [expect.objectContaining({ id: expect.any(String), keywords: expect.any(Number) })] });
    expect((await callTool(client, 'tracker_summary', { instanceId })).data).toMatchObject({ instanceId, rankings: expect.arrayContaining([expect.objectContaining({ domain: 'acme.com' })]) });
    const table = await callTool(client, 'keyword_table', { instanceId, device: 'desktop', limit: 1 });
    expect(table.data).toMatchObject({ instanceId, totalRows: 2, rows: [expect.objectContaining({ keyword: expect.any(String) })] });
    expect((await callTool(client, 'keyword_history', { instanceId, keyword: 'seo tools' })).data).toMatchObject({ keyword: 'seo tools', runs: [expect.objectContaining({ positions: expect.any(Array) })] });
    expect((await callTool(client, 'serp_snapshot', { instanceId, keyword: 'seo tools' })).data).toMatchObject({ keyword: 'seo tools', results: expect.arrayContaining([expect.objectContaining({ position: 1 })]) });
    expect(await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'lost', email: false } })).toMatchObject({ status: 201 });
    expect((await callTool(client, 'alert_rules', { instanceId })).data).toMatchObject({ rules: [expect.objectContaining({ kind: 'lost' })] });
    expect((await callTool(client, 'alerts', { unreadOnly: true })).data).toMatchObject({ alerts: expect.any(Array) });

    const briefQuote = await callTool(client, 'start_content_brief', { keyword: 'coffee beans' });
    expect(briefQuote.data).toMatchObject({ credits: 1, creditsByKind: { content_briefs: 1 } });
    const brief = await callTool(client, 'start_content_brief', { keyword: 'coffee beans', confirm: briefQuote.data!.confirm });
    expect(brief.data).toMatchObject({ id: expect.any(String), jobId: expect.any(String), cached: false });
    expect((await callTool(client, 'content_briefs', {})).data).toMatchObject({ total: 1, rows: [expect.objectContaining({ keyword: 'coffee beans' })] });
    expect((await callTool(client, 'content_brief', { briefId: brief.data!.id })).data).toMatchObject({ id: brief.data!.id, keyword: 'coffee beans' });
    // The same brief again is answered from the last one's: quoted at nothing.
    expect((await callTool(client, 'start_content_brief', { keyword: 'coffee beans' })).data).toMatchObject({ credits: 0 });
    const scoreQuote = await callTool(client, 'score_text', { text: '# Coffee beans\n\nThe best coffee beans are fresh.', keyword: 'coffee beans' });
    expect(scoreQuote.data).toMatchObject({ credits: 0 });
    expect((await callTool(client, 'score_text', { text: '# Coffee beans\n\nThe best coffee beans are fresh.', keyword: 'coffee beans', confirm: scoreQuote.data!.confirm })).data).toMatchObject({ score: expect.any(Number), wordCount: expect.any(Number) });

    const reportArgs = { name: 'Monthly', client: 'Acme Corp', range: { preset: 'last-30-days' }, sections: [{ kind: 'tracker-summary', instanceId }, { kind: 'note', text: 'Hello' }] };
    const reportQuote = await callTool(client, 'create_report', reportArgs);
    expect(reportQuote.data).toMatchObject({ credits: 0 });
    const created = await callTool(client, 'create_report', { ...reportArgs, confirm: reportQuote.data!.confirm });
    const reportId = created.data!.report.id as string;
    expect((await callTool(client, 'reports', {})).data).toMatchObject({ total: 1, rows: [expect.objectContaining({ id: reportId, name: 'Monthly' })] });
    expect((await callTool(client, 'report', { reportId })).data).toMatchObject({ id: reportId, client: 'Acme Corp' });
    const shareQuote = await callTool(client, 'create_share_link', { reportId });
    expect((await callTool(client, 'create_share_link', { reportId, confirm: shareQuote.data!.confirm })).data).toMatchObject({ url: expect.stringContaining('/r/'), expiresAt: null });

    const { resources } = await client.listResources();
    expect(resources).toContainEqual(expect.objectContaining({ uri: `rankcraft://reports/${reportId}`, mimeType: 'text/html' }));
    const html = await client.readResource({ uri: `rankcraft://reports/${reportId}` });
    expect(html.contents[0]).toMatchObject({ mimeType: 'text/html', text: expect.stringContaining('Monthly') });

    const articleQuote = await callTool(client, 'generate_article', { business: 'A roastery in Berlin', keyword: 'coffee beans' });
    expect(articleQuote.data).toMatchObject({ credits: 1, creditsByKind: { articles: 1 } });
    const article = await callTool(client, 'generate_article', { business: 'A roastery in Berlin', keyword: 'coffee beans', confirm: articleQuote.data!.confirm }, { onprogress: () => undefined });
    expect(article.data).toMatchObject({ jobId: expect.any(String) });
    const [{ id: articleId }] = await sql('select id from articles where job_id = ?', [article.data!.jobId]);
    expect((await client.listResources()).resources).toContainEqual(expect.objectContaining({ uri: `rankcraft://articles/${articleId}`, mimeType: 'text/markdown' }));
    expect((await client.readResource({ uri: `rankcraft://articles/${articleId}` })).contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringMatching(/^# /) });
  });

  it('answers another workspace’s ids as not found, and refuses a read token every write tool', async () => {
    const outsider = await createUser(app, { plan: 'agency' });
    const theirs = await connectMcp(app, (await createApiToken(app, outsider.token)).secret);
    expect(await callTool(theirs, 'tracker_summary', { instanceId })).toMatchObject({ isError: true, text: expect.stringMatching(/not found/i) });
    expect(await callTool(theirs, 'run_tracker', { instanceId })).toMatchObject({ isError: true, text: expect.stringMatching(/not found/i) });
    expect((await callTool(theirs, 'tracker_instances', {})).data).toMatchObject({ total: 0, rows: [] });
    await expect(theirs.readResource({ uri: `rankcraft://reports/${(await sql('select id from reports limit 1'))[0].id}` })).rejects.toThrow(/not found/i);
    // A confirmation is bound to the token it was quoted for.
    const quote = await callTool(client, 'run_tracker', { instanceId });
    expect(await callTool(theirs, 'run_tracker', { instanceId, confirm: quote.data!.confirm })).toMatchObject({ isError: true });
    await theirs.close();

    const reader = await connectMcp(app, (await createApiToken(app, owner.token, { role: 'read', name: 'dashboard' })).secret);
    expect((await callTool(reader, 'tracker_instances', {})).data).toMatchObject({ total: 2 });
    for (const [name, args] of [['run_tracker', { instanceId }], ['keyword_stats', { keywords: ['seo'] }], ['create_share_link', { reportId: 'x' }]] as const) {
      expect(await callTool(reader, name, args)).toEqual({ isError: true, text: READ_ONLY, data: undefined });
    }
    await reader.close();
  });
});
