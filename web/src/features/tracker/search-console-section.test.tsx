import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { SearchConsoleSection } from './search-console-section';
import { TrackerSearchConsoleSeriesQuery } from './search-console-documents';

jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: { series: { name: string; data: { y: number }[] }[] }) => (
    <div data-testid="apex-chart">{props.series.map((line) => `${line.name}:${line.data.map((point) => point.y).join(',')}`).join(' ')}</div>
  ),
}));

const request = { query: TrackerSearchConsoleSeriesQuery, variables: () => true };
const day = (date: string, clicks: number, impressions: number) => ({ __typename: 'SearchConsoleDay', date, clicks, impressions });

describe('Search Console section of the tracker', () => {
  it('charts clicks and impressions per day with their totals', async () => {
    render(
      <MockedProvider mocks={[{ request, result: { data: { searchConsoleDailySeries: [day('2026-11-01', 12, 300), day('2026-11-02', 30, 1200)] } } }]}>
        <SearchConsoleSection propertyId="p1" sandbox />
      </MockedProvider>,
    );
    expect(screen.getByTestId('figures-sandbox')).toHaveTextContent('SANDBOX');
    await waitFor(() => expect(screen.getByTestId('search-console-totals')).toHaveTextContent(`42 clicks from ${(1500).toLocaleString()} impressions over 2 days with data.`));
    await waitFor(() => expect(screen.getByTestId('apex-chart')).toHaveTextContent('Clicks:12,30 Impressions:300,1200'));
  });

  it('says when there are no days yet, and shows the error when the read fails', async () => {
    const { unmount } = render(
      <MockedProvider mocks={[{ request, result: { data: { searchConsoleDailySeries: [] } } }]}>
        <SearchConsoleSection propertyId="p1" />
      </MockedProvider>,
    );
    expect(await screen.findByText(/No Search Console data for these days yet/)).toBeInTheDocument();
    unmount();
    render(
      <MockedProvider mocks={[{ request, result: { errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] } }]}>
        <SearchConsoleSection propertyId="p1" />
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not found.'));
  });
});
