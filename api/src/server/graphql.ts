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
import { getArgumentValues, Kind, OperationTypeNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';
import type { AppDeps } from '../app/services';
import { READS_NO_VIEWER } from '../common/reads-no-viewer';
import type { RequestContext } from '../common/request-context';
import { requireWriteAccess } from '../modules/auth/access';
import { auditTargetOf } from '../modules/workspaces/audit-log';
import { formatGraphQLError, isExpectedError, rethrowForGraphQL, withoutSchemaSuggestion } from './graphql-errors';
import { checkOperationLimits, DOCUMENT_RULES, MAX_DOCUMENT_TOKENS } from './graphql-limits';
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
    // graphql-ws gets the same rules in validateOperation (introspection comes from the option above).
    validationRules: [...DOCUMENT_RULES],
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    // stop() is called by main.ts on SIGTERM/SIGINT; two handlers would race.
    stopOnTerminationSignals: false,
    // Every plugin, even a disabled one, costs every request a few promises (Apollo asks each one at
    // the start of each request, and each listener at every step), so the app's own parts are one
    // plugin with one listener, and a plugin is only named where Apollo would install it otherwise.
    plugins: [
      appPlugin(schema, deps.logger, {
        production,
        drainHttpServer: ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: options.stopGraceMs }),
        closeWebSockets: () => websocket.dispose(),
      }),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
      // Cache control and inline tracing would wrap every field's resolver to time it (no answer here
      // is cached by a CDN, and this is no federated subgraph).
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      // With an APOLLO_KEY in the environment, Apollo would send the app's operations and schema to its cloud.
      ...(process.env.APOLLO_KEY || process.env.APOLLO_SCHEMA_REPORTING ? [ApolloServerPluginUsageReportingDisabled(), ApolloServerPluginSchemaReportingDisabled()] : []),
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
 * its status (401, 429 + Retry-After). Errors no client caused are logged. In production, validation
 * errors suggest no field or type names. Stopping drains the HTTP server (Apollo's drain plugin, run
 * from here) and closes the graphql-ws sockets.
 */
function appPlugin(
  schema: GraphQLSchema,
  logger: Logger,
  options: { production: boolean; drainHttpServer: ApolloServerPlugin; closeWebSockets(): Promise<void> },
): ApolloServerPlugin<RequestContext> {
  const listener: GraphQLRequestListener<RequestContext> = {
    // Apollo validates a document only the first time it sees it (then it is cached).
    async validationDidStart() {
      if (!options.production) return;
      return async (validationErrors) => {
        for (const error of validationErrors ?? []) error.message = withoutSchemaSuggestion(error.message);
      };
    },
    async didResolveOperation({ document, request, operation, contextValue }) {
      const errors = checkOperationLimits(schema, document, request.variables, request.operationName);
      if (errors.length > 0) throw errors[0];
      if (operation && readsNoViewer(schema, operation)) return;
      // Apollo hands each operation its own copy of the context, so the viewer is set on that copy.
      contextValue.viewer = await contextValue.resolveViewer().catch(rethrowForGraphQL);
      if (operation?.operation === OperationTypeNode.MUTATION) refuseUnlessWrites(contextValue);
    },
    async didEncounterErrors({ errors, contextValue }) {
      for (const error of errors) {
        if (!isExpectedError(error)) logger.error({ err: error.originalError ?? error, requestId: contextValue.requestId }, 'unexpected GraphQL error');
      }
    },
    // Every mutation field that succeeded goes to its workspace's audit log, once answered.
    async willSendResponse({ operation, request, response, contextValue }) {
      if (operation?.operation !== OperationTypeNode.MUTATION || !contextValue.viewer || response.body.kind !== 'single') return;
      void auditMutations(schema, operation, request.variables ?? {}, response.body.singleResult.data, contextValue).catch((error: unknown) => {
        logger.error({ err: error, requestId: contextValue.requestId }, 'could not record a write in the audit log');
      });
    },
  };
  return {
    async serverWillStart(service) {
      const httpServer = await options.drainHttpServer.serverWillStart?.(service);
      return {
        async drainServer() {
          await Promise.all([httpServer?.drainServer?.(), options.closeWebSockets()]);
        },
      };
    },
    async requestDidStart() {
      return listener;
    },
  };
}

/** A mutation by a request that may only read (a read-only API token, a client viewer) is refused as a whole. */
function refuseUnlessWrites(context: RequestContext): void {
  try {
    requireWriteAccess(context.viewer);
  } catch (error) {
    rethrowForGraphQL(error);
  }
}

/** Accepting an invitation is recorded by the service, in the workspace joined. */
const AUDITED_ELSEWHERE = new Set(['acceptWorkspaceInvitation']);

async function auditMutations(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>, data: Record<string, unknown> | null | undefined, context: RequestContext): Promise<void> {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !context.viewer) continue;
    const field = fields[selection.name.value];
    if (!field || AUDITED_ELSEWHERE.has(field.name) || data?.[selection.alias?.value ?? selection.name.value] == null) continue;
    const args = getArgumentValues(field, selection, variables);
    // An input object's fields count as arguments of their own (`input: {instanceId, ...}`).
    const flat = Object.fromEntries(Object.entries(args).flatMap(([key, value]) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [[key, value]])));
    await context.services.auditLog.recordWrite(context.viewer, { action: field.name, target: auditTargetOf(flat), workspaceId: typeof args.workspaceId === 'string' ? args.workspaceId : undefined });
  }
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
