import type { ApolloClient } from '@apollo/client';
import { readAhead, useReadAheadQuery } from '../../lib/read-ahead';
import { KEYWORD_TABLE_FIRST_ROWS, TrackerScreenQuery } from './tracker-documents';

/**
 * The page's read of an instance's screen, the same when read ahead. Its requests may be joined (no OWN_REQUEST): the
 * page, mounted while the read ahead is on its way, joins it.
 */
const screenRead = (instanceId: string) => ({ query: TrackerScreenQuery, variables: { id: instanceId, tableLimit: KEYWORD_TABLE_FIRST_ROWS } });

/**
 * Reads an instance's screen (TrackerScreenQuery) ahead of its page: when the page's URL is loaded with a saved
 * session, beside the session's own read, and the list's first instance (see readAhead). Failures are left to the
 * page, which reads it again.
 */
export function readInstanceScreenAhead(client: ApolloClient, instanceId: string): void {
  void readAhead(client, screenRead(instanceId));
}

/**
 * The page's read of its screen: a screen just read ahead is shown as it is (the page joins its request while it is
 * on its way), otherwise the cache's answer, if any, while the server's is read; every later read (a refresh after a
 * run) goes to the server (see useReadAheadQuery).
 */
export function useTrackerScreen(instanceId: string) {
  return useReadAheadQuery(screenRead(instanceId));
}
