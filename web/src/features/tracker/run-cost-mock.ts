// The server's trackingRunCost answer for component tests: one credit a keyword, as the api charges.
import type { MockLink } from '@apollo/client/testing';
import { TrackingRunCostQuery } from './run-cost-line';

export const runCostMock: MockLink.MockedResponse = {
  request: { query: TrackingRunCostQuery, variables: () => true },
  result: (variables: Record<string, unknown>) => {
    const keywords = Number(variables.keywords);
    return { data: { trackingRunCost: { __typename: 'TrackingRunCost', keywords, creditsPerKeyword: 1, credits: keywords } } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
