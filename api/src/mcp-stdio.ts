import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { createAppDeps } from './app/deps';
import { createRequestContext } from './app/request-context';
import { loadConfig } from './config';
import { openDatabase } from './db/orm';
import { callerOf } from './mcp/mcp-caller';
import { createMcpServer } from './mcp/mcp-server';
import { createLogger } from './server/logger';

const usage = 'Set RANKCRAFT_API_TOKEN to an API token (Developer page) to run the MCP server: RANKCRAFT_API_TOKEN=rc_… npm run mcp';

/**
 * The MCP server over stdio for desktop clients: the app's configuration and database (as main.ts opens them),
 * no HTTP server. Each call is checked like an HTTP request with RANKCRAFT_API_TOKEN: its revocation, role,
 * plan and rate limit count on every call. Logs go to stderr; stdout carries the protocol.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.mcpApiToken) throw new Error(usage);
  const token = config.mcpApiToken;
  const logger = createLogger(config, pino.destination({ dest: 2, sync: true }));
  const database = await openDatabase(config.database, logger);
  const deps = await createAppDeps(config, logger, database);
  // A fresh unit of work per call, as a request's.
  const server = createMcpServer(() => callerOf(createRequestContext(deps, { requestId: randomUUID(), ip: () => 'stdio', token })));
  const stop = async () => {
    await server.close();
    await deps.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  await server.connect(new StdioServerTransport());
  logger.info({ database: database.mode }, 'Rankcraft MCP server on stdio');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
