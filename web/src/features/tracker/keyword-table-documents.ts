import { graphql } from '../../gql';

/** A page of the latest run per keyword, device and company (position, change, best, URL), filtered and paged by the server. */
export const TrackerKeywordTableQuery = graphql(`
  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $offset: Int, $limit: Int) {
    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, offset: $offset, limit: $limit) {
      instanceId
      totalRows
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
        device
        tags
        targetUrl
        ranksWithAnotherPage
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
  query TrackerKeywordHistory($instanceId: ID!, $keyword: String!, $device: Device) {
    trackerKeywordHistory(instanceId: $instanceId, keyword: $keyword, device: $device) {
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
