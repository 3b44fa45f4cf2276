import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type Request } from 'express';
import { AppError } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import { refuseNulCharacters } from '../common/validation';
import { callerOf } from '../mcp/mcp-caller';
import { mcpMessages } from '../mcp/mcp.messages';
import { createMcpServer } from '../mcp/mcp-server';
import { ApiAccessLapsedError, isApiToken } from '../modules/auth/api-token.service';
import { authMessages } from '../modules/auth/auth.messages';
import { bearerToken } from '../modules/auth/token.service';

/**
 * The MCP server over Streamable HTTP at /mcp, stateless: each POST is answered by a fresh server for the API
 * token it carries (a JSON-RPC answer, or an SSE stream when a tool reports progress). No token: 401 with
 * WWW-Authenticate; a token whose workspace's plan no longer includes the API: 403. The token's rate limit,
 * revocation and role count on every request, as on REST.
 */
export function mountMcp(app: express.Express, contextFor: (req: Request) => RequestContext, options: { maxRequestBytes: number }): void {
  const mcp = express.Router();
  mcp.use(express.json({ limit: options.maxRequestBytes }));
  mcp.use(async (req, res, next) => {
    if (!isApiToken(bearerToken(req.headers.authorization))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="Rankcraft MCP"');
      throw new AppError('UNAUTHENTICATED', mcpMessages.tokenRequired);
    }
    refuseNulCharacters([req.body]);
    const context = contextFor(req);
    try {
      context.viewer = await context.resolveViewer();
    } catch (error) {
      if (error instanceof ApiAccessLapsedError) throw new AppError('FORBIDDEN', authMessages.apiAccessRequired);
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') res.setHeader('WWW-Authenticate', 'Bearer realm="Rankcraft MCP", error="invalid_token"');
      throw error;
    }
    res.locals.context = context;
    next();
  });
  mcp.post('/', async (req, res) => {
    const context = res.locals.context as RequestContext;
    const server = createMcpServer(() => callerOf(context));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  // Stateless: no standalone SSE stream to open (GET) and no session to end (DELETE).
  mcp.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: mcpMessages.statelessOnly });
  });
  app.use('/mcp', mcp);
}
