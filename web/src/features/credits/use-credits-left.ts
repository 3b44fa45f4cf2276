import * as React from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import type { CreditKind, CreditsLeft_UsageFragment } from '../../gql/graphql';
import { errorCode } from '../../lib/graphql-error';
import { useAuth } from '../session/session-provider';

/** One kind of credits this period, as the credit lines show it; the tracker's screen query reads it too. */
export const CreditsLeftFragment = graphql(`
  fragment CreditsLeft_usage on CreditUsage {
    kind
    used
    limit
    remaining
    periodEnd
  }
`);

export const CreditUsageQuery = graphql(`
  query CreditUsage {
    creditUsage {
      ...CreditsLeft_usage
    }
  }
`);

export type CreditsLeft = CreditsLeft_UsageFragment;

/**
 * The signed-in user's credits of one kind this period; undefined for a visitor and until they load.
 * Read afresh on each mount unless a page's own query has just read them (`cache-first`).
 */
export function useCreditsLeft(kind: CreditKind, fetchPolicy: 'cache-and-network' | 'cache-first' = 'cache-and-network'): CreditsLeft | undefined {
  const { user } = useAuth();
  const { data } = useQuery(CreditUsageQuery, { skip: !user, fetchPolicy });
  return user ? getFragmentData(CreditsLeftFragment, data?.creditUsage)?.find((entry) => entry.kind === kind) : undefined;
}

/** Re-reads the credits, e.g. after the server refused a spend, so every count and button shows the truth. */
export function useRefetchCredits(): () => void {
  const client = useApolloClient();
  return React.useCallback(() => void client.refetchQueries({ include: [CreditUsageQuery] }).catch(() => undefined), [client]);
}

/** None left this period (unlimited plans never run out). */
export function isUsedUp(credits: CreditsLeft | undefined): boolean {
  return credits?.remaining === 0;
}

/** The server refused because the plan's credits of a kind are used up: a known limit, not a failure. */
export function isOutOfCredits(error: unknown): boolean {
  return errorCode(error) === 'INSUFFICIENT_CREDITS';
}
