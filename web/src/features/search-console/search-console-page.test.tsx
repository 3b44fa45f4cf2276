import '../../lib/testing/jsdom-text-encoding';
import type * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { SearchConsoleOverviewQuery, UnlinkSearchConsolePropertyMutation } from './search-console-documents';
import { SearchConsolePage } from './search-console-page';
import { PropertyRow } from './property-row';

const role = { readOnly: false };
jest.mock('../workspaces/use-current-workspace', () => ({ useReadOnlyWorkspace: () => role.readOnly }));
// Discovery has tests of its own (discovery-panel.test.tsx).
jest.mock('./discovery-panel', () => ({ DiscoveryPanel: ({ siteUrl }: { siteUrl: string }) => <p data-testid="discovery">{siteUrl}</p> }));

const empty = { searchConsoleConnections: [], searchConsoleProperties: [], searchConsoleLinks: [], trackingInstances: [] };
const connected = {
  searchConsoleConnections: [{ __typename: 'SearchConsoleConnection', id: 'c1', provider: 'sandbox', accountLabel: 'SANDBOX Search Console', status: 'connected', createdAt: '2026-11-29T10:00:00.000Z', propertyCount: 2 }],
  searchConsoleProperties: [
    { __typename: 'SearchConsoleProperty', id: 'p1', siteUrl: 'https://www.acme.com/', kind: 'url-prefix' },
    { __typename: 'SearchConsoleProperty', id: 'p2', siteUrl: 'sc-domain:acme.com', kind: 'domain' },
  ],
  searchConsoleLinks: [
    {
      __typename: 'SearchConsoleLink',
      instanceId: 'i1',
      instanceName: 'Acme',
      propertyId: 'p2',
      linkedAt: '2026-11-29T10:00:00.000Z',
      syncedThrough: '2026-11-26',
      job: { __typename: 'Job', id: 'j1', kind: 'search-console-sync', status: 'succeeded', progress: { __typename: 'JobProgress', done: 485, total: 485, message: null, item: null }, error: null },
    },
  ],
  trackingInstances: [
    { __typename: 'TrackingInstance', id: 'i1', name: 'Acme', userDomain: 'acme.com' },
    { __typename: 'TrackingInstance', id: 'i2', name: 'Acme blog', userDomain: 'blog.acme.com' },
  ],
};

function renderPage(result: { data?: unknown; error?: Error }, path = '/search-console', more: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={[{ request: { query: SearchConsoleOverviewQuery }, ...(result.error ? { error: result.error } : { result: () => ({ data: result.data }) }), maxUsageCount: 5 }, ...more]}>
      <MemoryRouter initialEntries={[path]}>
        <SearchConsolePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Search Console page', () => {
  beforeEach(() => {
    role.readOnly = false;
  });

  it('shows loading, then the empty state with both ways to connect', async () => {
    renderPage({ data: empty });
    expect(screen.getByRole('status', { name: 'Loading Search Console' })).toBeInTheDocument();
    expect(await screen.findByTestId('search-console-no-connections')).toBeInTheDocument();
    expect(screen.getByTestId('search-console-no-properties')).toHaveTextContent('Connect Search Console or Bing Webmaster Tools');
    expect(screen.getByRole('button', { name: 'Connect Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Bing' })).toBeEnabled();
  });

  it('says when the page could not be loaded', async () => {
    renderPage({ error: new Error('network down') });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Search Console could not be loaded.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the callback answer, the SANDBOX connection with its properties, kinds, links, last sync and discovery', async () => {
    renderPage({ data: connected }, '/search-console?connected=1');
    expect(screen.getByTestId('search-console-callback')).toHaveTextContent('Search Console is connected.');
    const connections = await screen.findByRole('table', { name: 'Search Console connections' });
    const row = within(connections).getAllByRole('row')[1];
    expect(row).toHaveTextContent('SANDBOX');
    expect(row).toHaveTextContent('Connected');
    expect(row).toHaveTextContent('2');
    const properties = within(screen.getByRole('table', { name: 'Search Console properties' })).getAllByTestId('search-console-property');
    expect(properties[0]).toHaveTextContent('https://www.acme.com/URL prefixNot linked');
    expect(within(properties[0]).getByRole('button', { name: /Link to a tracking instance/ })).toBeInTheDocument();
    expect(properties[1]).toHaveTextContent('Domain property');
    expect(within(properties[1]).getByTestId('search-console-last-sync')).toHaveTextContent('Data through 2026-11-26');
    expect(screen.getAllByTestId('discovery').map((panel) => panel.textContent)).toEqual(['sc-domain:acme.com']);
  });

  it('unlinks an instance after a confirm, from the keyboard, and reads the list again', async () => {
    const user = userEvent.setup();
    const overview = { data: connected as unknown };
    let unlinked = 0;
    renderPage(overview, '/search-console', [
      {
        request: { query: UnlinkSearchConsolePropertyMutation, variables: { instanceId: 'i1' } },
        result: () => {
          unlinked++;
          overview.data = { ...connected, searchConsoleLinks: [] };
          return { data: { unlinkSearchConsoleProperty: true } };
        },
      },
    ]);
    const unlink = await screen.findByRole('button', { name: 'Unlink Acme from sc-domain:acme.com' });
    unlink.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Acme from sc-domain:acme.com?' });
    expect(dialog).toHaveTextContent('The figures read so far stay stored until you disconnect the account');
    // Cancel first: nothing happens, focus back on the button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unlinked).toBe(0);
    await waitFor(() => expect(unlink).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(unlinked).toBe(1);
    const properties = within(screen.getByRole('table', { name: 'Search Console properties' })).getAllByTestId('search-console-property');
    await waitFor(() => expect(properties[1]).toHaveTextContent('sc-domain:acme.comDomain propertyNot linked'));
    expect(screen.queryByTestId('discovery')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unlink/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(properties[1]).getByText('sc-domain:acme.com')).toHaveFocus());
  });

  it('keeps the dialog open with the error when unlinking fails, and the link listed', async () => {
    const user = userEvent.setup();
    renderPage({ data: connected }, '/search-console', [
      { request: { query: UnlinkSearchConsolePropertyMutation, variables: { instanceId: 'i1' } }, result: { errors: [new GraphQLError('Tracking instance not found.')] } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unlink Acme from sc-domain:acme.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tracking instance not found.');
    expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Unlink Acme from sc-domain:acme.com' })).toBeInTheDocument();
  });

  it('offers a client viewer neither linking nor unlinking on a property row', () => {
    role.readOnly = true;
    // The job is the query's data, not its masked fragment type.
    const rowProps = { property: connected.searchConsoleProperties[1], links: connected.searchConsoleLinks, instances: connected.trackingInstances, onLinked: () => Promise.resolve() } as unknown as React.ComponentProps<typeof PropertyRow>;
    render(
      <MockedProvider mocks={[]}>
        <table>
          <tbody>
            <PropertyRow {...rowProps} />
          </tbody>
        </table>
      </MockedProvider>,
    );
    expect(screen.getByTestId('search-console-link')).toHaveTextContent('Acme');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a denied consent as an error', async () => {
    renderPage({ data: empty }, '/search-console?error=denied');
    expect(screen.getByRole('alert')).toHaveTextContent('Search Console access was not granted.');
  });

  it('offers a client viewer nothing to change, and reads nothing', () => {
    role.readOnly = true;
    renderPage({ data: connected });
    expect(screen.getByTestId('search-console-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unlink/ })).not.toBeInTheDocument();
  });
});
