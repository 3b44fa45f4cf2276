import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request } from 'express';
import { GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { WebSocketServer } from 'ws';
import { AppError, messages } from '../common/app-error';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/orm';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerApiTokenRoutes } from '../modules/auth/api-token.routes';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerBillingRoutes } from '../modules/billing/billing.routes';
import { registerStripeWebhook } from '../modules/billing/stripe-webhook.routes';
import { bearerToken } from '../modules/auth/token.service';
import { registerCustomerRoutes } from '../modules/customers/customer.routes';
import { registerTrackerRoutes } from '../modules/tracker/tracker.routes';
import { toPublicError } from './error-mapping';
import { formatGraphQLError, isExpectedError, rethrowForGraphQL } from './graphql-errors';
import { checkOperationLimits } from './graphql-limits';
import { createRequestContext, type RequestContext } from './request-context';
import { buildAppSchema } from './schema';
import { createAppDeps, type RunningDeps } from './deps';
import { createServices } from './services';

const JSON_BODY_LIMIT = '1mb';

export interface RunningApp {
  url: string;
  port: number;
  database: Database;
  deps: RunningDeps;
  stop(): Promise<void>;
}

/** Opens the database, builds the schema and serves GraphQL, graphql-ws, REST, health and the web app on one port. */
export async function startApp(config: AppConfig, logger: Logger = pino({ level: config.logLevel })): Promise<RunningApp> {
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
  // Behind a load balancer on a private network the client address is in X-Forwarded-For.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' },
    }),
  );

  const contextFor = (req: Request, token: string | undefined): Promise<RequestContext> =>
    createRequestContext(deps, { requestId: String(req.id), ip: req.ip ?? 'unknown', token });

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
      providers: { serp: deps.serp.provider.name },
    });
  });

  registerStripeWebhook(app, deps);
  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(async (req, res, next) => {
    res.locals.context = await contextFor(req, bearerToken(req.headers.authorization));
    next();
  });
  registerAuthRoutes(api);
  registerBillingRoutes(api);
  registerApiTokenRoutes(api);
  registerAdminRoutes(api);
  registerCustomerRoutes(api);
  registerTrackerRoutes(api);
  api.use((_req, res) => {
    res.status(404).json({ error: messages.notFound });
  });
  app.use('/api', api);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      context: (ctx) =>
        createRequestContext(deps, {
          requestId: randomUUID(),
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          token: bearerToken(typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : undefined),
        }),
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = checkOperationLimits(schema, document, payload.variables ?? undefined, payload.operationName);
        return errors.length > 0 ? [...errors] : undefined;
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return result;
        for (const error of result.errors) {
          if (!isExpectedError(error)) logger.error({ err: error.originalError ?? error, requestId: (args.contextValue as RequestContext).requestId }, 'unexpected GraphQL error');
        }
        return { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) };
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: config.env !== 'production',
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ...(config.env === 'production' ? [ApolloServerPluginLandingPageDisabled()] : []),
      operationLimitsPlugin(schema),
      unexpectedErrorLogger(logger),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    expressMiddleware(apollo, { context: ({ req }) => contextFor(req, bearerToken(req.headers.authorization)).catch(rethrowForGraphQL) }),
  );

  serveWebApp(app, config);
  app.use(jsonErrorHandler(logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  logger.info({ port, database: database.mode }, 'Rankcraft api listening');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    database,
    deps,
    async stop() {
      await apollo.stop();
      await closeServer(httpServer);
      await deps.close();
      await database.close();
    },
  };
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
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|graphql|healthz)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const bodyError = error as { type?: string };
    let status: number;
    let message: string;
    if (bodyError.type === 'entity.too.large') {
      [status, message] = [413, messages.bodyTooLarge];
    } else if (bodyError.type === 'entity.parse.failed' || bodyError.type === 'encoding.unsupported' || bodyError.type === 'charset.unsupported') {
      [status, message] = [400, messages.malformedJson];
    } else {
      const publicError = toPublicError(error);
      if (publicError.status === 500) logger.error({ err: error, requestId: req.id }, 'unexpected error');
      [status, message] = [publicError.status, publicError.message];
      if (error instanceof AppError && error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    if (req.path.startsWith('/graphql')) {
      res.status(status).json({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
    } else {
      res.status(status).json({ error: message });
    }
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
