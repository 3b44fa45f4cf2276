import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Priced by the server with the rule a run is charged by, so the form and the charge cannot disagree. */
export const TrackingRunCostQuery = graphql(`
  query TrackingRunCost($keywords: Int!) {
    trackingRunCost(keywords: $keywords) {
      keywords
      creditsPerKeyword
      credits
    }
  }
`);

const plural = (count: number, noun: string) => `${count.toLocaleString()} ${noun}${count === 1 ? '' : 's'}`;

/** "One run: 40 keywords × 1 tracking credit = 40 tracking credits", before the instance is saved. */
export function RunCostLine({ keywords }: { keywords: number }) {
  const { data, previousData } = useQuery(TrackingRunCostQuery, { variables: { keywords }, skip: keywords === 0 });
  const cost = (data ?? previousData)?.trackingRunCost;
  return (
    <p id="tracker-run-cost" aria-live="polite" className="text-sm text-muted-foreground">
      {keywords === 0
        ? 'Add keywords to see what one run costs.'
        : cost
          ? `One run: ${plural(cost.keywords, 'keyword')} × ${plural(cost.creditsPerKeyword, 'tracking credit')} = ${plural(cost.credits, 'tracking credit')}, whatever the depth checked.`
          : 'Working out what one run costs…'}
    </p>
  );
}
