import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { AddToTrackerMutation, NewAndLostQueriesQuery, StrikingDistanceQuery, TrackerAddPreviewQuery } from './search-console-documents';
import { DiscoveryPanel } from './discovery-panel';
import { keywordImportText } from './search-console-format';

const figures = (query: string, impressions: number, position: number, tracked = false) => ({ __typename: 'SearchConsoleQueryFigures', query, clicks: 3, impressions, position, tracked });
const striking = (queries: ReturnType<typeof figures>[]) => ({ request: { query: StrikingDistanceQuery, variables: { propertyId: 'p1' } }, result: { data: { searchConsoleStrikingDistance: queries } } });
const newAndLost = (newQueries: ReturnType<typeof figures>[]) => ({
  request: { query: NewAndLostQueriesQuery, variables: { propertyId: 'p1', instanceId: 'i1' } },
  result: { data: { searchConsoleNewAndLostQueries: { __typename: 'SearchConsoleNewAndLostQueries', new: newQueries, lost: [] } } },
});
const preview = (keywords: string[], keywordsAfter: number, problem: string | null) => ({
  request: { query: TrackerAddPreviewQuery, variables: { instanceId: 'i1', text: keywordImportText(keywords) } },
  result: { data: { previewKeywordImport: { __typename: 'KeywordImportPreview', added: keywords.length, keywordsAfter, keywordLimit: 200, problem } } },
});

const rows = [figures('trail shoes', 900, 9.4), figures('wide running shoes', 500, 12.1), figures('shoe sizes', 300, 18)];

function renderPanel(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <DiscoveryPanel propertyId="p1" siteUrl="sc-domain:acme.com" instanceId="i1" instanceName="Acme" />
    </MockedProvider>,
  );
}

describe('Search Console discovery', () => {
  it('shows the empty state', async () => {
    renderPanel([striking([])]);
    expect(await screen.findByText('No query sits at positions 8 to 20 without being tracked.')).toBeInTheDocument();
  });

  it('says when striking distance could not be loaded', async () => {
    renderPanel([{ request: { query: StrikingDistanceQuery, variables: { propertyId: 'p1' } }, result: { errors: [new GraphQLError('Search Console property not found.')] } }]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Search Console property not found.'));
  });

  it('shows the plan limit for the selection, adds two queries in bulk, and they leave striking distance', async () => {
    const user = userEvent.setup();
    const chosen = ['trail shoes', 'wide running shoes'];
    renderPanel([
      striking(rows),
      preview(['trail shoes'], 2, null),
      preview(chosen, 3, null),
      { request: { query: AddToTrackerMutation, variables: { instanceId: 'i1', text: keywordImportText(chosen) } }, result: { data: { importKeywords: { __typename: 'KeywordImportResult', added: 2, updated: 0, skipped: 0 } } } },
      striking([rows[2]]),
    ]);
    const table = await screen.findByRole('table', { name: 'Striking distance queries' });
    expect(within(table).getAllByTestId('search-console-query-row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add to tracker' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select trail shoes' }));
    expect(await screen.findByText('1 selected: the instance will track 2 of the 200 keywords your plan allows.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select wide running shoes' }));
    expect(await screen.findByText('2 selected: the instance will track 3 of the 200 keywords your plan allows.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to tracker' }));
    await waitFor(() => expect(screen.getByTestId('search-console-add-message')).toHaveTextContent('2 keywords added to the tracker.'));
    expect(await screen.findByText('Select queries to add them to the tracker.')).toBeInTheDocument();
    const queriesLeft = () => within(screen.getByRole('table', { name: 'Striking distance queries' })).getAllByTestId('search-console-query-row').map((row) => within(row).getAllByRole('cell')[1].textContent);
    await waitFor(() => expect(queriesLeft()).toEqual(['shoe sizes']));
  });

  it("shows the plan's refusal before adding, and the tracker's refusal of a single Track", async () => {
    const user = userEvent.setup();
    renderPanel([
      striking(rows),
      preview(['trail shoes'], 201, 'Track at most 200 keywords per instance on your plan.'),
      {
        request: { query: AddToTrackerMutation, variables: { instanceId: 'i1', text: keywordImportText(['shoe sizes']) } },
        result: { errors: [new GraphQLError('Track at most 200 keywords per instance on your plan.')] },
      },
    ]);
    await screen.findByRole('table', { name: 'Striking distance queries' });
    await user.click(screen.getByRole('checkbox', { name: 'Select trail shoes' }));
    expect(await within(screen.getByTestId('search-console-limit')).findByText('Track at most 200 keywords per instance on your plan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to tracker' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Track shoe sizes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Track at most 200 keywords per instance on your plan.'));
  });

  it('marks the new queries the instance tracks already, as the server says: no checkbox, no Track', async () => {
    const user = userEvent.setup();
    renderPanel([striking([]), newAndLost([figures('trail shoes', 900, 9.4, true), figures('shoe sizes', 300, 18)])]);
    await user.click(await screen.findByRole('tab', { name: 'New queries' }));
    const table = await screen.findByRole('table', { name: 'New queries' });
    const [tracked, notTracked] = within(table).getAllByTestId('search-console-query-row');
    expect(within(tracked).getByText('Tracked')).toBeInTheDocument();
    expect(within(tracked).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(tracked).queryByRole('button')).not.toBeInTheDocument();
    expect(within(notTracked).getByRole('checkbox', { name: 'Select shoe sizes' })).toBeInTheDocument();
    expect(within(notTracked).getByRole('button', { name: 'Track shoe sizes' })).toBeInTheDocument();
  });
});
