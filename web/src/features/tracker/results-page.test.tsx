import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ResultsPage } from './results-page';
import { SerpSnapshotQuery } from './keyword-table-documents';

const COMPANIES = [
  { companyName: 'Wikipedia', domain: 'wikipedia.org' },
  { companyName: 'Moz', domain: 'moz.com' },
];
const variables = { instanceId: 'i1', keyword: 'seo tools', runId: 'r1' };

function snapshot(features: { type: string; domain: string | null }[], results: { position: number; url: string; title: string; type: string }[]) {
  return {
    request: { query: SerpSnapshotQuery, variables },
    result: {
      data: {
        serpSnapshot: {
          __typename: 'SerpSnapshot',
          runId: 'r1',
          runAt: '2026-01-02T09:00:00.000Z',
          results: results.map((result) => ({ __typename: 'SnapshotResult', ...result })),
          features: features.map((feature) => ({ __typename: 'SnapshotFeature', ...feature })),
        },
      },
    },
  };
}

describe('ResultsPage', () => {
  it('shows the features with the company that holds each, and the results with their URLs and types', async () => {
    render(
      <MockedProvider
        mocks={[
          snapshot(
            [
              { type: 'featured_snippet', domain: 'moz.com' },
              { type: 'local_pack', domain: null },
              { type: 'video', domain: 'youtube.com' },
            ],
            [
              { position: 1, url: 'https://en.wikipedia.org/wiki/SEO', title: 'SEO - Wikipedia', type: 'sitelinks' },
              { position: 2, url: 'https://other.example/seo', title: 'Other', type: 'organic' },
            ],
          ),
        ]}
      >
        <ResultsPage {...variables} companies={COMPANIES} />
      </MockedProvider>,
    );
    expect(screen.getByText('Loading the results page…')).toBeInTheDocument();
    expect(await screen.findByText('Featured snippet: Moz')).toBeInTheDocument();
    expect(screen.getByText('Local pack')).toBeInTheDocument();
    expect(screen.getByText('Videos: youtube.com')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Organic results' });
    expect(results).toHaveTextContent('1SEO - Wikipediaen.wikipedia.org/wiki/SEOWikipedia · sitelinks');
    expect(screen.getByRole('link', { name: 'other.example/seo' })).toHaveAttribute('href', 'https://other.example/seo');
  });

  it('says so when the page had no features and no results', async () => {
    render(
      <MockedProvider mocks={[snapshot([], [])]}>
        <ResultsPage {...variables} companies={COMPANIES} />
      </MockedProvider>,
    );
    expect(await screen.findByText('No features on this page.')).toBeInTheDocument();
    expect(screen.getByText('The search found no results.')).toBeInTheDocument();
  });

  it('shows the error when the page cannot be read', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: SerpSnapshotQuery, variables }, result: { errors: [{ message: 'This keyword was not checked in that run.' }] } }]}>
        <ResultsPage {...variables} companies={COMPANIES} />
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This keyword was not checked in that run.'));
  });
});
