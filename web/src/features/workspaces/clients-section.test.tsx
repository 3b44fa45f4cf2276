import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { makeFragmentData } from '../../gql';
import { ClientsSection, ClientsSectionFragment, CreateClientMutation } from './clients-section';

const CLIENTS = [
  { __typename: 'WorkspaceClient' as const, id: 'c-1', name: 'Acme Corp', budgets: [{ __typename: 'ClientBudget' as const, kind: 'TRACKING' as const, credits: 500, used: 480 }] },
  { __typename: 'WorkspaceClient' as const, id: 'c-2', name: 'Beta Ltd', budgets: [] },
];

function renderSection({ manages, mocks = [], onChanged = jest.fn(() => Promise.resolve()) }: { manages: boolean; mocks?: MockLink.MockedResponse[]; onChanged?: () => Promise<unknown> }) {
  const query = makeFragmentData({ __typename: 'Query', workspaceClients: CLIENTS }, ClientsSectionFragment);
  render(
    <MockedProvider mocks={mocks}>
      <ClientsSection query={query} workspaceId="w-1" manages={manages} onChanged={onChanged} />
    </MockedProvider>,
  );
  return { onChanged };
}

describe('ClientsSection', () => {
  it('lists the clients with what this month used of their budgets, read-only for members', () => {
    renderSection({ manages: false });
    const list = screen.getByRole('list', { name: 'Clients' });
    expect(within(list).getByText('Acme Corp')).toBeTruthy();
    expect(within(list).getByText('Tracking credits a month: 480 of 500 used')).toBeTruthy();
    expect(within(list).getByText('No budget')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Acme Corp' })).toBeNull();
  });

  it('adds a client with a budget, and refuses a budget that is not a whole number before asking the server', async () => {
    const create = {
      request: {
        query: CreateClientMutation,
        variables: { workspaceId: 'w-1', name: 'Gamma', budgets: [{ kind: 'CONTENT_BRIEFS', credits: 4 }] },
      },
      result: { data: { createWorkspaceClient: { __typename: 'WorkspaceClient', id: 'c-3' } } },
    };
    const { onChanged } = renderSection({ manages: true, mocks: [create] });
    const form = screen.getByRole('form', { name: 'Add a client' });
    await userEvent.type(within(form).getByLabelText('New client'), 'Gamma');
    await userEvent.type(within(form).getByLabelText('Content briefs a month'), '4.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add client' }));
    expect(await within(form).findByText('A budget must be a whole number of credits, 0 or more, or left empty.')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText('Content briefs a month'));
    await userEvent.type(within(form).getByLabelText('Content briefs a month'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(within(form).getByLabelText<HTMLInputElement>('New client').value).toBe('');
  });
});

