import '../../lib/testing/jsdom-text-encoding';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { FREE_USER, PRO_USER, renderResearch } from './research-fixtures';
import { BulkKeywordsPreviewQuery, BulkResearchesQuery, BulkResearchQuery, BulkResearchResultsQuery, StartBulkResearchMutation } from './bulk-research-documents';
import { BulkResearchPage } from './bulk-research-page';
import { JobQuery, JobUpdatedSubscription } from '../jobs/use-job';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

type PreviewAnswer = {
  count: number;
  limit: number;
  refusal: string | null;
  duplicates: unknown[];
  duplicateCount: number;
  invalid: unknown[];
  invalidCount: number;
  searchesLeft: number | null;
  searchesShort: string | null;
};
const preview = (text: string, answer: Partial<PreviewAnswer>): MockLink.MockedResponse => ({
  request: { query: BulkKeywordsPreviewQuery, variables: { text } },
  result: {
    data: {
      bulkKeywordsPreview: {
        __typename: 'BulkKeywordsPreview',
        count: 0,
        limit: 1000,
        refusal: null,
        duplicates: [],
        invalid: [],
        searchesLeft: 1000,
        searchesShort: null,
        ...answer,
        duplicateCount: answer.duplicateCount ?? answer.duplicates?.length ?? 0,
        invalidCount: answer.invalidCount ?? answer.invalid?.length ?? 0,
      },
    },
  },
  ...always,
});

const resultsVariables = (id: string, view: Record<string, unknown> = {}) => ({
  id,
  search: null,
  minVolume: null,
  maxCompetition: null,
  sort: 'position',
  direction: 'asc',
  offset: 0,
  limit: 50,
  ...view,
});

const noResearches: MockLink.MockedResponse = { request: { query: BulkResearchesQuery }, result: { data: { bulkResearches: [] } }, ...always };

const BAD = 'seo tools\nSEO tools\n' + 'x'.repeat(81);
const GOOD = 'seo tools\nrank tracker';

const research = {
  __typename: 'BulkKeywordResearchOutput',
  id: 'research-1',
  jobId: 'job-1',
  status: 'succeeded',
  error: null,
  source: 'SANDBOX',
  provider: 'sandbox',
  country: 'us',
  language: 'en',
  total: 2,
  done: 2,
  failed: 0,
  createdAt: '2026-11-24T21:00:00.000Z',
};

const row = (position: number, keyword: string, volume: number) => ({
  __typename: 'BulkKeywordRow',
  position,
  keyword,
  status: 'done',
  volume,
  cpc: 1.5,
  competition: 0.42,
  trend: Array.from({ length: 12 }, (_, index) => ({ __typename: 'MonthlyVolume', year: index < 2 ? 2025 : 2026, month: ((index + 10) % 12) + 1, volume: volume + index * 100 })),
  error: null,
});

const opened: MockLink.MockedResponse[] = [
  { request: { query: BulkResearchQuery, variables: { id: 'research-1' } }, result: { data: { bulkResearch: research } }, ...always },
  {
    request: { query: BulkResearchResultsQuery, variables: resultsVariables('research-1') },
    result: { data: { bulkResearchResults: { __typename: 'BulkKeywordResultsPage', source: 'SANDBOX', total: 2, matching: 2, offset: 0, rows: [row(0, 'seo tools', 12100), row(1, 'rank tracker', 2400)] } } },
    ...always,
  },
];

function renderPage(mocks: MockLink.MockedResponse[], user = PRO_USER, path = '/keyword-research/bulk') {
  return renderResearch(
    <Routes>
      <Route path="/keyword-research/bulk" element={<BulkResearchPage />} />
    </Routes>,
    mocks,
    user,
    path,
  );
}

