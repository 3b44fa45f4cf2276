// The server's trackingRunCost answer for component tests: one credit a keyword and device, as the api charges.
import type { MockLink } from '@apollo/client/testing';
import { TrackingRunCostQuery } from './run-cost-line';

export const runCostMock: MockLink.MockedResponse = {
  request: { query: TrackingRunCostQuery, variables: () => true },
  result: (variables: Record<string, unknown>) => {
    // One search per keyword and device.
    const searches = Number(variables.keywords) * Number(variables.devices ?? 1);
    return { data: { trackingRunCost: { __typename: 'TrackingRunCost', keywords: searches, creditsPerKeyword: 1, credits: searches } } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
