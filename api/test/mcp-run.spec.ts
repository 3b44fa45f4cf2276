import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser } from './support/factories';
import { callTool, connectMcp, createApiToken, creditsSpent } from './support/mcp-client';

describe.each(ENGINES)('MCP run_tracker on the %s engine', (engine) => {
  let app: EngineApp;
  let client: Client;
  beforeAll(async () => {
    app = await startEngineApp(engine);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  it('starts the quoted run only when confirmed, relays its progress until it ends and spends exactly the quote', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token, { keywords: ['seo tools', 'rank tracker', 'keyword research'], devices: ['desktop', 'mobile'] });
    client = await connectMcp(app, (await createApiToken(app, owner.token)).secret);
    const quote = await callTool(client, 'run_tracker', { instanceId });
    expect(quote.data).toMatchObject({ credits: 6, creditsByKind: { tracking: 6 } });
    // One search per keyword and device, each read in the vendor's pages down to the instance's depth.
    expect(quote.data!.vendorCalls).toBeGreaterThanOrEqual(6);
    expect(await creditsSpent(app, owner.id)).toEqual({});

    const progress: { progress: number; total?: number }[] = [];
    const run = await callTool(client, 'run_tracker', { instanceId, confirm: quote.data!.confirm }, { onprogress: (update) => progress.push(update) });
    const [job] = await app.database.orm.em.fork().getConnection().execute('select status from jobs where id = ?', [run.data!.jobId]);
    expect(job.status).toBe('succeeded');
    expect(progress.at(-1)).toMatchObject({ progress: 6, total: 6 });
    // Progress only grows.
    expect(progress.map((update) => update.progress)).toEqual([...progress.map((update) => update.progress)].sort((a, b) => a - b));
    expect(await creditsSpent(app, owner.id)).toEqual({ tracking: 6 });
  });
});
