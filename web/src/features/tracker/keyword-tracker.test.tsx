import '../../lib/testing/jsdom-text-encoding';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createCache } from '../../app/apollo';
import { Toaster } from '../../components/ui/toast';
import { CreditUsageQuery } from '../credits/use-credits-left';
import { AlertRulesQuery } from '../notifications/alert-rules-documents';
import { FREE_USER, PRO_USER, planToolsMock } from '../research/research-fixtures';
import { CancelJobMutation, JOB_POLL_MS, JobQuery, JobUpdatedSubscription } from '../jobs/use-job';
import { MeQuery } from '../session/session-documents';
import { AuthProvider, type SessionUser } from '../session/session-provider';
import { TrackingInstancesQuery } from './instance-list';
import { EditInstanceKeywordsQuery } from './edit-instance-dialog';
import { TrackingKeywordTagsQuery } from './keyword-bulk-documents';
import { FIRST_KEYWORDS, TrackerCannibalisationQuery } from './cannibalisation-documents';
import { TrackerKeywordHistoryQuery, TrackerKeywordTableQuery } from './keyword-table-documents';
import { TrackerShareOfVoiceQuery, TrackerTagSummaryQuery } from './share-of-voice-documents';
import { buildKeywordHistory, buildKeywordTable, keywordRow } from './keyword-table-fixtures';
import { KeywordTracker } from './keyword-tracker';
import { runCostMock } from './run-cost-mock';
import { KEYWORD_TABLE_FIRST_ROWS, SerpProviderQuery, TrackerScreenQuery } from './tracker-documents';
import { screenOf } from './screen-fixtures';
import { buildInstance, buildReport, DEFAULT_CTR_CURVE, notFoundPageOf } from './tracker-fixtures';
import { TrackingCreditsQuery } from './tracking-credits';
import { RunTrackingInstanceMutation } from './use-tracker-run';

// ApexCharts needs a real layout engine; the test only checks what the chart is given.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: { series: { name: string; data: unknown[] }[]; options: { yaxis: { reversed: boolean; title: { text: string } } } }) => (
    <div data-testid="apex-chart" data-reversed={String(props.options.yaxis.reversed)} data-y-title={props.options.yaxis.title.text}>
      {props.series.map((line) => `${line.name}:${line.data.length}`).join(' ')}
    </div>
  ),
}));

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const sandbox: MockLink.MockedResponse = {
  request: { query: SerpProviderQuery },
  result: { data: { serpProvider: { __typename: 'SerpProviderInfo', name: 'sandbox', source: 'SANDBOX' } } },
  ...always,
};
const instancesAre = (trackingInstances: ReturnType<typeof buildInstance>[]): MockLink.MockedResponse => ({
  request: { query: TrackingInstancesQuery },
  result: { data: { trackingInstances } },
  ...always,
});
const instance = buildInstance();
const reportIs = (report: ReturnType<typeof buildReport>): MockLink.MockedResponse => screenOf(instance, report);

// The detail view's keyword table (tested in keyword-table.test.tsx) has no rows here.
const keywordTable: MockLink.MockedResponse = {
  request: { query: TrackerKeywordTableQuery, variables: { instanceId: instance.id, device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: 500 } },
  result: { data: { trackerKeywordTable: buildKeywordTable() } },
  ...always,
};

// Tags, share of voice and the per-tag table (their own tests are in keyword-bulk.test.tsx and the api's): none here.
const keywordExtras: MockLink.MockedResponse[] = [
  { request: { query: TrackingKeywordTagsQuery, variables: { instanceId: instance.id } }, result: { data: { trackingKeywordTags: [] } }, ...always },
  { request: { query: TrackerTagSummaryQuery, variables: { instanceId: instance.id, device: null } }, result: { data: { trackerTagSummary: [] } }, ...always },
  {
    request: { query: TrackerShareOfVoiceQuery, variables: { instanceId: instance.id, device: null, tag: null } },
    result: {
      data: {
        trackerShareOfVoice: {
          __typename: 'ShareOfVoice',
          keywordsWithVolume: 0,
          keywordsTotal: 2,
          companies: instance.competitors.map((competitor) => ({ __typename: 'CompanyShareOfVoice', companyName: competitor.companyName, domain: competitor.domain, own: false, share: null, points: [] })),
          ctrCurve: DEFAULT_CTR_CURVE,
        },
      },
    },
    ...always,
  },
];
// The detail view's cannibalisation card (tested in cannibalisation.test.tsx): no stored pages here.
const cannibalisation: MockLink.MockedResponse = {
  request: { query: TrackerCannibalisationQuery, variables: { instanceId: instance.id, keywordsPerDevice: FIRST_KEYWORDS } },
  result: { data: { trackerCannibalisation: { __typename: 'TrackerCannibalisation', domain: 'wikipedia.org', runId: null, runAt: null, keywords: [], health: [] } } },
  ...always,
};

