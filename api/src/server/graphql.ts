import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request } from 'express';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import type { AppDeps } from '../app/services';
import { READS_NO_VIEWER } from '../common/reads-no-viewer';
import type { RequestContext } from '../common/request-context';
import { formatGraphQLError, isExpectedError, rethrowForGraphQL } from './graphql-errors';
import { AliasLimitRule, checkOperationLimits, MAX_DOCUMENT_TOKENS } from './graphql-limits';
import { serveGraphQLOverWebSocket } from './graphql-ws';

/**
 * GraphQL on /graphql: over HTTP (Apollo) and over graphql-ws, with the same limits and error format.
 * Stopping the returned server drains the HTTP server and closes the sockets.
 */
export async function mountGraphQL(
  app: express.Express,
  httpServer: Server,
  schema: GraphQLSchema,
  deps: AppDeps,
  contextFor: (req: Request) => RequestContext,
  options: { maxRequestBytes: number; stopGraceMs: number },
): Promise<ApolloServer<RequestContext>> {
  const production = deps.config.env === 'production';
  const websocket = serveGraphQLOverWebSocket(httpServer, schema, deps, { maxPayloadBytes: options.maxRequestBytes, closeGraceMs: options.stopGraceMs });

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
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.stopGraceMs }),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
      // Apollo installs these unless told not to. Cache control and inline tracing would wrap every
      // field's resolver to time it (no answer here is cached by a CDN, and this is no federated
      // subgraph); usage and schema reporting would send the app's operations to Apollo's cloud when
      // an APOLLO_KEY happens to be in the environment.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      requestPlugin(schema, deps.logger),
      { async serverWillStart() { return { async drainServer() { await websocket.dispose(); } }; } },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: options.maxRequestBytes }),
    expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }),
  );
  return apollo;
}

/**
 * The app's part of each operation, in one plugin whose listener every request shares (each plugin's
 * hooks cost every request a few promises): the operation's limits, then the bearer's lookup, unless
 * every root field it selects is marked READS_NO_VIEWER (the plans on sale, say): a signed-in browser
 * asking only for those pays nothing for its token. A dead or throttled API token is refused here with
 * its status (401, 429 + Retry-After). Errors no client caused are logged.
 */
function requestPlugin(schema: GraphQLSchema, logger: Logger): ApolloServerPlugin<RequestContext> {
  const listener: GraphQLRequestListener<RequestContext> = {
    async didResolveOperation({ document, request, operation, contextValue }) {
      const errors = checkOperationLimits(schema, document, request.variables, request.operationName);
      if (errors.length > 0) throw errors[0];
      if (operation && readsNoViewer(schema, operation)) return;
      // Apollo hands each operation its own copy of the context, so the viewer is set on that copy.
      contextValue.viewer = await contextValue.resolveViewer().catch(rethrowForGraphQL);
    },
    async didEncounterErrors({ errors, contextValue }) {
      for (const error of errors) {
        if (!isExpectedError(error)) logger.error({ err: error.originalError ?? error, requestId: contextValue.requestId }, 'unexpected GraphQL error');
      }
    },
  };
  return {
    async requestDidStart() {
      return listener;
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
