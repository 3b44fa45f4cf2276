import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Priced by the server with the rule a run is charged by, so the form and the charge cannot disagree. */
export const TrackingRunCostQuery = graphql(`
  query TrackingRunCost($keywords: Int!, $devices: Int!) {
    trackingRunCost(keywords: $keywords, devices: $devices) {
      keywords
      creditsPerKeyword
      credits
    }
  }
`);

const plural = (count: number, noun: string) => `${count.toLocaleString()} ${noun}${count === 1 ? '' : 's'}`;

/** "40 keywords", or on two devices "80 searches (40 keywords on 2 devices)". */
function searchesOf(searches: number, keywords: number, devices: number): string {
  return devices > 1 ? `${searches.toLocaleString()} searches (${plural(keywords, 'keyword')} on ${devices} devices)` : plural(searches, 'keyword');
}

/** "One run: 40 keywords × 1 tracking credit = 40 tracking credits", before the instance is saved. */
export function RunCostLine({ keywords, devices = 1 }: { keywords: number; devices?: number }) {
  const { data, previousData } = useQuery(TrackingRunCostQuery, { variables: { keywords, devices }, skip: keywords === 0 });
  const cost = (data ?? previousData)?.trackingRunCost;
  return (
    <p id="tracker-run-cost" aria-live="polite" className="text-sm text-muted-foreground">
      {keywords === 0
        ? 'Add keywords to see what one run costs.'
        : cost
          ? `One run: ${searchesOf(cost.keywords, keywords, devices)} × ${plural(cost.creditsPerKeyword, 'tracking credit')} = ${plural(cost.credits, 'tracking credit')}, whatever the depth checked.`
          : 'Working out what one run costs…'}
    </p>
  );
}
