import { graphql } from '../../gql';

/**
 * A page of the latest run per keyword, device and company (position, change since the run compared
 * with, best, URL) with each keyword's volume, CPC and SERP features, filtered and paged by the server.
 */
export const TrackerKeywordTableQuery = graphql(`
  query TrackerKeywordTable($instanceId: ID!, $device: Device, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {
    trackerKeywordTable(instanceId: $instanceId, device: $device, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {
      instanceId
      ...KeywordTable_table
    }
  }
`);

/** What the keyword table shows of a page; the tracker's screen query reads the first. */
export const KeywordTableFragment = graphql(`
  fragment KeywordTable_table on TrackerKeywordTable {
    instanceId
    totalRows
    runAt
    previousRunAt
    compareRunId
    earlierRuns {
      runId
      runAt
    }
    depth
    runStatus
    companies {
      companyName
      domain
      own
    }
    searchConsole {
      propertyId
      from
      to
      flagPlaces
      sandbox
    }
    rows {
      keyword
      device
      tags
      targetUrl
      ranksWithAnotherPage
      positionsDisagree
      searchConsole {
        clicks
        impressions
        ctr
        position
      }
      volume
      cpc
      metricsSource
      serpFeatures
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
        runId
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

/** The results page stored for a keyword in one run: results and features with their owners. */
export const SerpSnapshotQuery = graphql(`
  query SerpSnapshot($instanceId: ID!, $keyword: String!, $runId: ID) {
    serpSnapshot(instanceId: $instanceId, keyword: $keyword, runId: $runId) {
      runId
      runAt
      results {
        position
        url
        title
        type
      }
      features {
        type
        domain
      }
    }
  }
`);

/** Adds a competitor; its history is filled from the stored results pages by a job. */
export const AddCompetitorMutation = graphql(`
  mutation AddCompetitor($instanceId: ID!, $domain: String!) {
    addCompetitor(instanceId: $instanceId, domain: $domain) {
      id
      competitors {
        domain
        companyName
      }
      activeJob {
        ...UseJob_job
      }
    }
  }
`);

