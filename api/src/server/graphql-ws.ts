import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { getOperationAST, GraphQLError, OperationTypeNode, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { requireWriteAccess } from '../modules/auth/access';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { createRequestContext, viewerOfBearer } from '../app/request-context';
import { createServices, type AppDeps } from '../app/services';
import { AppError, messages } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import { bearerToken } from '../modules/auth/token.service';
import { formatGraphQLError, isExpectedError, withoutSchemaSuggestions } from './graphql-errors';
import { checkOperationLimits, MAX_DOCUMENT_TOKENS, validateOperation } from './graphql-limits';

/** A socket that has not sent a valid connection_init within this time is closed. */
export const CONNECTION_INIT_TIMEOUT_MS = 3_000;
/** Operations in flight on one socket (the web app holds one subscription per running job). */
export const MAX_OPERATIONS_PER_SOCKET = 20;
/** Open sockets per signed-in user and api process (a socket per browser tab). */
export const MAX_SOCKETS_PER_USER = 10;

/** The operation's error for a failure to read its bearer (a token over its rate limit, say). */
const errorOf = (error: AppError) => new GraphQLError(error.message, { originalError: error, extensions: { code: error.code } });

/**
 * graphql-ws on /graphql with the HTTP transport's rules: the same message size limit, validation,
 * depth and cost limits and error format; only signed-in users may open a socket, and a socket whose
 * bearer stops naming a user (a revoked API token, an expired session) is closed as unauthorized.
 */
export function serveGraphQLOverWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: AppDeps,
  options: { maxPayloadBytes: number; closeGraceMs: number },
): { dispose(): Promise<void> } {
  const production = deps.config.env === 'production';
  const socketsPerUser = new Map<string, number>();
  const release = (userId: string) => {
    const open = (socketsPerUser.get(userId) ?? 1) - 1;
    if (open > 0) socketsPerUser.set(userId, open);
    else socketsPerUser.delete(userId);
  };
  // A larger message closes the socket (1009) before it is buffered whole.
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: options.maxPayloadBytes });

  const tokenOf = (params: Record<string, unknown> | undefined) => bearerToken(typeof params?.authorization === 'string' ? params.authorization : undefined);
  // The workspace the socket's operations act in (the HTTP header's counterpart); none: the personal
  // one. A value that is no id names no workspace of the caller's: "not found", as an unknown id is.
  const workspaceOf = (params: Record<string, unknown> | undefined) => (params?.workspaceId === undefined ? undefined : typeof params.workspaceId === 'string' ? params.workspaceId : '');

  const server = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      onConnect: async (ctx) => {
        // A personal API token that is revoked or over its rate limit is refused like a missing session.
        const viewer = await viewerOfBearer(createServices(deps, deps.orm.em.fork()), tokenOf(ctx.connectionParams), workspaceOf(ctx.connectionParams)).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        });
        const { socket } = ctx.extra;
        // A socket that closed while its token was checked is never counted.
        if (!viewer || socket.readyState !== WebSocket.OPEN) return false;
        const open = socketsPerUser.get(viewer.id) ?? 0;
        if (open >= MAX_SOCKETS_PER_USER) return false;
        socketsPerUser.set(viewer.id, open + 1);
        // Freed by the socket itself: graphql-ws runs onClose only after every subscription has ended.
        socket.once('close', () => release(viewer.id));
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError(`Too many operations on one connection: at most ${MAX_OPERATIONS_PER_SOCKET} at a time.`, { extensions: { code: 'BAD_REQUEST' } })];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_DOCUMENT_TOKENS });
        } catch (error) {
          return [error as GraphQLError];
        }
        // graphql's own rules first: the depth and cost limits assume fragments without cycles.
        const validationErrors = validateOperation(schema, document, production);
        if (validationErrors.length > 0) return production ? withoutSchemaSuggestions(validationErrors) : [...validationErrors];
        const limitErrors = checkOperationLimits(schema, document, payload.variables ?? undefined, payload.operationName);
        if (limitErrors.length > 0) return [...limitErrors];
        // The bearer is read again for every operation, so a revoked token or an expired session stops the socket.
        let contextValue: RequestContext;
        try {
          contextValue = createRequestContext(deps, { requestId: randomUUID(), ip: () => ctx.extra.request.socket.remoteAddress ?? 'unknown', token: tokenOf(ctx.connectionParams), workspaceId: workspaceOf(ctx.connectionParams) });
          contextValue.viewer = await contextValue.resolveViewer();
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === 'UNAUTHENTICATED') ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return [errorOf(error)];
        }
        if (!contextValue.viewer) {
          ctx.extra.socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return [errorOf(new AppError('UNAUTHENTICATED', messages.authenticationRequired))];
        }
        // A mutation sent over the socket by a request that may only read is refused, as over HTTP.
        if (getOperationAST(document, payload.operationName)?.operation === OperationTypeNode.MUTATION) {
          try {
            requireWriteAccess(contextValue.viewer);
          } catch (error) {
            if (error instanceof AppError) return [errorOf(error)];
            throw error;
          }
        }
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if (!result.errors) return result;
        for (const error of result.errors) {
          if (!isExpectedError(error)) deps.logger.error({ err: error.originalError ?? error, requestId: (args.contextValue as RequestContext).requestId }, 'unexpected GraphQL error');
        }
        return { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) };
      },
    },
    wsServer,
  );
  // A socket's own error (a message over maxPayload, a malformed frame: anyone can send one) has already closed it
  // with the matching code (1009, 1002, ...). graphql-ws would print it with console.error and a stack, outside the
  // app's log: its listener, added for the same connection just before this one, is replaced by a warning there.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      deps.logger.warn({ code: error.code, reason: error.message }, 'WebSocket closed on a bad message');
      if (socket.readyState === WebSocket.OPEN) socket.close(CloseCode.InternalServerError, 'Internal server error');
    });
  });

  return {
    /** Closes every socket ("going away"); a client that does not finish the close handshake in time is cut off. */
    async dispose() {
      const cutOff = setTimeout(() => {
        for (const client of wsServer.clients) client.terminate();
      }, options.closeGraceMs);
      try {
        await server.dispose();
      } finally {
        clearTimeout(cutOff);
      }
    },
  };
}
