import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Gauge } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import { CreditsLeftFragment } from '../credits/use-credits-left';
import { OWN_REQUEST } from './own-request';

export const TrackingCreditsQuery = graphql(`
  query TrackingCredits {
    creditUsage {
      ...CreditsLeft_usage
    }
  }
`);

interface TrackingCreditsLeftProps {
  /** Credits one run takes (one per keyword and device), when a run is in view; omitted, no comparison is made. */
  needed?: number;
  /** Whose run `needed` is, e.g. "your largest instance"; "a run" when omitted. */
  neededFor?: string;
  /** `cache-first` where the page's own query has just read the credits; read afresh otherwise. */
  fetchPolicy?: 'cache-and-network' | 'cache-first';
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * "N tracking credits left this period", what a run needs, and a way to more when that is too few.
 * A run spends one credit per keyword and device (its unchecked searches are refunded when it does not finish).
 */
export function TrackingCreditsLeft({ needed, neededFor = 'a run', fetchPolicy = 'cache-and-network' }: TrackingCreditsLeftProps) {
  const { data } = useQuery(TrackingCreditsQuery, { fetchPolicy, context: OWN_REQUEST });
  const usage = getFragmentData(CreditsLeftFragment, data?.creditUsage)?.find((entry) => entry.kind === 'TRACKING');
  if (!usage) return null;
  const unlimited = usage.remaining == null;
  const tooFew = !unlimited && needed !== undefined && needed > 0 && usage.remaining! < needed;
  const left = unlimited ? 'Unlimited tracking credits this period' : `${count(usage.remaining!)} tracking credit${usage.remaining === 1 ? '' : 's'} left this period`;
  const need = needed ? ` · ${neededFor} needs ${count(needed)}` : '';

  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="tracking-credits">
      <Gauge className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className={tooFew ? 'font-medium text-destructive' : undefined}>
          {left}
          {need}
        </span>
        {tooFew ? (
          <>
            {' '}
            <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
              Upgrade for more credits
            </Link>
          </>
        ) : null}
      </span>
    </p>
  );
}
