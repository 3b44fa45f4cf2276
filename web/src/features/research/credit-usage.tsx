import { useQuery } from '@apollo/client/react';
import { Gauge } from 'lucide-react';
import { graphql } from '../../gql';

export const CreditUsageQuery = graphql(`
  query ResearchCreditUsage {
    creditUsage {
      kind
      used
      limit
      remaining
      periodEnd
    }
  }
`);

/** Mutations that spend keyword searches refetch this, so the count stays true after each analysis. */
export const REFETCH_CREDIT_USAGE = [CreditUsageQuery];

/** "N of M keyword searches left this month" — research spends keyword searches (issue 8 §4). */
export function KeywordSearchesLeft() {
  const { data } = useQuery(CreditUsageQuery, { fetchPolicy: 'cache-and-network' });
  const usage = data?.creditUsage.find((entry) => entry.kind === 'KEYWORD_SEARCHES');
  if (!usage) return null;
  const text =
    usage.limit == null || usage.remaining == null
      ? 'Unlimited keyword searches this month'
      : `${usage.remaining.toLocaleString('en-US')} of ${usage.limit.toLocaleString('en-US')} keyword searches left this month`;
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-muted/60 px-3 py-1 text-xs font-medium text-muted-foreground" data-testid="searches-left">
      <Gauge className="size-3.5" aria-hidden="true" />
      {text}
    </p>
  );
}
