import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request } from 'express';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import { AppError, messages } from '../common/app-error';
import { READS_NO_VIEWER } from '../common/reads-no-viewer';
import { refuseNulCharacters } from '../common/validation';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/orm';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerArticleRoutes } from '../modules/articles/article.routes';
import { registerApiTokenRoutes } from '../modules/auth/api-token.routes';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerBillingRoutes } from '../modules/billing/billing.routes';
import { registerStripeWebhook } from '../modules/billing/stripe-webhook.routes';
import { bearerToken } from '../modules/auth/token.service';
import { registerCustomerRoutes } from '../modules/customers/customer.routes';
import { registerResearchRoutes } from '../modules/seo/research/research.routes';
import { registerTrackerRoutes } from '../modules/tracker/tracker.routes';
import { toPublicError } from './error-mapping';
import { formatGraphQLError, isExpectedError, rethrowForGraphQL } from './graphql-errors';
import { AliasLimitRule, checkOperationLimits, MAX_DOCUMENT_TOKENS } from './graphql-limits';
import { serveGraphQLOverWebSocket } from './graphql-ws';
import { createLogger } from './logger';
import { createRequestContext, type RequestContext } from './request-context';
import { requestLog } from './request-log';
import { buildAppSchema } from './schema';
import { createAppDeps, type RunningDeps } from './deps';
import { createServices } from './services';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
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

/** Opens the database, builds the schema and serves GraphQL, graphql-ws, REST, health and the web app on one port. */
export async function startApp(config: AppConfig, logger: Logger = createLogger(config)): Promise<RunningApp> {
  const database = await openDatabase(config.database);
  let deps: RunningDeps | undefined;
  try {
    deps = await createAppDeps(config, logger, database);
    await bootstrapAdmin(deps);
    const schema = await buildAppSchema();
    const app = await serve(config, deps, database, schema);
    deps.startBackgroundWork();
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
  const httpServer = createServer(app);
  app.disable('x-powered-by');
  // Answers made by res.send are API answers, never cached (no-store): no ETag, a hash of every body
  // that would never be asked for. A function keeps the setting on, so files (assets, index.html)
  // still get theirs.
  app.set('etag', () => undefined);
  // Only the configured proxies may name the client in X-Forwarded-For (TRUST_PROXY); by default
  // nobody may, or a client could pick a new address per attempt and escape the sign-in throttle.
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger, { skip: (req) => req.url === '/healthz' }));

  const compress = compression({ threshold: COMPRESS_FROM_BYTES, filter: shouldCompress });
  app.use((req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    // A client that accepts no encoding would get nothing from the compressor but its cost.
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  });

  const production = config.env === 'production';
  app.use(['/api', '/healthz'], apiSecurityHeaders());
  app.use('/graphql', apiSecurityHeaders({ landingPage: !production }));

  const contextFor = (req: Request): RequestContext =>
    createRequestContext(deps, { requestId: req.id, ip: req.ip ?? 'unknown', token: bearerToken(req.headers.authorization) });

  app.get('/healthz', async (_req, res) => {
    const databaseUp = await database.orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    res.status(databaseUp ? 200 : 503).json({
      status: databaseUp ? 'ok' : 'degraded',
      database: database.mode,
      workflows: config.temporal ? 'temporal' : 'in-process',
      providers: { serp: deps.serp.provider.name, research: deps.research.name, writer: { name: deps.writer.name, model: deps.writer.model, source: deps.writer.source } },
    });
  });

  registerStripeWebhook(app, deps);
  const api = express.Router();
  api.use(express.json({ limit: MAX_REQUEST_BYTES }));
  api.use((req, _res, next) => {
    // A NUL in the path arrives percent-encoded.
    refuseNulCharacters([req.path.replaceAll('%00', '\u0000'), req.query, req.body]);
    next();
  });
  api.use(async (req, res, next) => {
    const context = contextFor(req);
    context.viewer = await context.resolveViewer();
    res.locals.context = context;
    next();
  });
  registerApiRoutes(api);
  api.use((_req, res) => {
    res.status(404).json({ error: messages.notFound });
  });
  app.use('/api', api);

  const websocket = serveGraphQLOverWebSocket(httpServer, schema, deps, { maxPayloadBytes: MAX_REQUEST_BYTES, closeGraceMs: STOP_GRACE_MS });

  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    // graphql-ws gets the same rules in validateOperation (introspection comes from the option above).
    validationRules: [AliasLimitRule],
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    // stop() is called by main.ts on SIGTERM/SIGINT; two handlers would race.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: STOP_GRACE_MS }),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
      operationLimitsPlugin(schema),
      viewerLookupPlugin(schema),
      unexpectedErrorLogger(logger),
      { async serverWillStart() { return { async drainServer() { await websocket.dispose(); } }; } },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: MAX_REQUEST_BYTES }),
    expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }),
  );

  serveWebApp(app, config);
  app.use(jsonErrorHandler(logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  logger.info({ port, database: database.mode }, 'Rankcraft api listening');

  // Requests and sockets first, then jobs are handed back, then the database closes.
  const shutDown = async () => {
    await apollo.stop();
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

/** Every REST route of spec §7 and the app's own, on the /api router. */
export function registerApiRoutes(api: express.Router): void {
  registerAuthRoutes(api);
  registerBillingRoutes(api);
  registerApiTokenRoutes(api);
  registerAdminRoutes(api);
  registerCustomerRoutes(api);
  registerTrackerRoutes(api);
  registerArticleRoutes(api);
  registerResearchRoutes(api);
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function operationLimitsPlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const errors = checkOperationLimits(schema, document, request.variables, request.operationName);
          if (errors.length > 0) throw errors[0];
        },
      };
    },
  };
}

