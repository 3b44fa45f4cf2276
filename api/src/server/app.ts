import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { createAppDeps, type RunningDeps } from '../app/deps';
import type { AppJobKind } from '../app/job-kinds';
import { createRequestContext } from '../app/request-context';
import { createServices } from '../app/services';
import { AppError, messages } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/orm';
import { bearerToken } from '../modules/auth/token.service';
import { warmUpScoringSoon } from '../modules/content/content-score';
import { COMPRESS_FROM_BYTES } from './built-assets';
import { toPublicError } from './error-mapping';
import { mountGraphQL } from './graphql';
import { mountMcp } from './mcp';
import { createLogger } from './logger';
import { withRequestLog } from './request-log';
import { mountRest } from './rest';
import { buildAppSchema } from './schema';
import { apiSecurityHeaders } from './security-headers';
import { serveWebApp, withWebAppAssets } from './web-app';

/** Largest request body, and largest graphql-ws message. */
const MAX_REQUEST_BYTES = 1024 * 1024;
/** How long stopping waits for in-flight requests and sockets before closing them. */
const STOP_GRACE_MS = 3_000;
/** Stopping never takes longer than this, whatever hangs. */
const STOP_TIMEOUT_MS = 15_000;

export interface RunningApp {
  url: string;
  port: number;
  database: Database;
  deps: RunningDeps;
  stop(): Promise<void>;
}

/**
 * Opens the database, builds the schema and serves GraphQL, graphql-ws, REST, health and the web app
 * on one port. `extraJobKinds`: job kinds beside the app's, for tests.
 */
export async function startApp(config: AppConfig, logger: Logger = createLogger(config), options: { extraJobKinds?: readonly AppJobKind[] } = {}): Promise<RunningApp> {
  const database = await openDatabase(config.database, logger);
  let deps: RunningDeps | undefined;
  try {
    deps = await createAppDeps(config, logger, database, { servesRequests: true, extraJobKinds: options.extraJobKinds });
    await bootstrapAdmin(deps);
    const schema = await buildAppSchema();
    const app = await serve(config, deps, database, schema);
    await deps.startBackgroundWork();
    return app;
  } catch (error) {
    await deps?.close();
    await database.close();
    throw error;
  }
}

async function bootstrapAdmin(deps: RunningDeps): Promise<void> {
  const admin = deps.config.bootstrapAdmin;
  if (!admin) return;
  const { user, created } = await createServices(deps, deps.orm.em.fork()).auth.ensureAdmin(admin);
  deps.logger.info({ email: user.email }, created ? 'bootstrap admin created' : 'bootstrap admin ensured');
}

async function serve(config: AppConfig, deps: RunningDeps, database: Database, schema: GraphQLSchema): Promise<RunningApp> {
  const { logger } = deps;
  const app = express();
  const httpServer = createServer(withRequestLog(logger, { skip: (req) => req.url === '/healthz' }, withWebAppAssets(config, app)));
  app.disable('x-powered-by');
  // Answers made by res.send are API answers, never cached (no-store): no ETag, a hash of every body
  // that would never be asked for. A function keeps the setting on, so files (assets, index.html)
  // still get theirs.
  app.set('etag', () => undefined);
  // Only the configured proxies may name the client in X-Forwarded-For (TRUST_PROXY); by default
  // nobody may, or a client could pick a new address per attempt and escape the sign-in throttle.
  app.set('trust proxy', config.trustProxy);

  const compress = compression({ threshold: COMPRESS_FROM_BYTES, filter: shouldCompress });
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    // A client that accepts no encoding would get nothing from the compressor but its cost.
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  });

  const production = config.env === 'production';
  // The workspace a request names; none (or an empty header): the caller's personal workspace.
  const workspaceHeader = (req: Request) => req.get('Rankcraft-Workspace') || undefined;
  const contextFor = (req: Request): RequestContext =>
    createRequestContext(deps, { requestId: req.id, ip: () => req.ip ?? 'unknown', token: bearerToken(req.headers.authorization), workspaceId: workspaceHeader(req) });
  // Routes in the order they match: GraphQL first (the busiest, so it passes no other route's
  // layers), then health, Stripe's webhook and REST, the MCP endpoint, then the web app. The paths do not overlap.
  app.use('/graphql', apiSecurityHeaders({ landingPage: !production }));
  const graphql = await mountGraphQL(app, httpServer, schema, deps, contextFor, { maxRequestBytes: MAX_REQUEST_BYTES, stopGraceMs: STOP_GRACE_MS });
  app.use(['/api', '/healthz'], apiSecurityHeaders());
  mountRest(app, deps, database, contextFor, { maxRequestBytes: MAX_REQUEST_BYTES });
  app.use('/mcp', apiSecurityHeaders());
  mountMcp(app, contextFor, { maxRequestBytes: MAX_REQUEST_BYTES });
  serveWebApp(app, config);
  app.use(jsonErrorHandler(logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  logger.info({ port, database: database.mode }, 'Rankcraft api listening');
  // The tests start the app a few hundred times and score a text in a handful of them: they load the model when used.
  if (config.env !== 'test') warmUpScoringSoon();

  // Requests and sockets first, then jobs are handed back, then the database closes.
  const shutDown = async () => {
    await graphql.stop();
    await closeServer(httpServer);
    await deps.close();
    await database.close();
  };
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    database,
    deps,
    stop() {
      stopping ??= withTimeout(shutDown(), STOP_TIMEOUT_MS, `The app did not stop within ${STOP_TIMEOUT_MS} ms.`);
      return stopping;
    },
  };
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Text answers (the web app, JSON, GraphQL) are compressed when the client accepts it; streamed CSV
 * exports (and MCP event streams) are not, so their backpressure and stall timeout see the client's socket, not a compressor's
 * buffer.
 */
function shouldCompress(req: express.Request, res: express.Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/csv')) return false;
  // An MCP call's event stream (its progress) must reach the client as it is written, not when the compressor's buffer fills.
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const { status, message } = clientMistakeOf(error) ?? toPublicError(error);
    if (status === 500) logger.error({ err: error, requestId: req.id }, 'unexpected error');
    if (error instanceof AppError && error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (req.path.startsWith('/graphql')) {
      res.status(status).json({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
    } else {
      res.status(status).json({ error: message });
    }
  };
}

/** Errors express and body-parser raise for requests they cannot read: the client's mistake, never a 500. */
function clientMistakeOf(error: unknown): { status: number; message: string } | undefined {
  const failure = error as { type?: string; status?: number; errno?: number };
  if (failure.type === 'entity.too.large') return { status: 413, message: messages.bodyTooLarge };
  if (failure.type === 'entity.parse.failed' || failure.type === 'charset.unsupported') return { status: 400, message: messages.malformedJson };
  // An unknown Content-Encoding, or a body that does not decompress as its Content-Encoding says.
  const decompressionFailed = failure.type === undefined && failure.status === 400 && typeof failure.errno === 'number';
  if (failure.type === 'encoding.unsupported' || decompressionFailed) return { status: 400, message: messages.undecodableBody };
  if (error instanceof URIError) return { status: 400, message: messages.malformedUrl };
  if (typeof failure.status === 'number' && failure.status >= 400 && failure.status < 500) return { status: 400, message: messages.unreadableRequest };
  return undefined;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
