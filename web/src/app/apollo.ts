import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { getToken, onTokenChange } from '../lib/auth-token';
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

  const authLink = new SetContextLink((previous) => {
    const authorization = bearer();
    return authorization ? { headers: { ...(previous.headers as Record<string, string> | undefined), authorization } } : {};
  });

  const wsClient = createClient({
    url: websocketUrl(),
    lazy: true,
    connectionParams: () => {
      const authorization = bearer();
      return authorization ? { authorization } : {};
    },
  });
  // connectionParams are read once per socket, so a new token needs a new socket;
  // the lazy client reconnects on the next subscription.
  onTokenChange(() => wsClient.terminate());

  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    ApolloLink.from([authLink, httpLink]),
  );

  const client = new ApolloClient({ link, cache: createCache() });
  // On sign-out, cached results may belong to the previous user; active queries refetch as a visitor.
  onTokenChange(() => {
    if (!getToken()) void client.resetStore().catch(() => undefined);
  });
  return client;
}

let shared: ApolloClient | undefined;

/** The app's one client, made when the first page that reads through Apollo loads. */
export function sharedApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
