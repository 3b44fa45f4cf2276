import { graphql } from '../../gql';

/** The latest run per keyword and company (position, change, best, URL), computed by the server. */
export const TrackerKeywordTableQuery = graphql(`
  query TrackerKeywordTable($instanceId: ID!) {
    trackerKeywordTable(instanceId: $instanceId) {
      instanceId
      runAt
      previousRunAt
      depth
      companies {
        companyName
        domain
        own
      }
      rows {
        keyword
        positions {
          domain
          position
          url
          previousPosition
          change
          changeBy
          bestPosition
        }
      }
    }
  }
`);

/** One keyword's position and URL per company in every completed run, oldest first. */
export const TrackerKeywordHistoryQuery = graphql(`
  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!) {
    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword) {
      instanceId
      keyword
      companies {
        companyName
        domain
        own
      }
      runs {
        runAt
        depth
        positions {
          domain
          position
          url
        }
      }
      ...KeywordHistoryChart_history
    }
  }
`);
