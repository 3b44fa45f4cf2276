import { graphql } from '../../gql';
import { OWN_REQUEST } from './own-request';

/** The charted span: the last 90 days to yesterday. */
export const SEARCH_CONSOLE_CHART_DAYS = 90;

export const TrackerSearchConsoleSeriesQuery = graphql(`
  query TrackerSearchConsoleSeries($propertyId: ID!, $from: String) {
    searchConsoleDailySeries(propertyId: $propertyId, from: $from) {
      date
      clicks
      impressions
    }
  }
`);

/** The Search Console section's read of a property's charted days, counted back from `now`. */
export function searchConsoleSeriesRead(propertyId: string, now = new Date()) {
  const from = new Date(now.getTime() - SEARCH_CONSOLE_CHART_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { query: TrackerSearchConsoleSeriesQuery, variables: { propertyId, from }, context: OWN_REQUEST };
}
