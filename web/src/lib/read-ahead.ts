import * as React from 'react';
import type { ApolloClient, DefaultContext, DocumentNode, OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { canonicalStringify } from '@apollo/client/utilities';

/** A query as its reader sends it: the same document, variables and context wherever it is read. */
export interface QueryRead<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  context?: DefaultContext;
}

/** How long a read ahead of its reader counts as just read: the reader mounting in that time shows it as it is. */
const FRESH_MS = 5_000;

interface ReadAhead {
  at: number;
  answered: Promise<void>;
}

/** The reads ahead by document, then by variables (canonically ordered, as Apollo keys its cache and requests). */
const readsAhead = new Map<DocumentNode, Map<string, ReadAhead>>();

function justReadAhead(read: { query: DocumentNode; variables: OperationVariables }): ReadAhead | undefined {
  const last = readsAhead.get(read.query)?.get(canonicalStringify(read.variables));
  return last && Date.now() - last.at < FRESH_MS ? last : undefined;
}

/**
 * Sends a query ahead of the component that reads it (useReadAheadQuery), so that its answer is on its way while
 * the component's page or code loads. Nothing when it was just read ahead or the cache already holds it (the reader
 * shows that and reads it again). Settles once the answer is in the cache, and never fails: a failed read is not
 * counted, and its reader sends its own and shows the failure.
 */
export function readAhead<TData, TVariables extends OperationVariables>(client: ApolloClient, read: QueryRead<TData, TVariables>): Promise<void> {
  const last = justReadAhead(read);
  if (last) return last.answered;
  if (client.readQuery<TData, TVariables>({ query: read.query, variables: read.variables })) return Promise.resolve();
  const key = canonicalStringify(read.variables);
  const byVariables = readsAhead.get(read.query) ?? new Map<string, ReadAhead>();
  readsAhead.set(read.query, byVariables);
  const sent = client.query<TData, TVariables>({ ...read, fetchPolicy: 'network-only' });
  const entry: ReadAhead = {
    at: Date.now(),
    answered: sent.then(
      () => undefined,
      () => {
        if (byVariables.get(key) === entry) byVariables.delete(key);
      },
    ),
  };
  byVariables.set(key, entry);
  return entry.answered;
}

/**
 * Forgets every read ahead, after a change that makes their answers old (a run that ended, an edit): a reader mounting
 * later reads again, even if an older answer arrived after the change.
 */
export function forgetReadsAhead(): void {
  readsAhead.clear();
}

/**
 * A component's read of a query that may have been read ahead (readAhead). Just read ahead, its answer is shown as
 * it is, not read twice: from the cache, or, while it is on its way, by joining its request (Apollo joins identical
 * requests in flight, unless the read's context turns that off: such a reader mounts once the answer is here, as
 * LoadOnView's sections do). Otherwise the cache's answer, if any, while the server's is read. Every later read (new
 * variables, a refresh) goes to the server.
 */
export function useReadAheadQuery<TData, TVariables extends OperationVariables>(read: QueryRead<TData, TVariables>) {
  const [fetchPolicy] = React.useState<WatchQueryFetchPolicy>(() => (justReadAhead(read) ? 'cache-first' : 'cache-and-network'));
  return useQuery(read.query, { variables: read.variables, context: read.context, fetchPolicy, nextFetchPolicy: () => 'cache-and-network' });
}
