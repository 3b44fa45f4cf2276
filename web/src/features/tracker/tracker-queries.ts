import { graphql } from '../../gql';

/** Latest results, rankings, not-found rows and the chart series of one instance, aggregated by the server. */
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
        companyName
        domain
        own
        keywordsRanked
        keywordsTotal
        averageRank
        lastChecked
      }
      notFound {
        companyName
        domain
        keyword
        positionsChecked
        lastRun
      }
      series {
        companyName
        domain
        points {
          runAt
          averageRank
        }
      }
      ...VisibilitySection_report
    }
  }
`);

/** One instance, fresh from the server (its schedule, last run and any run under way). */
export const TrackingInstanceQuery = graphql(`
  query TrackingInstance($id: ID!) {
    trackingInstance(id: $id) {
      ...TrackerInstance_instance
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
