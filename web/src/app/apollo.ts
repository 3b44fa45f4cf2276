import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, type Reference } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { getToken, onTokenChange } from '../lib/auth-token';
import { getWorkspaceId, isWorkspaceNotFound, onWorkspaceChange, setWorkspaceId, workspaceHeaders } from '../lib/current-workspace';
import { GRAPHQL_PATH } from '../lib/graphql-request';

export { GRAPHQL_PATH };

function bearer(): string | undefined {
  const token = getToken();
  return token ? `Bearer ${token}` : undefined;
}

export function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * The cache. `trackingInstance(id)` reads the instance the list already holds, so the tracker's
 * detail view opens at once (and refreshes); the query runs when the cache lacks it.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          trackingInstance: {
            read: (existing: Reference | undefined, { args, toReference }) => existing ?? toReference({ __typename: 'TrackingInstance', id: String(args?.id) }),
          },
        },
      },
    },
  });
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

  // Read for every request, so a new token or workspace counts from the next one.
  const authLink = new SetContextLink((previous) => {
    const authorization = bearer();
    return { headers: { ...(previous.headers as Record<string, string> | undefined), ...(authorization ? { authorization } : {}), ...workspaceHeaders() } };
  });

  // A remembered workspace the caller no longer belongs to (removed, or another account signed in): back to the
  // personal one, and the operation again there. Forgetting it re-reads every active query (below).
  const workspaceFallbackLink = new ErrorLink(({ error, operation, forward }) => {
    if (!getWorkspaceId() || !CombinedGraphQLErrors.is(error) || !error.errors.some(isWorkspaceNotFound)) return;
    setWorkspaceId(null);
    return forward(operation);
  });

  const wsClient = createClient({
    url: websocketUrl(),
    lazy: true,
    connectionParams: () => {
      const authorization = bearer();
      const workspaceId = getWorkspaceId();
      return { ...(authorization ? { authorization } : {}), ...(workspaceId ? { workspaceId } : {}) };
    },
  });
  // connectionParams are read once per socket, so a new token or workspace needs a new socket;
  // the lazy client reconnects on the next subscription.
  onTokenChange(() => wsClient.terminate());
  onWorkspaceChange(() => wsClient.terminate());

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    ApolloLink.from([workspaceFallbackLink, authLink, httpLink]),
  );

  const client = new ApolloClient({ link, cache: createCache() });
  // On sign-out, cached results may belong to the previous user; active queries refetch as a visitor.
  onTokenChange(() => {
    if (!getToken()) void client.resetStore().catch(() => undefined);
  });
  // Every screen re-reads in the workspace switched to.
  onWorkspaceChange(() => void client.resetStore().catch(() => undefined));
  return client;
}

let shared: ApolloClient | undefined;

/** The app's one client, made when the first page that reads through Apollo loads. */
export function sharedApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
