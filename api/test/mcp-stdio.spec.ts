import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { childEnv } from './support/child-process';
import { createInstance, createUser } from './support/factories';
import { callTool, createApiToken, creditsSpent } from './support/mcp-client';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const MCP_STDIO = path.resolve(__dirname, '../dist/mcp-stdio.js');

/** `npm run mcp` as a desktop client starts it: the built entry, on the app's database, with a token in the environment (PostgreSQL: the embedded database is one process's). */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('MCP over stdio', () => {
  let database: TestDatabase;
  let app: TestApp;
  let client: Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp({}, database);
  });
  afterAll(async () => {
    await client?.close();
    await app.close();
  });

  it('serves the same tools with RANKCRAFT_API_TOKEN, quoting before a run and starting it on confirm', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token);
    const token = await createApiToken(app, owner.token, { name: 'desktop' });
    client = new Client({ name: 'desktop', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [MCP_STDIO], env: { ...childEnv(database), RANKCRAFT_API_TOKEN: token.secret }, stderr: 'inherit' }));

    expect((await callTool(client, 'tracker_instances', {})).data).toMatchObject({ total: 1, rows: [expect.objectContaining({ id: instanceId })] });
    const quote = await callTool(client, 'run_tracker', { instanceId });
    expect(quote.data).toMatchObject({ credits: 1, confirm: expect.any(String) });
    expect(await creditsSpent(app, owner.id)).toEqual({});
    const run = await callTool(client, 'run_tracker', { instanceId, confirm: quote.data!.confirm });
    expect(run.data).toEqual({ jobId: expect.any(String) });
    expect(await creditsSpent(app, owner.id)).toEqual({ tracking: 1 });
    // The audit log names the token, as for calls over HTTP.
    const [audited] = await app.database.orm.em.fork().getConnection().execute("select via from workspace_audit_events where action = 'MCP run_tracker'");
    expect(audited).toEqual({ via: 'API token “desktop”' });
  });
});
