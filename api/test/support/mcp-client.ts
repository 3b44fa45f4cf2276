import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { request } from './http';
import type { TestApp } from './test-app';

/** The SDK's own client, connected over Streamable HTTP to the app's /mcp with `token` as the bearer. */
export async function connectMcp(app: TestApp, token: string): Promise<Client> {
  const client = new Client({ name: 'rankcraft-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return client;
}

/** A tool's answer: its structured content, or its error text. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}, options: { onprogress?: (progress: { progress: number; total?: number; message?: string }) => void } = {}) {
  const result = (await client.callTool({ name, arguments: args }, undefined, options)) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { isError: result.isError === true, text, data: result.structuredContent as Record<string, any> | undefined };
}

/** A new API token of `role` made with `sessionToken`, in the workspace the headers name (the personal one by default). */
export async function createApiToken(app: TestApp, sessionToken: string, options: { role?: 'read' | 'write'; name?: string; headers?: Record<string, string> } = {}): Promise<{ id: string; secret: string }> {
  const created = await request(app.url, 'POST', '/api/api-tokens', { token: sessionToken, headers: options.headers, body: { name: options.name ?? 'agent', role: options.role ?? 'write' } });
  if (created.status !== 201) throw new Error(`API token: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.id as string, secret: created.body.token as string };
}

/** Credits of each kind `userId` has spent net of refunds, from the ledger. */
export async function creditsSpent(app: TestApp, userId: string): Promise<Record<string, number>> {
  const rows = await app.database.orm.em.fork().getConnection().execute<{ kind: string; spent: number }[]>('select kind, -sum(change)::int as spent from credit_entries where user_id = ? group by kind', [userId]);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.spent)]));
}