describe('BulkResearchPage', () => {
  it('shows why a plan without bulk research cannot use it, and where to upgrade', async () => {
    const refusal = 'Bulk keyword research is not included in the Free plan. Upgrade to Pro or Agency to use it.';
    renderPage([preview('', { limit: 0, refusal }), noResearches], FREE_USER);
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent(refusal);
    expect(within(notice).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: /Research/ })).not.toBeInTheDocument();
  });

  it('previews repeats and bad lines by number, starts only once they are fixed, then shows the results', async () => {
    const user = userEvent.setup();
    const start: MockLink.MockedResponse = {
      request: { query: StartBulkResearchMutation, variables: { input: { text: GOOD, country: 'us', language: 'en' } } },
      result: { data: { startBulkResearch: { __typename: 'BulkResearchStart', id: 'research-1', jobId: 'job-1', status: 'queued' } } },
    };
    renderPage([
      preview('', {}),
      preview(BAD, {
        count: 1,
        duplicates: [{ __typename: 'BulkKeywordDuplicate', line: 2, keyword: 'SEO tools', repeats: 1 }],
        invalid: [{ __typename: 'BulkKeywordProblem', line: 3, keyword: 'x'.repeat(81), message: 'A keyword must be at most 80 characters.' }],
      }),
      preview(GOOD, { count: 2 }),
      noResearches,
      start,
      ...opened,
    ]);

    expect(await screen.findByText('No bulk researches yet. Paste keywords or upload a file to start one.')).toBeInTheDocument();
    // The sandbox provider is configured: said before anything is researched.
    expect(await screen.findByTestId('sandbox-banner')).toBeInTheDocument();
    // The form comes once the plan is known (its own read).
    const box = await screen.findByLabelText('Keywords');
    await user.click(box);
    await user.paste(BAD);
    expect(await screen.findByText('Line 3: A keyword must be at most 80 characters.')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-preview-counts')).toHaveTextContent('1 keyword1 duplicate skipped1 invalid line');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Research 1 keyword' })).toBeDisabled();

    await user.clear(box);
    await user.paste(GOOD);
    const go = await screen.findByRole('button', { name: 'Research 2 keywords' });
    expect(go).toBeEnabled();
    // Keyboard only: tab to the button and press Enter.
    go.focus();
    await user.keyboard('{Enter}');

    const table = await screen.findByRole('table', { name: 'Keyword results' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('seo tools12,100$1.500.42Done');
    expect(rows[2]).toHaveTextContent('rank tracker2,400');
    expect(within(rows[1]).getByRole('img', { name: '12-month trend: 12,100 in Nov 2025, 13,200 in Oct 2026' })).toBeInTheDocument();
    expect(screen.getByText('Sandbox data (generated)')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('counts every bad line but lists only the sample the server names', async () => {
    const user = userEvent.setup();
    const text = 'y'.repeat(81);
    const invalid = Array.from({ length: 20 }, (_, index) => ({ __typename: 'BulkKeywordProblem', line: index + 1, keyword: 'y'.repeat(81), message: 'A keyword must be at most 80 characters.' }));
    renderPage([preview('', {}), preview(text, { invalid, invalidCount: 4321, duplicateCount: 1500 }), noResearches]);
    const box = await screen.findByLabelText('Keywords');
    await user.click(box);
    await user.paste(text);
    expect(await screen.findByText('…and 4,301 more lines.')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-preview-counts')).toHaveTextContent('0 keywords1,500 duplicates skipped4,321 invalid lines');
    expect(screen.getAllByText(/^Line \d+: A keyword must be at most 80 characters\.$/)).toHaveLength(20);
  });

  it('warns when the keywords outnumber the searches left and keeps Start disabled, saying why and where to get more', async () => {
    const user = userEvent.setup();
    const short = '900 keywords need 900 keyword searches; 880 are left this month.';
    renderPage([preview('', {}), preview(GOOD, { count: 900, searchesLeft: 880, searchesShort: short }), noResearches]);
    const box = await screen.findByLabelText('Keywords');
    await user.click(box);
    await user.paste(GOOD);
    const notice = await screen.findByTestId('out-of-credits');
    expect(notice).toHaveTextContent(`Insufficient keyword credits. Please purchase more credits.${short}`);
    expect(within(notice).getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');
    const go = screen.getByRole('button', { name: 'Research 900 keywords' });
    expect(go).toBeDisabled();
    expect(go).toHaveAccessibleDescription(`Insufficient keyword credits. Please purchase more credits. ${short} Upgrade for more credits`);
  });

  it('sorts by a column header and filters by text on the server, starting again at page one', async () => {
    const user = userEvent.setup();
    const page = (view: Record<string, unknown>, rows: unknown[], matching: number) => ({
      request: { query: BulkResearchResultsQuery, variables: resultsVariables('research-1', view) },
      result: { data: { bulkResearchResults: { __typename: 'BulkKeywordResultsPage', source: 'SANDBOX', total: 2, matching, offset: 0, rows } } },
      ...always,
    });
    renderPage(
      [opened[0], opened[1], page({ sort: 'volume', direction: 'desc' }, [row(0, 'seo tools', 12100), row(1, 'rank tracker', 2400)], 2), page({ sort: 'volume', direction: 'desc', search: 'rank' }, [row(1, 'rank tracker', 2400)], 1)],
      PRO_USER,
      '/keyword-research/bulk?id=research-1',
    );
    const table = await screen.findByRole('table', { name: 'Keyword results' });
    await user.click(within(table).getByRole('button', { name: 'Volume' }));
    await screen.findByText('1–2 of 2');
    expect(within(table).getByRole('columnheader', { name: 'Volume' })).toHaveAttribute('aria-sort', 'descending');
    await user.type(screen.getByLabelText('Filter keywords'), 'rank');
    expect(await screen.findByText('1–1 of 1 matching (2 in all)')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Keyword results' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('rank tracker');
  });

  it('shows a research under way with its live progress, rows still waiting, and no download yet', async () => {
    const running = { ...research, status: 'running', total: 3, done: 1 };
    const job = { __typename: 'Job', id: 'job-1', kind: 'bulk-research', status: 'running', progress: { __typename: 'JobProgress', done: 1, total: 3, message: 'Researched 1 of 3 keywords', item: null }, error: null };
    const waiting = { ...row(1, 'rank tracker', 0), status: 'pending', volume: null, cpc: null, competition: null, trend: [] };
    renderPage(
      [
        { request: { query: BulkResearchQuery, variables: { id: 'research-1' } }, result: { data: { bulkResearch: running } }, ...always },
        {
          request: { query: BulkResearchResultsQuery, variables: resultsVariables('research-1') },
          result: { data: { bulkResearchResults: { __typename: 'BulkKeywordResultsPage', source: 'SANDBOX', total: 3, matching: 3, offset: 0, rows: [row(0, 'seo tools', 12100), waiting] } } },
          ...always,
        },
        { request: { query: JobUpdatedSubscription, variables: { jobId: 'job-1' } }, result: { data: { jobUpdated: job } } },
        { request: { query: JobQuery, variables: { id: 'job-1' } }, result: { data: { job } }, ...always },
      ],
      PRO_USER,
      '/keyword-research/bulk?id=research-1',
    );
    expect(await screen.findByText('Researched 1 of 3 keywords')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Keywords researched' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 keywords researched');
    const rows = within(await screen.findByRole('table', { name: 'Keyword results' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('rank tracker————Waiting');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says so when a research cannot be loaded', async () => {
    renderPage(
      [{ request: { query: BulkResearchQuery, variables: { id: 'missing' } }, result: { errors: [{ message: 'Bulk keyword research not found.' }] } as never, ...always }, { request: { query: BulkResearchResultsQuery, variables: resultsVariables('missing') }, result: { errors: [{ message: 'Bulk keyword research not found.' }] } as never, ...always }],
      PRO_USER,
      '/keyword-research/bulk?id=missing',
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bulk keyword research not found.'));
  });
});
