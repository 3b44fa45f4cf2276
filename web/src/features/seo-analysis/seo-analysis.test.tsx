import '../../lib/testing/jsdom-text-encoding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  FREE_USER,
  PRO_USER,
  expectRefusedForSearches,
  keywordSearchesMock,
  lastSearchSpentElsewhere,
  outOfSearches,
  renderResearch,
  serpResult,
} from '../research/research-fixtures';
import { RunCompetitorAnalysisMutation } from './competitor-analysis-tab';
import { DeleteSavedSerpAnalysisMutation, SavedSerpAnalysesQuery } from './saved-serp-analyses';
import { RunSerpAnalysisMutation } from './serp-analysis-tab';
import { SeoAnalysis } from './seo-analysis';
import { RunUrlAnalysisMutation } from './url-analysis-tab';

const noSavedAnalyses = {
  request: { query: SavedSerpAnalysesQuery },
  result: { data: { savedSerpAnalyses: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The open tab; the others stay mounted but hidden. */
const panel = () => within(screen.getByRole('tabpanel'));

const SERP_FAILED = 'Failed to perform SERP analysis. Please try again.';
const OUT_OF_SEARCHES = 'Insufficient keyword credits. Please purchase more credits.';

const serpInput = { query: 'running shoes', num: 100, page: 1, language: 'en', country: 'us', location: null, dateRange: null };

function serpAnswer(delay = 0) {
  return {
    request: { query: RunSerpAnalysisMutation, variables: { input: serpInput } },
    result: {
      data: {
        runSerpAnalysis: {
          __typename: 'SerpAnalysis',
          source: 'SANDBOX',
          provider: 'sandbox',
          query: 'running shoes',
          results: [serpResult(1, 'nike.com'), { ...serpResult(2, 'evil.test'), link: 'javascript:alert(1)' }],
        },
      },
    },
    delay,
  };
}

describe('SERP Analysis tab', () => {
  it('asks for a query before analysing', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [noSavedAnalyses]);
    await user.click(await screen.findByRole('button', { name: 'Analyze SERP' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search query'));
    expect(panel().getByLabelText('Search query')).toHaveAttribute('aria-invalid', 'true');
    expect(panel().getByLabelText('Search query')).toHaveFocus();
  });

  it('shows "Analyzing..." on a disabled button, then the ranked results and the success toast', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [noSavedAnalyses, serpAnswer(400)]);
    await user.type(await panel().findByLabelText('Search query'), 'running shoes');
    await user.click(screen.getByRole('button', { name: 'Analyze SERP' }));
    expect(await screen.findByRole('button', { name: 'Analyzing...' })).toBeDisabled();

    const list = await screen.findByRole('list', { name: 'SERP results' }, { timeout: 3000 });
    const items = within(list).getAllByTestId('serp-result');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByLabelText('Position 1')).toHaveTextContent('1');
    expect(within(items[0]).getByRole('link', { name: /Result 1 on nike.com/ })).toHaveAttribute('href', 'https://nike.com/page-1');
    // A link that is not a web address is shown, never made clickable.
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByText('SERP analysis completed successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Results' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export SERP results as CSV' })).toBeEnabled();
    expect(screen.getAllByTestId('sandbox-banner')[0]).toHaveTextContent('generated, not real search results');
    expect(screen.getByText('No saved analyses yet. Run an analysis and choose Save Results.')).toBeInTheDocument();
  });

  it('says why an analysis failed, with the server\'s message', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      {
        request: { query: RunSerpAnalysisMutation, variables: { input: serpInput } },
        result: { errors: [new GraphQLError('Serper is unavailable right now (HTTP 503). Please try again later.', { extensions: { code: 'PROVIDER_UNAVAILABLE' } })] },
      },
    ]);
    await user.type(await panel().findByLabelText('Search query'), 'running shoes');
    await user.click(screen.getByRole('button', { name: 'Analyze SERP' }));
    expect(await screen.findByText(SERP_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Serper is unavailable right now (HTTP 503). Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze SERP' })).toBeEnabled();
  });

  it('with no keyword searches left, disables Analyze saying why, with the way to more, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => serpAnswer().result);
    renderResearch(<SeoAnalysis />, [noSavedAnalyses, { request: { query: RunSerpAnalysisMutation, variables: { input: serpInput } }, result: sent }], FREE_USER, '/', [
      keywordSearchesMock(0),
    ]);
    const button = await panel().findByRole('button', { name: 'No keyword searches left' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(OUT_OF_SEARCHES));
    const notice = panel().getByTestId('out-of-credits');
    expect(notice).toHaveTextContent('You have used all 100 keyword searches for this month. They renew on December 1.');
    expect(within(notice).getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');

    // Enter cannot send it either.
    await user.type(panel().getByLabelText('Search query'), 'running shoes{Enter}');
    expect(panel().getByLabelText('Search query')).toHaveValue('running shoes');
    expect(sent).not.toHaveBeenCalled();
  });

  it('when the server refuses for credits, says so as its own message (not a failure), keeps the query and disables Analyze', async () => {
    const user = userEvent.setup();
    renderResearch(
      <SeoAnalysis />,
      [
        noSavedAnalyses,
        {
          request: { query: RunSerpAnalysisMutation, variables: { input: serpInput } },
          result: { errors: [new GraphQLError('Insufficient keyword credits', { extensions: { code: 'INSUFFICIENT_CREDITS' } })] },
        },
      ],
      FREE_USER,
      '/',
      // The count said one was left; another tab spent it first.
      [keywordSearchesMock(1, { once: true }), keywordSearchesMock(0)],
    );
    await waitFor(() => expect(screen.getByTestId('searches-left')).toHaveTextContent('1 of 100 keyword searches left this month'));
    await user.type(panel().getByLabelText('Search query'), 'running shoes');
    await user.click(panel().getByRole('button', { name: 'Analyze SERP' }));

    expect(await panel().findByTestId('out-of-credits')).toHaveTextContent(OUT_OF_SEARCHES);
    expect(await panel().findByRole('button', { name: 'No keyword searches left' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('searches-left')).toHaveTextContent('0 of 100 keyword searches left this month'));
    expect(panel().getByLabelText('Search query')).toHaveValue('running shoes');
    // Said in the notices only: no "Failed to perform SERP analysis" toast carrying it.
    expect(screen.getAllByText(OUT_OF_SEARCHES).filter((element) => !element.closest('[data-testid="out-of-credits"]'))).toEqual([]);
  });

  it('deletes a saved analysis only after confirmation', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const snapshot = {
      __typename: 'SavedSerpAnalysis',
      id: 's1',
      query: 'running shoes',
      description: 'Shoes before the sale',
      source: 'SANDBOX',
      provider: 'sandbox',
      createdAt: '2026-11-20T10:00:00.000Z',
      results: [serpResult(1, 'nike.com')],
    };
    renderResearch(<SeoAnalysis />, [
      { request: { query: SavedSerpAnalysesQuery }, result: () => ({ data: { savedSerpAnalyses: deleted ? [] : [snapshot] } }), maxUsageCount: Number.POSITIVE_INFINITY },
      {
        request: { query: DeleteSavedSerpAnalysisMutation, variables: { id: 's1' } },
        result: () => {
          deleted = true;
          return { data: { deleteSavedSerpAnalysis: true } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Shoes before the sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved analysis' });
    expect(dialog).toHaveAccessibleDescription('Delete “Shoes before the sale”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Shoes before the sale' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete saved analysis' })).getByRole('button', { name: 'Delete' }));
    expect(await panel().findByText('No saved analyses yet. Run an analysis and choose Save Results.')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('shows the keyword searches left this month', async () => {
    renderResearch(<SeoAnalysis />, [noSavedAnalyses]);
    await waitFor(() => expect(screen.getByTestId('searches-left')).toHaveTextContent('88 of 100 keyword searches left this month'));
  });
});

describe('URL Analysis tab', () => {
  it('asks for a URL, and sends 10 results for a bad count', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      {
        request: { query: RunUrlAnalysisMutation, variables: { url: 'https://example.com/blog', country: 'us', num: 10 } },
        result: {
          data: {
            runUrlAnalysis: {
              __typename: 'UrlAnalysis',
              source: 'SANDBOX',
              provider: 'sandbox',
              url: 'https://example.com/blog',
              keywords: [
                { __typename: 'UrlKeyword', keyword: 'seo blog', estimatedMonthlyTraffic: 15_400, serpPosition: 3 },
                { __typename: 'UrlKeyword', keyword: 'blog tips', estimatedMonthlyTraffic: 120, serpPosition: 12 },
              ],
              summary: { __typename: 'UrlTrafficSummary', totalRankingKeywords: 2, estimatedMonthlyTraffic: 2_500_000 },
            },
          },
        },
      },
    ], PRO_USER, '/seo-analysis?tab=url');
    await user.click(await screen.findByRole('button', { name: 'Analyze URL' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a URL to analyze'));

    await user.type(panel().getByLabelText('URL'), 'https://example.com/blog');
    expect(screen.getByText(/Include example.com and the page path/)).toBeInTheDocument();
    const count = panel().getByLabelText('Number of results');
    await user.clear(count);
    await user.type(count, '5000');
    await user.click(screen.getByRole('button', { name: 'Analyze URL' }));

    expect(await screen.findByText('URL analysis completed successfully')).toBeInTheDocument();
    expect(count).toHaveValue('10');
    expect(screen.getByTestId('summary-organic-keywords')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-organic-traffic')).toHaveTextContent('2.5M');
    const rows = within(screen.getByRole('table', { name: 'Ranking keywords' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('seo blog15.4K3');
    expect(rows[2]).toHaveTextContent('blog tips12012');
  });

  it('when the server refuses for credits, says so as its own message (not a failure), keeps the URL and disables Analyze', async () => {
    const user = userEvent.setup();
    renderResearch(
      <SeoAnalysis />,
      [noSavedAnalyses, { request: { query: RunUrlAnalysisMutation, variables: { url: 'https://example.com/blog', country: 'us', num: 10 } }, result: outOfSearches }],
      FREE_USER,
      '/seo-analysis?tab=url',
      lastSearchSpentElsewhere(),
    );
    await waitFor(() => expect(screen.getByTestId('searches-left')).toHaveTextContent('1 of 100 keyword searches left this month'));
    await user.type(panel().getByLabelText('URL'), 'https://example.com/blog');
    await user.click(panel().getByRole('button', { name: 'Analyze URL' }));

    await expectRefusedForSearches(panel());
    expect(panel().getByLabelText('URL')).toHaveValue('https://example.com/blog');
  });
});

describe('Competitor Analysis tab', () => {
  it('when the server refuses for credits, says so as its own message (not a failure), keeps the query and disables Analyze', async () => {
    const user = userEvent.setup();
    renderResearch(
      <SeoAnalysis />,
      [
        noSavedAnalyses,
        {
          request: {
            query: RunCompetitorAnalysisMutation,
            variables: { input: { query: 'crm software', domain: null, num: 100, language: 'en', country: 'us', location: null, dateRange: null } },
          },
          result: outOfSearches,
        },
      ],
      PRO_USER,
      '/seo-analysis?tab=competitor',
      lastSearchSpentElsewhere(),
    );
    await waitFor(() => expect(screen.getByTestId('searches-left')).toHaveTextContent('1 of 100 keyword searches left this month'));
    await user.type(panel().getByLabelText('Search query'), 'crm software');
    await user.click(panel().getByRole('button', { name: 'Analyze Competitor' }));

    await expectRefusedForSearches(panel());
    expect(panel().getByLabelText('Search query')).toHaveValue('crm software');
  });

  it('shows the upgrade message, linking to the pricing page, when the plan lacks the tool', async () => {
    const user = userEvent.setup();
    const refusal = 'Competitor analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.';
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      {
        request: {
          query: RunCompetitorAnalysisMutation,
          variables: { input: { query: 'crm software', domain: null, num: 100, language: 'en', country: 'us', location: null, dateRange: null } },
        },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } })] },
      },
    ], FREE_USER, '/seo-analysis?tab=competitor');
    await user.type(await panel().findByLabelText('Search query'), 'crm software');
    await user.click(panel().getByRole('button', { name: 'Analyze Competitor' }));
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent(refusal);
    expect(within(notice).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Analyze Competitor' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to perform competitor analysis. Please try again.')).not.toBeInTheDocument();
  });

  it('asks for a query, then says whether the domain is in the top N, with "Top 3" badges on the first ten', async () => {
    const user = userEvent.setup();
    const results = Array.from({ length: 12 }, (_, index) => serpResult(index + 1, index === 4 ? 'www.acme.com' : `site${index + 1}.com`));
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      {
        request: {
          query: RunCompetitorAnalysisMutation,
          variables: { input: { query: 'crm software', domain: 'acme.com', num: 100, language: 'en', country: 'us', location: null, dateRange: null } },
        },
        result: {
          data: {
            runCompetitorAnalysis: {
              __typename: 'CompetitorAnalysis',
              source: 'SANDBOX',
              provider: 'sandbox',
              query: 'crm software',
              domain: 'acme.com',
              depth: 100,
              found: true,
              position: 5,
              results,
            },
          },
        },
      },
    ], PRO_USER, '/seo-analysis?tab=competitor');
    await user.click(await panel().findByRole('button', { name: 'Analyze Competitor' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search query for competitor analysis'));

    await user.type(panel().getByLabelText('Search query'), 'crm software');
    await user.type(panel().getByLabelText('Competitor domain (optional)'), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Analyze Competitor' }));

    const verdict = await screen.findByTestId('competitor-verdict');
    expect(verdict).toHaveTextContent('Competitor Found');
    expect(verdict).toHaveTextContent('acme.com ranks at position 5 in the top 100 results');
    const items = within(screen.getByRole('list', { name: 'Competitor results' })).getAllByTestId('serp-result');
    expect(items).toHaveLength(10);
    expect(items.filter((item) => within(item).queryByText('Top 3'))).toHaveLength(3);
    // The highlighted row is the competitor's, not the user's own site.
    expect(within(items[4]).getByText('Competitor')).toBeInTheDocument();
    expect(screen.queryByText('Your domain')).not.toBeInTheDocument();
  });
});
