import { graphql } from '../../gql';

/** An instance's keywords with their tags, target URL and device, before its first run. */
export const KeywordsBeforeRunQuery = graphql(`
  query KeywordsBeforeRun($instanceId: ID!) {
    trackingKeywords(instanceId: $instanceId) {
      keyword
      tags
      targetUrl
      device
    }
  }
`);
