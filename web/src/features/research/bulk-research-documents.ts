import { graphql } from '../../gql';

export const BulkKeywordsPreviewQuery = graphql(`
  query BulkKeywordsPreview($text: String) {
    bulkKeywordsPreview(text: $text) {
      count
      limit
      refusal
      duplicateCount
      invalidCount
      searchesLeft
      searchesShort
      duplicates {
        line
        keyword
        repeats
      }
      invalid {
        line
        keyword
        message
      }
    }
  }
`);

export const StartBulkResearchMutation = graphql(`
  mutation StartBulkResearch($input: StartBulkResearchInput!) {
    startBulkResearch(input: $input) {
      id
      jobId
      status
    }
  }
`);

export const BulkResearchQuery = graphql(`
  query BulkResearch($id: ID!) {
    bulkResearch(id: $id) {
      id
      jobId
      status
      error
      source
      provider
      country
      language
      total
      done
      failed
      createdAt
    }
  }
`);

export const BulkResearchesQuery = graphql(`
  query BulkResearches {
    bulkResearches(limit: 10) {
      id
      status
      source
      country
      total
      done
      failed
      createdAt
    }
  }
`);

export const BulkResearchResultsQuery = graphql(`
  query BulkResearchResults(
    $id: ID!
    $offset: Int
    $limit: Int
    $sort: String
    $direction: String
    $search: String
    $minVolume: Int
    $maxCompetition: Float
  ) {
    bulkResearchResults(
      id: $id
      offset: $offset
      limit: $limit
      sort: $sort
      direction: $direction
      search: $search
      minVolume: $minVolume
      maxCompetition: $maxCompetition
    ) {
      source
      total
      matching
      offset
      rows {
        position
        keyword
        status
        volume
        cpc
        competition
        trend {
          year
          month
          volume
        }
        error
      }
    }
  }
`);
