import '../../lib/testing/jsdom-text-encoding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { FREE_USER, lastSearchSpentElsewhere, OUT_OF_SEARCHES, outOfSearches, planToolsMock, PRO_USER, renderResearch } from '../research/research-fixtures';
import { LookupPageBacklinksMutation } from './page-backlinks';
import { SavedSerpAnalysesQuery } from './saved-serp-analyses';
import { SeoAnalysis } from './seo-analysis';
import { RunUrlAnalysisMutation } from './url-analysis-tab';
import { captureDownloads, readBlob } from '../../lib/testing/downloads';

const PAGE = 'https://example.com/blog/post';
const refusal = 'Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.';

const noSavedAnalyses = { request: { query: SavedSerpAnalysesQuery }, result: { data: { savedSerpAnalyses: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

const urlAnalysis: MockLink.MockedResponse = {
  request: { query: RunUrlAnalysisMutation, variables: { url: PAGE, country: 'us', num: 10 } },
  result: {
    data: {
      runUrlAnalysis: {
        __typename: 'UrlAnalysis',
        source: 'SANDBOX',
        provider: 'sandbox',
        url: PAGE,
        keywords: [{ __typename: 'UrlKeyword', keyword: 'seo blog', estimatedMonthlyTraffic: 1200, serpPosition: 3 }],
        summary: { __typename: 'UrlTrafficSummary', totalRankingKeywords: 1, estimatedMonthlyTraffic: 1200 },
      },
    },
  },
};

const backlink = (index: number, domain: string) => ({
  __typename: 'Backlink',
  anchorText: `anchor ${index}`,
  domainSource: domain,
  domainTarget: 'example.com',
  urlSource: `https://${domain}/post-${index}`,
  urlTarget: PAGE,
});

function backlinksAnswer(unique: boolean, backlinks: ReturnType<typeof backlink>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: LookupPageBacklinksMutation, variables: { url: PAGE, unique } },
    result: { data: { lookupPageBacklinks: { __typename: 'BacklinkReport', source: 'SANDBOX', provider: 'sandbox', target: PAGE, unique, backlinks } } },
    delay,
  };
}

const ALL = [backlink(1, 'news.example'), backlink(2, 'news.example'), backlink(3, 'blog.example')];
const UNIQUE = [backlink(1, 'news.example'), backlink(3, 'blog.example')];

const backlinksSection = () => within(screen.getByRole('region', { name: 'Backlinks' }));

async function analyse(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('URL'), PAGE);
  await user.click(screen.getByRole('button', { name: 'Analyze URL' }));
  // Not the success toast: the toasts' store outlives a test, so an earlier test's toast may still be up.
  await screen.findByRole('region', { name: 'Backlinks' });
}

const saved = captureDownloads();