const trackingCredits: MockLink.MockedResponse = {
  request: { query: TrackingCreditsQuery },
  result: { data: { creditUsage: [{ __typename: 'CreditUsage', kind: 'TRACKING', used: 0, limit: 500, remaining: 480, periodEnd: '2026-12-01T00:00:00.000Z' }] } },
  ...always,
};

// The detail view's alert rules (tested in alert-rules-card.test.tsx): none here.
const alertRules: MockLink.MockedResponse = {
  request: { query: AlertRulesQuery, variables: { instanceId: instance.id } },
  result: { data: { alertKinds: [], alertRules: [], instanceDigest: 'OFF' } },
  ...always,
};

/** Where the router is (the tracker's views have URLs), and the browser's Back button. */
function BrowserBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="current-path">{pathname}</output>
      <button type="button" data-testid="browser-back" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
const currentPath = () => screen.getByTestId('current-path');

/** The tracker under its routes (as in the app's route table), opened at `path`, with the app's cache. */
function renderTracker(mocks: MockLink.MockedResponse[], user: SessionUser = PRO_USER, path = '/keyword-tracking') {
  const me: MockLink.MockedResponse = { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } }, ...always };
  return render(
    <MockedProvider mocks={[...mocks, keywordTable, ...keywordExtras, cannibalisation, trackingCredits, alertRules, me, planToolsMock]} cache={createCache()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/dashboard', path]}>
          <Routes>
            <Route path="/keyword-tracking" element={<KeywordTracker />}>
              <Route path="new" element={null} />
              <Route path=":id" element={null} />
              <Route path=":id/edit" element={null} />
            </Route>
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <BrowserBar />
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('keyword tracker', () => {
  it('shows the empty state, under a banner saying the data is from the sandbox', async () => {
    renderTracker([sandbox, instancesAre([])]);
    expect(await screen.findByText('No Tracking Instances Yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first keyword tracking instance to get started.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Tracking Instances' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('generated, not real search results'));
  });

  it('tells a Free user up front that tracking is not in their plan, with the way to upgrade, and offers no form', async () => {
    const user = userEvent.setup();
    renderTracker([sandbox, instancesAre([])], FREE_USER);
    const notice = await screen.findByTestId('upgrade-notice');
    expect(within(notice).getByRole('heading', { name: 'Upgrade to use keyword ranking tracking' })).toBeInTheDocument();
    // The plans come from the server: the message names the plans that have tracking.
    expect(notice).toHaveTextContent('Keyword ranking tracking is not included in the Free plan. Upgrade to Pro or Agency to use it.');
    expect(within(notice).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    const create = screen.getByRole('button', { name: 'New Instance' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(/not included in the Free plan/);
    expect(screen.queryByText('No Tracking Instances Yet')).not.toBeInTheDocument();
    await user.click(create);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The notice does not take focus from the page.
    expect(document.body).toHaveFocus();
  });

  it('lets a Free user read an instance kept from a paid plan, but not run or edit it', async () => {
    const user = userEvent.setup();
    renderTracker([sandbox, instancesAre([instance]), reportIs(buildReport())], FREE_USER);
    await screen.findByTestId('upgrade-notice');
    // The notice comes with the plan; the list may still be on its way.
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await screen.findByRole('table', { name: 'Ranking results' });
    expect(screen.getByTestId('upgrade-notice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Instance' })).toBeEnabled();
  });

  it('offers a paid user the form, with no upgrade notice', async () => {
    renderTracker([sandbox, instancesAre([])], PRO_USER);
    expect(await screen.findByText('No Tracking Instances Yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Instance' })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toBeInTheDocument());
    expect(screen.queryByTestId('upgrade-notice')).not.toBeInTheDocument();
  });

  it('lists instances with their keywords and last run', async () => {
    renderTracker([sandbox, instancesAre([instance]), reportIs(buildReport())]);
    const row = (await screen.findByRole('link', { name: 'Wikipedia vs Moz' })).closest('tr')!;
    expect(row).toHaveTextContent('seo tools, backlinks');
    expect(row).toHaveTextContent('Never');
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toHaveTextContent('480 tracking credits left this period · your largest instance needs 2'));
    expect(within(row).getByRole('button', { name: 'Delete Wikipedia vs Moz' })).toBeInTheDocument();
  });

  it('lists a large instance by its first keywords and how many more it tracks, not the whole list', async () => {
    const large = buildInstance({ id: 'i2', name: 'Agency list', keywordCount: 10_000, keywordPreview: ['k1', 'k2', 'k3', 'k4', 'k5'], runCredits: 10_000 });
    renderTracker([sandbox, instancesAre([instance, large]), reportIs(buildReport())]);
    const row = (await screen.findByRole('link', { name: 'Agency list' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^k1, k2, k3, k4, k5 and 9,995 more$/);
    // On phones the same line sits under the name.
    expect(cells[0]).toHaveTextContent('k1, k2, k3, k4, k5 and 9,995 more');
    const small = (await screen.findByRole('link', { name: 'Wikipedia vs Moz' })).closest('tr')!;
    expect(within(small).getAllByRole('cell')[1]).toHaveTextContent(/^seo tools, backlinks$/);
  });

  it('opens an instance: rankings with "-" for no found position and one decimal otherwise, not-found rows and the chart', async () => {
    const user = userEvent.setup();
    renderTracker([sandbox, instancesAre([instance]), reportIs(buildReport())]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));

    expect(await screen.findByRole('heading', { name: 'Wikipedia vs Moz', level: 1 })).toHaveFocus();
    const rankings = await screen.findByRole('table', { name: 'Ranking results' });
    const rows = within(rankings).getAllByRole('row').slice(1);
    // The user's own company first, then the competitors.
    expect(rows[0]).toHaveTextContent('Wikipedia');
    expect(within(rows[0]).getByTestId('average-rank')).toHaveTextContent(/^3\.5$/);
    expect(within(rows[1]).getByTestId('average-rank')).toHaveTextContent(/^-$/);

    const notFound = screen.getByRole('table', { name: 'No results found' });
    expect(within(notFound).getAllByRole('row')).toHaveLength(3);

    const chart = within(await screen.findByTestId('ranking-chart')).getByTestId('apex-chart');
    expect(chart).toHaveAttribute('data-reversed', 'true');
    expect(chart).toHaveAttribute('data-y-title', 'Ranking');
    // Moz has no value at its only run: a gap, not a point.
    expect(chart).toHaveTextContent('Wikipedia:1 Moz:0');

    await user.click(screen.getByRole('button', { name: 'Back to Instances' }));
    expect(await screen.findByRole('heading', { name: 'Your Tracking Instances' })).toHaveFocus();
  });

  it('hides "No results found" and the chart when nothing was missed and nothing has run', async () => {
    const user = userEvent.setup();
    const neverRun = buildReport({ lastRun: null, source: null, notFoundPage: notFoundPageOf([]), series: [], rankings: buildReport().rankings.map((ranking) => ({ ...ranking, keywordsRanked: 0, keywordsTotal: 0, averageRank: null, lastChecked: null })) });
    renderTracker([sandbox, instancesAre([instance]), reportIs(neverRun)]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await screen.findByRole('table', { name: 'Ranking results' });
    expect(screen.queryByRole('table', { name: 'No results found' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ranking over time')).not.toBeInTheDocument();
    expect(screen.queryByText('Visibility over time')).not.toBeInTheDocument();
  });

  const job = (status: string, done: number, message: string | null, error: string | null = null) => ({
    __typename: 'Job',
    id: 'j1',
    kind: 'tracker-run',
    status,
    progress: { __typename: 'JobProgress', done, total: 2, message, item: null },
    error,
  });

  it('runs an instance and follows its progress to the end', async () => {
    const user = userEvent.setup();
    renderTracker([
      sandbox,
      instancesAre([instance]),
      reportIs(buildReport()),
      { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('queued', 0, null) } } },
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 1, 'Checked 1 of 2 keywords') } } },
      { request: { query: JobQuery, variables: { id: 'j1' } }, result: { data: { job: job('succeeded', 2, 'Checked 2 of 2 keywords') } }, delay: 50, ...always },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));

    expect(await screen.findByText('Run complete')).toBeInTheDocument();
    expect(screen.getByTestId('run-progress-count')).toHaveTextContent('2 of 2');
    expect(screen.getByRole('progressbar', { name: 'Searches checked' })).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  });

  it.each([
    ['after the section has loaded', false],
    ['while the section’s first read, sent with its code, is still in flight', true],
  ])('after a run ends, shows the new run’s share of voice and per-tag figures, not the previous run’s (%s)', async (_when, inFlight) => {
    const user = userEvent.setup();
    const newRunAt = '2026-01-02T09:00:00.000Z';
    const shareOfVoice = (share: number, once: boolean): MockLink.MockedResponse => ({
      request: { query: TrackerShareOfVoiceQuery, variables: { instanceId: instance.id, device: null, tag: null } },
      result: {
        data: {
          trackerShareOfVoice: {
            __typename: 'ShareOfVoice',
            keywordsWithVolume: 2,
            keywordsTotal: 2,
            companies: [{ __typename: 'CompanyShareOfVoice', companyName: 'Wikipedia', domain: 'wikipedia.org', own: true, share, points: [] }],
            ctrCurve: DEFAULT_CTR_CURVE,
          },
        },
      },
      ...(once ? {} : always),
    });
    // In flight: the previous run's figures are still on their way when the run ends (a request the refresh must not
    // join, nor the section take as just read when it mounts after the run).
    let previousFiguresAsked = false;
    const tagSummary = (found: number, once: boolean): MockLink.MockedResponse => ({
      ...(once && inFlight
        ? {
            delay: () => {
              previousFiguresAsked = true;
              return 1500;
            },
          }
        : {}),
      request: { query: TrackerTagSummaryQuery, variables: { instanceId: instance.id, device: null } },
      result: {
        data: {
          trackerTagSummary: [
            {
              __typename: 'TagSummary',
              tag: 'core',
              companies: [{ __typename: 'TagCompanySummary', domain: 'wikipedia.org', companyName: 'Wikipedia', own: true, keywordsChecked: 2, keywordsFound: found, averageRank: 3, visibility: 10 }],
            },
          ],
        },
      },
      ...(once ? {} : always),
    });
    renderTracker([
      sandbox,
      instancesAre([instance]),
      // The list's prefetch and the detail read the screen before the run, then it ends.
      { ...screenOf(instance, buildReport()), maxUsageCount: 2 },
      screenOf(instance, buildReport({ lastRun: newRunAt })),
      shareOfVoice(10, true),
      shareOfVoice(20, false),
      tagSummary(1, true),
      tagSummary(2, false),
      { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('queued', 0, null) } } },
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 1, 'Checked 1 of 2 keywords') } } },
      { request: { query: JobQuery, variables: { id: 'j1' } }, result: { data: { job: job('succeeded', 2, 'Checked 2 of 2 keywords') } }, delay: 50, ...always },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    if (inFlight) {
      await waitFor(() => expect(previousFiguresAsked).toBe(true));
    } else {
      await waitFor(() => expect(screen.getByTestId('share-of-voice')).toHaveTextContent('10.0 %'));
      const perTag = await screen.findByRole('table', { name: 'Results per tag' });
      expect(within(perTag).getByText('1 of 2')).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Run complete')).toBeInTheDocument();
    // The refresh after the run's end is a few requests in a row: on a busy machine they take more than waitFor's default second.
    await waitFor(() => expect(screen.getByTestId('share-of-voice')).toHaveTextContent('20.0 %'), { timeout: 5000 });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Results per tag' })).getByText('2 of 2')).toBeInTheDocument(), { timeout: 5000 });
    // The older answer, arriving after the newer one, does not take its place.
    await new Promise((resolve) => setTimeout(resolve, inFlight ? 1600 : 0));
    expect(within(screen.getByRole('table', { name: 'Results per tag' })).getByText('2 of 2')).toBeInTheDocument();
  });

  it('shows a run that checked some searches before failing as partial, with no error', async () => {
    const user = userEvent.setup();
    renderTracker([
      sandbox,
      instancesAre([instance]),
      reportIs(buildReport()),
      { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('queued', 0, null) } } },
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 1, null) } } },
      { request: { query: JobQuery, variables: { id: 'j1' } }, result: { data: { job: job('failed', 1, null, '1 of 2 keywords could not be checked: the provider timed out.') } }, ...always },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));

    expect(await screen.findByText('Partial: 1 of 2 checked, 1 refunded')).toBeInTheDocument();
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('1 of 2 keywords could not be checked: the provider timed out.');
    expect(screen.queryByText('Run failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  });

  it('shows a run as started once the server reports it running, before any keyword is checked', async () => {
    const user = userEvent.setup();
    renderTracker([
      sandbox,
      instancesAre([instance]),
      reportIs(buildReport()),
      { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('queued', 0, null) } } },
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 0, null) } } },
      { request: { query: JobQuery, variables: { id: 'j1' } }, result: { data: { job: job('running', 0, null) } }, ...always },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Checking rankings…')).toBeInTheDocument();
    expect(screen.queryByText('Queued…')).not.toBeInTheDocument();
  });

  it('cancels a run under way, and shows a failed run’s message', async () => {
    // The cancelled state arrives with the next poll of the job: the test moves the clock to it.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let cancelled = false;
    const runMock = { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('running', 0, null) } } };
    renderTracker([
      sandbox,
      instancesAre([instance]),
      reportIs(buildReport()),
      runMock,
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 1, 'Checked 1 of 2 keywords') } } },
      {
        request: { query: JobQuery, variables: { id: 'j1' } },
        result: () => ({ data: { job: cancelled ? job('cancelled', 1, 'Cancelled.') : job('running', 1, 'Checked 1 of 2 keywords') } }),
        ...always,
      },
      {
        request: { query: CancelJobMutation, variables: { id: 'j1' } },
        result: () => {
          cancelled = true;
          return { data: { cancelJob: job('running', 1, 'Checked 1 of 2 keywords') } };
        },
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByRole('button', { name: 'Running…' })).toBeDisabled();
    expect(await screen.findByText('Checked 1 of 2 keywords')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel run' }));
    await act(() => jest.advanceTimersByTimeAsync(JOB_POLL_MS));
    // It had checked one of its two searches: those results stay, the other is refunded.
    expect(await screen.findByText('Partial: 1 of 2 checked, 1 refunded')).toBeInTheDocument();
    expect(screen.getByTestId('run-progress-message')).toHaveTextContent('Cancelled.');
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when a run fails', async () => {
    const user = userEvent.setup();
    renderTracker([
      sandbox,
      instancesAre([instance]),
      reportIs(buildReport()),
      { request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } }, result: { data: { runTrackingInstance: job('queued', 0, null) } } },
      { request: { query: JobUpdatedSubscription, variables: { jobId: 'j1' } }, result: { data: { jobUpdated: job('running', 0, null) } } },
      { request: { query: JobQuery, variables: { id: 'j1' } }, result: { data: { job: job('failed', 0, null, 'The SERP provider rejected the API key.') } }, ...always },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The SERP provider rejected the API key.'));
    expect(screen.getByText('Run failed')).toBeInTheDocument();
  });

  it('when the run is refused for lack of credits, says so as its own message with the way to more, and disables Run now saying why', async () => {
    const user = userEvent.setup();
    const trackingCreditsLeft = (remaining: number): MockLink.MockedResponse => ({
      request: { query: CreditUsageQuery },
      result: { data: { creditUsage: [{ __typename: 'CreditUsage', kind: 'TRACKING', used: 500 - remaining, limit: 500, remaining, periodEnd: '2026-12-01T00:00:00.000Z' }] } },
      ...always,
    });
    renderTracker([
      sandbox,
      instancesAre([instance]),
      // The screen said a run's two were left; a scheduled run spent them first.
      screenOf(instance, buildReport(), 2),
      trackingCreditsLeft(1),
      {
        request: { query: RunTrackingInstanceMutation, variables: { id: instance.id } },
        result: { errors: [new GraphQLError('Insufficient tracking credits', { extensions: { code: 'INSUFFICIENT_CREDITS' } })] },
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));

    const notice = await screen.findByTestId('out-of-credits');
    expect(notice).toHaveTextContent('Insufficient tracking credits. Please purchase more credits.');
    expect(within(notice).getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(notice).toHaveTextContent('Only 1 of 500 tracking credits left this month.'));
    const run = screen.getByRole('button', { name: 'Run now' });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription(expect.stringContaining('Insufficient tracking credits. Please purchase more credits.'));
    // A known limit, not a failed run.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts a desktop + mobile run at a credit per keyword and device: what it needs, and Run now stays off with credits for the keywords only', async () => {
    const user = userEvent.setup();
    const twoDevices = buildInstance({ devices: ['desktop', 'mobile'] });
    const creditsLeft: MockLink.MockedResponse = {
      request: { query: CreditUsageQuery },
      result: { data: { creditUsage: [{ __typename: 'CreditUsage', kind: 'TRACKING', used: 497, limit: 500, remaining: 3, periodEnd: '2026-12-01T00:00:00.000Z' }] } },
      ...always,
    };
    renderTracker([
      sandbox,
      instancesAre([twoDevices]),
      screenOf(twoDevices, buildReport(), 3),
      creditsLeft,
      {
        request: { query: TrackingCreditsQuery },
        result: { data: { creditUsage: [{ __typename: 'CreditUsage', kind: 'TRACKING', used: 0, limit: 500, remaining: 3, periodEnd: '2026-12-01T00:00:00.000Z' }] } },
        ...always,
      },
      {
        request: { query: RunTrackingInstanceMutation, variables: { id: twoDevices.id } },
        result: { errors: [new GraphQLError('Insufficient tracking credits', { extensions: { code: 'INSUFFICIENT_CREDITS' } })] },
      },
    ]);
    await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toHaveTextContent('3 tracking credits left this period · a run needs 4'));
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    await screen.findByTestId('out-of-credits');
    // 3 credits cover the 2 keywords but not their 4 searches.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled());
  });

  describe('URLs of the views', () => {
    beforeAll(() => {
      // The forms' selects measure themselves.
      globalThis.ResizeObserver ??= class {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    });

    // The edit form reads the keywords when it opens (the screen does not carry them).
    const keywordsRead: MockLink.MockedResponse = {
      request: { query: EditInstanceKeywordsQuery, variables: { id: instance.id } },
      result: { data: { trackingInstance: { __typename: 'TrackingInstance', id: instance.id, keywords: instance.keywords } } },
      ...always,
    };
    const views = [sandbox, instancesAre([instance]), reportIs(buildReport()), { ...runCostMock, ...always }, keywordsRead];

    it('switches in place with each view at its URL, and Back, Cancel and the browser’s Back agree', async () => {
      const user = userEvent.setup();
      renderTracker(views);

      await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
      expect(currentPath()).toHaveTextContent('/keyword-tracking/i1');
      expect(await screen.findByRole('heading', { name: 'Wikipedia vs Moz', level: 1 })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(currentPath()).toHaveTextContent('/keyword-tracking/i1/edit');
      const edit = await screen.findByRole('dialog', { name: 'Edit Tracking Instance' });
      // The form replaces its loading state once the keywords are read.
      expect(await within(edit).findByLabelText('Instance name')).toHaveFocus();
      await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/keyword-tracking\/i1$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Back to Instances' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/keyword-tracking$/));
      expect(await screen.findByRole('heading', { name: 'Your Tracking Instances' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'New Instance' }));
      expect(currentPath()).toHaveTextContent('/keyword-tracking/new');
      const create = await screen.findByRole('dialog', { name: 'Create New Tracking Instance' });
      await user.click(within(create).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/keyword-tracking$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // Leaving a view went back in the history rather than adding to it: one Back leaves the tracker.
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent('/dashboard');
    });

    it('closes a form and leaves a detail with the browser’s Back', async () => {
      const user = userEvent.setup();
      renderTracker(views);
      await user.click(await screen.findByRole('link', { name: 'Wikipedia vs Moz' }));
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      await screen.findByRole('dialog', { name: 'Edit Tracking Instance' });

      // The browser's own button, outside the page the modal holds.
      fireEvent.click(screen.getByTestId('browser-back'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentPath()).toHaveTextContent(/^\/keyword-tracking\/i1$/);
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(await screen.findByRole('heading', { name: 'Your Tracking Instances' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent(/^\/keyword-tracking$/);
    });

    it('opens an instance from its URL (a reload or a bookmark); Back to Instances leads to the list', async () => {
      const user = userEvent.setup();
      renderTracker(views, PRO_USER, '/keyword-tracking/i1');
      expect(await screen.findByRole('heading', { name: 'Wikipedia vs Moz', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Ranking results' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Back to Instances' }));
      expect(await screen.findByRole('heading', { name: 'Your Tracking Instances' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent(/^\/keyword-tracking$/);
      // The list took the detail's place: Back goes where the user came from.
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    });

    it('opens the history of the keyword an alert links to (/keyword-tracking/:id?keyword=…); Back to Instances still leads to the list', async () => {
      const user = userEvent.setup();
      const table: MockLink.MockedResponse = {
        request: { query: TrackerKeywordTableQuery, variables: { instanceId: instance.id } },
        result: { data: { trackerKeywordTable: buildKeywordTable([keywordRow('seo tools', [[3, 5, 'UP', 2, 3], [0, 4, 'LOST', 0, 2]])]) } },
        ...always,
      };
      const history: MockLink.MockedResponse = {
        request: { query: TrackerKeywordHistoryQuery, variables: { instanceId: instance.id, keyword: 'seo tools', device: 'desktop' } },
        result: { data: { trackerKeywordHistory: buildKeywordHistory('seo tools') } },
        ...always,
      };
      renderTracker([...views, table, history], PRO_USER, '/keyword-tracking/i1?keyword=seo%20tools');

      const section = await screen.findByTestId('keyword-history');
      expect(within(section).getByRole('heading', { name: 'History of “seo tools”' })).toBeInTheDocument();
      expect(await within(section).findByRole('table', { name: 'Runs for seo tools' })).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Close history' }));
      expect(screen.queryByTestId('keyword-history')).not.toBeInTheDocument();
      expect(currentPath()).toHaveTextContent(/^\/keyword-tracking\/i1$/);
      await user.click(screen.getByRole('button', { name: 'Back to Instances' }));
      expect(await screen.findByRole('heading', { name: 'Your Tracking Instances' })).toBeInTheDocument();
    });

    it('opens the edit form from its URL over the instance, and Cancel leads to the instance', async () => {
      const user = userEvent.setup();
      renderTracker(views, PRO_USER, '/keyword-tracking/i1/edit');
      const edit = await screen.findByRole('dialog', { name: 'Edit Tracking Instance' });
      expect(await within(edit).findByLabelText('Instance name')).toHaveValue('Wikipedia vs Moz');
      expect(within(within(edit).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['seo tools', 'backlinks']);
      await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/keyword-tracking\/i1$/));
      expect(screen.getByRole('heading', { name: 'Wikipedia vs Moz', level: 1 })).toBeInTheDocument();
    });

    it('opens the create form from its URL, and Cancel leads to the list', async () => {
      const user = userEvent.setup();
      renderTracker(views, PRO_USER, '/keyword-tracking/new');
      const create = await screen.findByRole('dialog', { name: 'Create New Tracking Instance' });
      await user.click(within(create).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/keyword-tracking$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Wikipedia vs Moz' })).toBeInTheDocument();
    });

    it('says so when the instance of a URL does not exist', async () => {
      renderTracker([
        ...views,
        {
          request: { query: TrackerScreenQuery, variables: { id: 'gone', tableLimit: KEYWORD_TABLE_FIRST_ROWS } },
          result: { errors: [new GraphQLError('Tracking instance not found.', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ], PRO_USER, '/keyword-tracking/gone');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tracking instance not found.'));
      expect(screen.getByRole('button', { name: 'Back to Instances' })).toBeInTheDocument();
    });
  });
});
