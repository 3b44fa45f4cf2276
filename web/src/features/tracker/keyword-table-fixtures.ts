// Keyword-table answers shaped like the server's, for component tests.
import type { KeywordTable_TableFragment, RankChange, TrackerKeywordHistoryQuery } from '../../gql/graphql';

type Table = Omit<KeywordTable_TableFragment, ' $fragmentName'>;
type History = TrackerKeywordHistoryQuery['trackerKeywordHistory'];

const COMPANIES = [
  { __typename: 'KeywordTableCompany' as const, companyName: 'Wikipedia', domain: 'wikipedia.org', own: true },
  { __typename: 'KeywordTableCompany' as const, companyName: 'Moz', domain: 'moz.com', own: false },
];

/** The runs before the latest, newest first: the previous run, then one a week earlier. */
export const EARLIER_RUNS = [
  { __typename: 'TrackerRunDate' as const, runId: 'r1', runAt: '2026-01-01T09:00:00.000Z' },
  { __typename: 'TrackerRunDate' as const, runId: 'r0', runAt: '2025-12-25T09:00:00.000Z' },
];

/** [position, previous, change, changeBy, best] per company. */
type CellSpec = [number | null, number | null, RankChange, number, number | null];

export function keywordRow(keyword: string, cells: CellSpec[], extra: Partial<Pick<Table['rows'][number], 'device' | 'tags' | 'targetUrl' | 'ranksWithAnotherPage' | 'volume' | 'cpc' | 'metricsSource' | 'serpFeatures' | 'searchConsole' | 'positionsDisagree'>> = {}): Table['rows'][number] & { __typename: string } {
  return {
    __typename: 'KeywordTableRow',
    keyword,
    device: 'desktop',
    tags: [],
    targetUrl: null,
    ranksWithAnotherPage: false,
    volume: null,
    cpc: null,
    metricsSource: null,
    serpFeatures: [],
    searchConsole: null,
    positionsDisagree: false,
    ...extra,
    positions: cells.map(([position, previousPosition, change, changeBy, bestPosition], index) => ({
      __typename: 'KeywordPosition',
      domain: COMPANIES[index].domain,
      position,
      url: position ? `https://${COMPANIES[index].domain}/${keyword.replace(/\s+/g, '-')}` : null,
      previousPosition,
      change,
      changeBy,
      bestPosition,
    })),
  };
}

export function buildKeywordTable(rows: Table['rows'] = [], overrides: Partial<Table> = {}): Table & { __typename: string } {
  return {
    __typename: 'TrackerKeywordTable',
    instanceId: 'i1',
    totalRows: rows.length,
    runAt: rows.length ? '2026-01-02T09:00:00.000Z' : null,
    previousRunAt: rows.length ? '2026-01-01T09:00:00.000Z' : null,
    compareRunId: rows.length ? 'r1' : null,
    earlierRuns: rows.length ? EARLIER_RUNS : [],
    depth: rows.length ? 100 : null,
    runStatus: rows.length ? ('COMPLETED' as const) : null,
    companies: COMPANIES,
    rows,
    searchConsole: null,
    ...overrides,
  };
}

function runPosition(domain: string, position: number | null, url: string | null) {
  return { __typename: 'KeywordRunPosition', domain, position, url };
}

export function buildKeywordHistory(keyword: string): History & { __typename: string } {
  return {
    __typename: 'TrackerKeywordHistory',
    instanceId: 'i1',
    keyword,
    companies: COMPANIES,
    runs: [
      {
        runId: 'r1',
        runAt: '2026-01-01T09:00:00.000Z',
        depth: 100,
        positions: [
          runPosition('wikipedia.org', 5, 'https://wikipedia.org/old'),
          runPosition('moz.com', 0, null),
        ],
      },
      {
        runId: 'r2',
        runAt: '2026-01-02T09:00:00.000Z',
        depth: 100,
        positions: [
          runPosition('wikipedia.org', 2, 'https://wikipedia.org/new'),
          runPosition('moz.com', 7, 'javascript:alert(1)'),
        ],
      },
    ].map((run) => ({ __typename: 'KeywordHistoryRun', ...run })),
  };
}