describe('URL Analysis: the page’s backlinks', () => {
  it('lists all backlinks with their count, one per referring domain on request, and exports the list shown as CSV', async () => {
    const user = userEvent.setup();
    // Each list is answered once: asking again for one already shown would find no answer and fail.
    renderResearch(<SeoAnalysis />, [noSavedAnalyses, planToolsMock, urlAnalysis, backlinksAnswer(false, ALL, 3000), backlinksAnswer(true, UNIQUE)], PRO_USER, '/seo-analysis?tab=url');
    await analyse(user);

    // The answer waits 3 s, so the loading state is still there on a busy machine when it is looked for.
    expect(await backlinksSection().findByText('Loading backlinks…')).toBeInTheDocument();
    const rows = within(await backlinksSection().findByRole('table', { name: 'Page backlinks' }, { timeout: 10_000 })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(`anchor 1news.examplehttps://news.example/post-1${PAGE}`);
    expect(backlinksSection().getByTestId('backlink-count')).toHaveTextContent('3 backlinks');
    expect(backlinksSection().getByRole('button', { name: 'All backlinks' })).toHaveAttribute('aria-pressed', 'true');
    expect(backlinksSection().getByText('Sandbox data (generated)')).toBeInTheDocument();

    await user.click(backlinksSection().getByRole('button', { name: 'Export backlinks as CSV' }));
    expect(saved[0].name).toBe('example.com-blog-post-backlinks.csv');
    expect((await readBlob(saved[0].blob)).trimEnd().split(/\r\n/)).toEqual([
      'anchor_text,domain_source,url_source,domain_target,url_target',
      `anchor 1,news.example,https://news.example/post-1,example.com,${PAGE}`,
      `anchor 2,news.example,https://news.example/post-2,example.com,${PAGE}`,
      `anchor 3,blog.example,https://blog.example/post-3,example.com,${PAGE}`,
    ]);

    await user.click(backlinksSection().getByRole('button', { name: 'One per referring domain' }));
    await waitFor(() => expect(backlinksSection().getByTestId('backlink-count')).toHaveTextContent('2 backlinks, one per referring domain'));
    expect(within(backlinksSection().getByRole('table', { name: 'Page backlinks' })).getAllByRole('row')).toHaveLength(3);
    await user.click(backlinksSection().getByRole('button', { name: 'Export backlinks as CSV' }));
    expect(saved[1].name).toBe('example.com-blog-post-unique-backlinks.csv');
    expect((await readBlob(saved[1].blob)).trimEnd().split(/\r\n/)).toHaveLength(3);

    await user.click(backlinksSection().getByRole('button', { name: 'All backlinks' }));
    expect(backlinksSection().getByTestId('backlink-count')).toHaveTextContent('3 backlinks');
    expect(within(backlinksSection().getByRole('table', { name: 'Page backlinks' })).getAllByRole('row')).toHaveLength(4);
    expect(backlinksSection().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upgrade message, not a lookup, when the plan lacks backlinks, and leaves focus where it was', async () => {
    const user = userEvent.setup();
    // No backlinks answer is mocked: a lookup would fail and show an error instead of the notice.
    renderResearch(<SeoAnalysis />, [noSavedAnalyses, planToolsMock, urlAnalysis], FREE_USER, '/seo-analysis?tab=url');
    await analyse(user);
    const notice = await backlinksSection().findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent(refusal);
    expect(within(notice).getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(notice).getByRole('heading', { name: 'Upgrade to use backlink analysis' })).not.toHaveFocus();
    expect(screen.getByRole('table', { name: 'Ranking keywords' })).toBeInTheDocument();
    expect(backlinksSection().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upgrade message when the server refuses the plan', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      urlAnalysis,
      { request: { query: LookupPageBacklinksMutation, variables: { url: PAGE, unique: false } }, result: { errors: [new GraphQLError(refusal, { extensions: { code: 'FORBIDDEN' } })] } },
    ], FREE_USER, '/seo-analysis?tab=url');
    await analyse(user);
    expect(await backlinksSection().findByTestId('upgrade-notice')).toHaveTextContent(refusal);
  });

  it('says why the backlinks could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    renderResearch(<SeoAnalysis />, [
      noSavedAnalyses,
      planToolsMock,
      urlAnalysis,
      {
        request: { query: LookupPageBacklinksMutation, variables: { url: PAGE, unique: false } },
        result: { errors: [new GraphQLError('Keywords Everywhere is unavailable right now (HTTP 500). Please try again later.', { extensions: { code: 'PROVIDER_UNAVAILABLE' } })] },
      },
      backlinksAnswer(false, []),
    ], PRO_USER, '/seo-analysis?tab=url');
    await analyse(user);
    expect(await backlinksSection().findByRole('alert')).toHaveTextContent('Could not load the backlinks. Keywords Everywhere is unavailable right now (HTTP 500). Please try again later.');
    expect(backlinksSection().getByRole('button', { name: 'Export backlinks as CSV' })).toBeDisabled();

    await user.click(backlinksSection().getByRole('button', { name: 'Try again' }));
    expect(await backlinksSection().findByText('No backlinks found for this page.')).toBeInTheDocument();
    expect(backlinksSection().getByTestId('backlink-count')).toHaveTextContent('0 backlinks');
  });

  it('says when the searches ran out as a limit, with the way to more, not as a failure to retry', async () => {
    const user = userEvent.setup();
    renderResearch(
      <SeoAnalysis />,
      [
        noSavedAnalyses,
        planToolsMock,
        urlAnalysis,
        { request: { query: LookupPageBacklinksMutation, variables: { url: PAGE, unique: false } }, result: outOfSearches },
      ],
      PRO_USER,
      '/seo-analysis?tab=url',
      // The URL analysis spent the last search.
      lastSearchSpentElsewhere(),
    );
    await analyse(user);
    const notice = await backlinksSection().findByTestId('out-of-credits');
    expect(notice).toHaveTextContent(OUT_OF_SEARCHES);
    expect(notice).toHaveTextContent('You have used all 100 keyword searches for this month.');
    expect(within(notice).getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');
    expect(backlinksSection().queryByRole('alert')).not.toBeInTheDocument();
    expect(backlinksSection().queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No keyword searches left' })).toBeDisabled();
    expect(screen.getByLabelText('URL')).toHaveValue(PAGE);
  });
});
