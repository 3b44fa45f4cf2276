import * as React from 'react';
import type { ApolloClient, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { KEYWORD_TABLE_FIRST_ROWS, TrackerScreenQuery } from './tracker-documents';

/** How long a screen read ahead of its page counts as just read: the page opening in that time shows it as it is. */
const FRESH_MS = 5_000;
const readAheadAt = new Map<string, number>();

const variables = (instanceId: string) => ({ id: instanceId, tableLimit: KEYWORD_TABLE_FIRST_ROWS });

const justRead = (instanceId: string) => Date.now() - (readAheadAt.get(instanceId) ?? -Infinity) < FRESH_MS;

/**
 * Reads an instance's screen (TrackerScreenQuery) ahead of its page: when the page's URL is loaded with a saved
 * session, beside the session's own read, and the list's first instance. Nothing when the cache already holds it (the
 * page shows that and reads it again) or it was just read. Failures are left to the page, which reads it again.
 */
export function readInstanceScreenAhead(client: ApolloClient, instanceId: string): void {
  if (justRead(instanceId) || client.readQuery({ query: TrackerScreenQuery, variables: variables(instanceId) })) return;
  readAheadAt.set(instanceId, Date.now());
  client.query({ query: TrackerScreenQuery, variables: variables(instanceId), fetchPolicy: 'network-only' }).catch(() => readAheadAt.delete(instanceId));
}

/**
 * The page's read of its screen: a screen just read ahead is shown as it is (the page joins its request while it is
 * on its way), so it is not read twice; otherwise the cache's answer, if any, while the server's is read. Every later
 * read (a refresh after a run) goes to the server.
 */
export function useTrackerScreen(instanceId: string) {
  const [fetchPolicy] = React.useState<WatchQueryFetchPolicy>(() => (justRead(instanceId) ? 'cache-first' : 'cache-and-network'));
  return useQuery(TrackerScreenQuery, { variables: variables(instanceId), fetchPolicy, nextFetchPolicy: () => 'cache-and-network' });
}
