import { graphql } from '../../gql';

/** What importing the pasted or uploaded lines would do (into a new instance when instanceId is null): counts, and the first lines of each kind; nothing is saved. */
export const PreviewKeywordImportQuery = graphql(`
  query PreviewKeywordImport($instanceId: ID, $text: String!) {
    previewKeywordImport(instanceId: $instanceId, text: $text) {
      added
      updated
      duplicates
      invalid
      keywordsAfter
      keywordLimit
      problem
      sampleLines
      lines {
        line
        keyword
        tags
        targetUrl
        device
        status
        message
      }
    }
  }
`);

export const ImportKeywordsMutation = graphql(`
  mutation ImportKeywords($instanceId: ID!, $text: String!) {
    importKeywords(instanceId: $instanceId, text: $text) {
      added
      updated
      skipped
    }
  }
`);

export const BulkEditKeywordsMutation = graphql(`
  mutation BulkEditKeywords($instanceId: ID!, $input: BulkKeywordsInput!) {
    bulkEditKeywords(instanceId: $instanceId, input: $input)
  }
`);

/** The keywords a bulk action on "all matching" would touch: the same tag and text filter, one per keyword whatever its devices. */
export const TrackingKeywordsMatchingQuery = graphql(`
  query TrackingKeywordsMatching($instanceId: ID!, $tag: String, $search: String, $serpFeature: SerpFeature) {
    trackingKeywords(instanceId: $instanceId, tag: $tag, search: $search, serpFeature: $serpFeature) {
      keyword
    }
  }
`);

export const TrackingKeywordTagsQuery = graphql(`
  query TrackingKeywordTags($instanceId: ID!) {
    trackingKeywordTags(instanceId: $instanceId) {
      tag
      keywords
    }
  }
`);

/** Replaces one keyword's tags and target URL: the keyword table's inline edit. */
export const UpdateTrackedKeywordMutation = graphql(`
  mutation UpdateTrackedKeyword($instanceId: ID!, $input: UpdateTrackedKeywordInput!) {
    updateTrackedKeyword(instanceId: $instanceId, input: $input) {
      keyword
      tags
      targetUrl
    }
  }
`);