/**
 * Looks the bearer up before an operation runs, unless every root field it selects is marked
 * READS_NO_VIEWER (the plans on sale, say): a signed-in browser asking only for those pays nothing for
 * its token. A dead or throttled API token is refused here with its status (401, 429 + Retry-After).
 */
function viewerLookupPlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation && readsNoViewer(schema, operation)) return;
          // Apollo hands each operation its own copy of the context, so the viewer is set on that copy.
          contextValue.viewer = await contextValue.resolveViewer().catch(rethrowForGraphQL);
        },
      };
    },
  };
}

function readsNoViewer(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  const root = schema.getRootType(operation.operation);
  if (!root) return false;
  const fields = root.getFields();
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      !selection.directives?.length &&
      (selection.name.value === '__typename' || fields[selection.name.value]?.extensions.readsViewer === READS_NO_VIEWER.readsViewer),
  );
}

function unexpectedErrorLogger(logger: Logger): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (!isExpectedError(error)) logger.error({ err: error.originalError ?? error, requestId: contextValue.requestId }, 'unexpected GraphQL error');
          }
        },
      };
    },
  };
}

/** The built web app with an SPA fallback; /api, /graphql and /healthz never fall through to it. */
function serveWebApp(app: express.Express, config: AppConfig): void {
  const distDir = config.webDistDir ?? path.resolve(__dirname, '../../../web/dist');
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.use(securityHeaders());
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, file) {
        const inAssets = path.relative(path.join(distDir, 'assets'), file);
        if (!inAssets.startsWith('..') && !path.isAbsolute(inAssets)) res.setHeader('Cache-Control', IMMUTABLE);
        else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.get(/^(?!\/(api|graphql|healthz)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

/**
 * Text answers (the web app, JSON, GraphQL) are compressed when the client accepts it; streamed CSV
 * exports are not, so their backpressure and stall timeout see the client's socket, not a compressor's
 * buffer.
 */
function shouldCompress(req: express.Request, res: express.Response): boolean {
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/csv')) return false;
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
