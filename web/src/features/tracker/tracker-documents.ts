import { graphql } from '../../gql';

/** Rows of the keyword table the first screen reads (and the table's own reads ask for). */
export const KEYWORD_TABLE_PAGE_SIZE = 500;

/**
 * The first screen of an instance in one request: the header, the run under way, the credits line,
 * the report and the keyword table's first page, each section's fields in its own fragment; the
 * provider and plan fields are read from the cache by the page around it. Sections below the fold
 * read their own queries when they come into view; `useTrackerRefresh` reads this again after a run.
 */
export const TrackerScreenQuery = graphql(`
  query TrackerScreen($id: ID!, $tableLimit: Int!) {
    serpProvider {
      name
      source
    }
    plans {
      id
      name
      limits {
        backlinks
        competitorAnalysis
        tracking
        reports
        brandKit
        scheduledReports
        webhooks
      }
    }
    creditUsage {
      kind
      used
      limit
      remaining
      periodEnd
    }
    trackingInstance(id: $id) {
      id
      ...InstanceDetail_instance
    }
    trackerReport(instanceId: $id) {
      instanceId
      ...InstanceReport_report
    }
    trackerKeywordTable(instanceId: $id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: $tableLimit) {
      instanceId
      ...KeywordTable_table
    }
    trackingKeywordTags(instanceId: $id) {
      tag
      keywords
    }
  }
`);

export const SerpProviderQuery = graphql(`
  query TrackerSerpProvider {
    serpProvider {
      name
      source
    }
  }
`);
