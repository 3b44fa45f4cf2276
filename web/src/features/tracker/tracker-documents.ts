import { graphql } from '../../gql';

/**
 * Latest results, rankings, not-found rows and the chart series of one instance, aggregated by the
 * server: what the detail's report and its tables and charts read (instance-report.tsx).
 */
export const TrackerReportQuery = graphql(`
  query TrackerReport($instanceId: ID!) {
    trackerReport(instanceId: $instanceId) {
      instanceId
      lastRun
      source
      latest {
        domain
        keyword
        position
        createdAt
      }
      rankings {
        ...RankingResultsTable_ranking
      }
      notFound {
        ...NotFoundTable_row
      }
      series {
        ...RankingChart_series
      }
      ...VisibilitySection_report
    }
  }
`);

/** One instance, fresh from the server (its schedule, last run and any run under way). */
export const TrackingInstanceQuery = graphql(`
  query TrackingInstance($id: ID!) {
    trackingInstance(id: $id) {
      id
      ...InstanceDetail_instance
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
