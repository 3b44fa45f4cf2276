import { graphql } from '../../gql';
import type { Device } from '../../gql/graphql';
import { OWN_REQUEST } from './own-request';

/** Each company's share of voice over the runs, for a device and a tag, with the click-through rates it counts by. */
export const TrackerShareOfVoiceQuery = graphql(`
  query TrackerShareOfVoice($instanceId: ID!, $device: Device, $tag: String) {
    trackerShareOfVoice(instanceId: $instanceId, device: $device, tag: $tag) {
      keywordsWithVolume
      keywordsTotal
      companies {
        companyName
        domain
        own
        share
        points {
          runAt
          share
        }
      }
      ctrCurve {
        ...CtrCurveNote_curve
      }
    }
  }
`);

/** Each tag's figures per company in the latest run, for a device. */
export const TrackerTagSummaryQuery = graphql(`
  query TrackerTagSummary($instanceId: ID!, $device: Device) {
    trackerTagSummary(instanceId: $instanceId, device: $device) {
      tag
      companies {
        domain
        companyName
        own
        keywordsChecked
        keywordsFound
        averageRank
        visibility
      }
    }
  }
`);

/** The share of voice section's reads, for a device and a tag (null: all of them); its first is of all of them. */
export const shareOfVoiceRead = (instanceId: string, device: Device | null = null, tag: string | null = null) => ({
  query: TrackerShareOfVoiceQuery,
  variables: { instanceId, device, tag },
  context: OWN_REQUEST,
});
export const tagSummaryRead = (instanceId: string, device: Device | null = null) => ({
  query: TrackerTagSummaryQuery,
  variables: { instanceId, device },
  context: OWN_REQUEST,
});
