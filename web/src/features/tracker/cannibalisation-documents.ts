import { graphql } from '../../gql';
import { OWN_REQUEST } from './own-request';

/** Keywords where two or more own URLs rank in the top 100, and the health figure per run. */
export const TrackerCannibalisationQuery = graphql(`
  query TrackerCannibalisation($instanceId: ID!, $keywordsPerDevice: Int) {
    trackerCannibalisation(instanceId: $instanceId, keywordsPerDevice: $keywordsPerDevice) {
      domain
      runId
      runAt
      keywords {
        keyword
        device
        urls {
          url
          position
        }
      }
      health {
        runId
        runAt
        device
        keywordsChecked
        keywordsCannibalised
        health
      }
    }
  }
`);

/** Cannibalised keywords of each device shown before "Show all". */
export const FIRST_KEYWORDS = 20;

/** The cannibalisation card's read: the first keywords of each device, or every one once asked for. */
export const cannibalisationRead = (instanceId: string, showAll = false) => ({
  query: TrackerCannibalisationQuery,
  variables: { instanceId, keywordsPerDevice: showAll ? null : FIRST_KEYWORDS },
  context: OWN_REQUEST,
});
