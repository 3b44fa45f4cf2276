import { graphql } from '../../gql';

export const SearchConsoleOverviewQuery = graphql(`
  query SearchConsoleOverview {
    searchConsoleConnections {
      id
      provider
      accountLabel
      status
      createdAt
      propertyCount
    }
    searchConsoleProperties {
      id
      siteUrl
      kind
    }
    searchConsoleLinks {
      instanceId
      instanceName
      propertyId
      linkedAt
      syncedThrough
      job {
        ...UseJob_job
      }
    }
    trackingInstances {
      id
      name
      userDomain
    }
  }
`);

export const ConnectSearchConsoleMutation = graphql(`
  mutation ConnectSearchConsole {
    connectSearchConsole {
      url
    }
  }
`);

export const ConnectBingWebmasterMutation = graphql(`
  mutation ConnectBingWebmaster($apiKey: String!) {
    connectBingWebmaster(apiKey: $apiKey) {
      id
    }
  }
`);

export const DisconnectSearchConsoleMutation = graphql(`
  mutation DisconnectSearchConsole($id: ID!) {
    disconnectSearchConsole(id: $id)
  }
`);

export const LinkSearchConsolePropertyMutation = graphql(`
  mutation LinkSearchConsoleProperty($instanceId: ID!, $propertyId: ID!) {
    linkSearchConsoleProperty(instanceId: $instanceId, propertyId: $propertyId) {
      jobId
    }
  }
`);

export const UnlinkSearchConsolePropertyMutation = graphql(`
  mutation UnlinkSearchConsoleProperty($instanceId: ID!) {
    unlinkSearchConsoleProperty(instanceId: $instanceId)
  }
`);

export const StrikingDistanceQuery = graphql(`
  query SearchConsoleStrikingDistance($propertyId: ID!) {
    searchConsoleStrikingDistance(propertyId: $propertyId) {
      query
      clicks
      impressions
      position
      tracked
    }
  }
`);

export const NewAndLostQueriesQuery = graphql(`
  query SearchConsoleNewAndLost($propertyId: ID!, $instanceId: ID) {
    searchConsoleNewAndLostQueries(propertyId: $propertyId, instanceId: $instanceId) {
      new {
        query
        clicks
        impressions
        position
        tracked
      }
      lost {
        query
        clicks
        impressions
        position
        tracked
      }
    }
  }
`);

export const PagesLosingClicksQuery = graphql(`
  query SearchConsolePagesLosingClicks($propertyId: ID!) {
    searchConsolePagesLosingClicks(propertyId: $propertyId) {
      page
      clicks
      previousClicks
      change
    }
  }
`);

export const TrackerAddPreviewQuery = graphql(`
  query SearchConsoleTrackerAddPreview($instanceId: ID!, $text: String!) {
    previewKeywordImport(instanceId: $instanceId, text: $text) {
      added
      keywordsAfter
      keywordLimit
      problem
    }
  }
`);

export const AddToTrackerMutation = graphql(`
  mutation SearchConsoleAddToTracker($instanceId: ID!, $text: String!) {
    importKeywords(instanceId: $instanceId, text: $text) {
      added
      updated
      skipped
    }
  }
`);
