// The tracker page's first screen as the server answers it, for component tests (they load react-router through the
// plan fixtures: import '../../lib/testing/jsdom-text-encoding' first).
import type { MockLink } from '@apollo/client/testing';
import { planToolsMock } from '../research/research-fixtures';
import { buildKeywordTable } from './keyword-table-fixtures';
import { KEYWORD_TABLE_FIRST_ROWS, TrackerScreenQuery } from './tracker-documents';
import type { buildInstance, buildReport } from './tracker-fixtures';

/** An instance's first screen (TrackerScreenQuery): the instance, its report, the table's first page and the credits left; answered every time asked. */
export const screenOf = (shown: ReturnType<typeof buildInstance>, report: ReturnType<typeof buildReport>, creditsLeft = 480): MockLink.MockedResponse => ({
  request: { query: TrackerScreenQuery, variables: { id: shown.id, tableLimit: KEYWORD_TABLE_FIRST_ROWS } },
  result: {
    data: {
      serpProvider: { __typename: 'SerpProviderInfo', name: 'sandbox', source: 'SANDBOX' },
      plans: (planToolsMock.result as { data: { plans: unknown } }).data.plans,
      workspacePlanId: null,
      creditUsage: [{ __typename: 'CreditUsage', kind: 'TRACKING', used: 500 - creditsLeft, limit: 500, remaining: creditsLeft, periodEnd: '2026-12-01T00:00:00.000Z' }],
      trackingInstance: shown,
      trackerReport: report,
      trackerKeywordTable: buildKeywordTable(),
      trackingKeywordTags: [],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
