import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { AdminWorkspacesQuery, WorkspacesCard } from './workspaces-card';

const usage = (tracking: number, searches: number) => [
  { __typename: 'AdminWorkspaceUsage' as const, kind: 'TRACKING' as const, used: tracking },
  { __typename: 'AdminWorkspaceUsage' as const, kind: 'KEYWORD_SEARCHES' as const, used: searches },
  { __typename: 'AdminWorkspaceUsage' as const, kind: 'ARTICLES' as const, used: 0 },
  { __typename: 'AdminWorkspaceUsage' as const, kind: 'CONTENT_BRIEFS' as const, used: 0 },
];
const workspace = (id: string, name: string, fields: { personal?: boolean; tracking?: number; searches?: number; clients?: number } = {}) => ({
  __typename: 'AdminWorkspace' as const,
  id,
  name,
  personal: fields.personal ?? false,
  ownerEmail: 'olivia@northwind.test',
  planName: 'Agency',
  members: { __typename: 'AdminWorkspaceMembers' as const, total: 4 + (fields.clients ?? 0), owners: 1, admins: 1, members: 2, clients: fields.clients ?? 0 },
  usage: usage(fields.tracking ?? 0, fields.searches ?? 0),
});

const pageIs = (variables: { search: string | null; page: number }, items: ReturnType<typeof workspace>[], total = items.length): MockLink.MockedResponse => ({
  request: { query: AdminWorkspacesQuery, variables },
  result: { data: { adminWorkspaces: { __typename: 'AdminWorkspacePage', total, page: variables.page, pageSize: 25, items } } },
});

const renderCard = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <WorkspacesCard />
    </MockedProvider>,
  );

describe('admin workspaces card', () => {
  it('lists each workspace with its owner, plan, members by role and credits used', async () => {
    renderCard([pageIs({ search: null, page: 1 }, [workspace('w1', 'Northwind Agency', { tracking: 1200, searches: 1, clients: 3 }), workspace('w2', 'Personal', { personal: true })])]);
    expect(screen.getByText('Loading workspaces…')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('workspace-row');
    expect(rows).toHaveLength(2);
    const agency = within(rows[0]);
    expect(agency.getByText('Northwind Agency')).toBeInTheDocument();
    expect(agency.getByText('olivia@northwind.test')).toBeInTheDocument();
    expect(agency.getByText('Agency')).toBeInTheDocument();
    expect(agency.getByText('(1 owner, 1 admin, 2 members, 3 clients)')).toBeInTheDocument();
    expect(agency.getByText('1,200 tracking credits')).toBeInTheDocument();
    expect(agency.getByText('1 keyword search')).toBeInTheDocument();
    expect(within(rows[1]).getByText('None')).toBeInTheDocument();
    // A personal workspace is named "Personal" and marked so.
    expect(within(rows[1]).getAllByText('Personal')).toHaveLength(2);
    expect(within(rows[0]).queryByText('Personal')).toBeNull();
    expect(screen.getByText('Page 1 of 1 · 2 workspaces')).toBeInTheDocument();
  });

  it('searches by name or owner and pages through the results', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 25 }, (_, index) => workspace(`a${index}`, `Acme ${index}`));
    renderCard([
      pageIs({ search: null, page: 1 }, [workspace('w1', 'Northwind Agency')]),
      pageIs({ search: 'acme', page: 1 }, first, 26),
      pageIs({ search: 'acme', page: 2 }, [workspace('a25', 'Acme 25')], 26),
    ]);
    await screen.findByText('Northwind Agency');
    await user.type(screen.getByRole('searchbox', { name: 'Search workspaces' }), 'acme');
    expect(await screen.findByText('Acme 0')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 · 26 workspaces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Acme 25')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 · 26 workspaces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when no workspace matches, and offers a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard([pageIs({ search: null, page: 1 }, [])]);
    expect(await screen.findByText('No workspaces yet')).toBeInTheDocument();
    unmount();

    renderCard([
      { request: { query: AdminWorkspacesQuery, variables: { search: null, page: 1 } }, error: new Error('Network down') },
      pageIs({ search: null, page: 1 }, [workspace('w1', 'Northwind Agency')]),
    ]);
    expect(await screen.findByText('The workspace list could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Northwind Agency')).toBeInTheDocument();
  });
});
