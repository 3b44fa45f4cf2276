import { graphql } from '../../gql';
import { PAGE_SIZE } from './keyword-table-model';

/** Rows of a server page of the keyword table; the grid sorts, filters and pages one such page in the browser. */
export const KEYWORD_TABLE_PAGE_SIZE = 500;
/**
 * Rows of the first server page that the first screen reads: the grid's first page (at 10 companies a row is ~2.7 KB of
 * JSON). The rest of that page is read when the grid needs it (the next page, a sort, a filter), so the first screen
 * does not carry rows it does not show.
 */
export const KEYWORD_TABLE_FIRST_ROWS = PAGE_SIZE;

/**
 * The first screen of an instance in one request: the header, the run under way, the credits line,
 * the report and the first rows of the keyword table, each section's fields in its own fragment; the
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
      ...PlanTools_plan
    }
    workspacePlanId
    creditUsage {
      ...CreditsLeft_usage
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
