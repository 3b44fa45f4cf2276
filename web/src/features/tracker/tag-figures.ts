import type { ApolloClient } from '@apollo/client';
import { TrackerShareOfVoiceQuery, TrackerTagSummaryQuery, TrackingKeywordTagsQuery } from './keyword-bulk-documents';

/**
 * Reads again every tag figure on screen (share of voice, the per-tag summary, the tag lists). They
 * join the latest run's results to the keywords' current tags, so a run, an import or a bulk change
 * of tags or keywords changes them.
 */
export function refetchTagFigures(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: [TrackerShareOfVoiceQuery, TrackerTagSummaryQuery, TrackingKeywordTagsQuery] });
}
