// Records shaped like the server's answers, for the tracker's component tests.
import type {
  EditInstanceDialog_InstanceFragment,
  InstanceDetail_InstanceFragment,
  InstanceList_InstanceFragment,
  NotFoundTable_PageFragment,
  RankingChart_SeriesFragment,
  RankingResultsTable_RankingFragment,
  UseJob_JobFragment,
  VisibilitySection_ReportFragment,
  CtrCurveNote_CurveFragment,
} from '../../gql/graphql';

/** The generated types leave `__typename` off nested objects; answers from the server carry it. */
type WithTypenames<T> = T extends (infer Item)[]
  ? WithTypenames<Item>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;

/** Fragment data as the server sends it: every field, not the fragment refs the generated types mask it as. */
type Unmasked<T> = Omit<T, ' $fragmentRefs' | ' $fragmentName'>;

/** An instance with the fields of every fragment the tracker reads it through. */
type Instance = Unmasked<InstanceList_InstanceFragment> &
  Omit<Unmasked<InstanceDetail_InstanceFragment>, 'activeJob'> &
  Unmasked<EditInstanceDialog_InstanceFragment> & { activeJob: UseJob_JobFragment | null; keywords: string[] };

export function buildInstance(overrides: Partial<WithTypenames<Instance>> = {}): WithTypenames<Instance> {
  const keywords = overrides.keywords ?? ['seo tools', 'backlinks'];
  const devices = overrides.devices ?? ['desktop'];
  return {
    // What the server charges: a credit per keyword and device.
    runCredits: keywords.length * devices.length,
    __typename: 'TrackingInstance',
    id: 'i1',
    name: 'Wikipedia vs Moz',
    userDomain: 'wikipedia.org',
    userCompanyName: 'Wikipedia',
    competitors: [{ __typename: 'Competitor', domain: 'moz.com', companyName: 'Moz' }],
    keywords,
    keywordCount: keywords.length,
    keywordPreview: keywords.slice(0, 5),
    clientId: null,
    devices,
    resultCount: 100,
    frequency: 'daily',
    scheduledTime: '09:00',
    timeZone: 'UTC',
    serpLocation: null,
    serpLanguage: 'en',
    serpCountry: 'us',
    serpDateRange: null,
    page: 1,
    searchConsoleFlagPlaces: 5,
    lastRun: null,
    nextRunAt: '2026-01-02T09:00:00.000Z',
    activeJob: null,
    ...overrides,
  };
}

type Report = {
  instanceId: string;
  lastRun: string | null;
  source: 'SANDBOX' | 'LIVE' | null;
  rankings: Unmasked<RankingResultsTable_RankingFragment>[];
  notFoundPage: Unmasked<NotFoundTable_PageFragment>;
  series: Unmasked<RankingChart_SeriesFragment>[];
  visibility: VisibilitySection_ReportFragment['visibility'];
  ctrCurve: Unmasked<CtrCurveNote_CurveFragment>;
};

/** The click-through curve of an instance without a linked property, as the server describes it. */
export const DEFAULT_CTR_CURVE: WithTypenames<Unmasked<CtrCurveNote_CurveFragment>> = {
  __typename: 'CtrCurve',
  source: 'DEFAULT',
  sandbox: false,
  note: 'Click-through rates by position: the default curve (Backlinko, 2023).',
};

export function buildReport(overrides: Partial<WithTypenames<Report>> = {}): WithTypenames<Report> {
  const runAt = '2026-01-01T09:00:00.000Z';
  return {
    __typename: 'TrackerReport',
    instanceId: 'i1',
    lastRun: runAt,
    source: 'SANDBOX',
    rankings: [
      {
        __typename: 'CompanyRanking',
        companyName: 'Moz',
        domain: 'moz.com',
        own: false,
        keywordsRanked: 0,
        keywordsTotal: 2,
        averageRank: null,
        lastChecked: runAt,
      },
      {
        __typename: 'CompanyRanking',
        companyName: 'Wikipedia',
        domain: 'wikipedia.org',
        own: true,
        keywordsRanked: 2,
        keywordsTotal: 2,
        averageRank: 3.46,
        lastChecked: runAt,
      },
    ],
    notFoundPage: notFoundPageOf([
      { __typename: 'NotFoundRow', companyName: 'Moz', domain: 'moz.com', keyword: 'seo tools', device: 'desktop', positionsChecked: 100, lastRun: runAt },
      { __typename: 'NotFoundRow', companyName: 'Moz', domain: 'moz.com', keyword: 'backlinks', device: 'desktop', positionsChecked: 100, lastRun: runAt },
    ]),
    series: [
      { __typename: 'RankingSeries', companyName: 'Wikipedia', domain: 'wikipedia.org', points: [{ __typename: 'RankingPoint', runAt, averageRank: 3.5 }] },
      { __typename: 'RankingSeries', companyName: 'Moz', domain: 'moz.com', points: [{ __typename: 'RankingPoint', runAt, averageRank: null }] },
    ],
    visibility: [
      { __typename: 'CompanyVisibility', companyName: 'Wikipedia', domain: 'wikipedia.org', own: true, score: 30.4, change: null, points: [{ __typename: 'VisibilityPoint', runAt, score: 30.4 }] },
      { __typename: 'CompanyVisibility', companyName: 'Moz', domain: 'moz.com', own: false, score: 0, change: null, points: [{ __typename: 'VisibilityPoint', runAt, score: 0 }] },
    ],
    ctrCurve: DEFAULT_CTR_CURVE,
    ...overrides,
  };
}

type NotFoundRows = WithTypenames<Unmasked<NotFoundTable_PageFragment>>['rows'];

/** The first page of searches without a result, `total` of them in all (the rows given, unless told). */
export function notFoundPageOf(rows: NotFoundRows, total = rows.length): WithTypenames<Unmasked<NotFoundTable_PageFragment>> {
  return { __typename: 'NotFoundPage', total, offset: 0, rows };
}
