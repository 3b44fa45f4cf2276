import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import { makeFragmentData } from '../../gql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { ClientChoicesQuery } from '../workspaces/client-select';
import { WorkspaceSwitcherQuery } from '../workspaces/workspace-switcher';
import { CreateInstanceDialog, CreateTrackingInstanceMutation } from './create-instance-dialog';
import { EditInstanceDialog, EditInstanceKeywordsQuery, UpdateTrackingInstanceMutation } from './edit-instance-dialog';
import { runCostMock } from './run-cost-mock';
import { buildInstance } from './tracker-fixtures';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => setWorkspaceId(null));

const AGENCY = { __typename: 'WorkspaceMembership', id: 'w-agency', name: 'Agency', role: 'owner', personal: false };
const PERSONAL = { __typename: 'WorkspaceMembership', id: 'w-personal', name: 'Personal', role: 'owner', personal: true };
const ACME = { __typename: 'WorkspaceClient', id: 'c-acme', name: 'Acme Corp' };
const GLOBEX = { __typename: 'WorkspaceClient', id: 'c-globex', name: 'Globex' };

function workspaceMocks(clientsOf: Record<string, (typeof ACME)[]>): MockLink.MockedResponse[] {
  return [
    { request: { query: WorkspaceSwitcherQuery }, result: { data: { workspaces: [PERSONAL, AGENCY] } }, maxUsageCount: 10 },
    ...Object.entries(clientsOf).map(([workspaceId, clients]) => ({
      request: { query: ClientChoicesQuery, variables: { workspaceId } },
      result: { data: { workspaceClients: clients } },
      maxUsageCount: 10,
    })),
  ];
}

/** A mutation answer that records the `input` of each call. */
function recordedInputs(data: Record<string, unknown>) {
  const inputs: Record<string, unknown>[] = [];
  const result = (variables: { input: Record<string, unknown> }) => {
    inputs.push(variables.input);
    return { data };
  };
  return { inputs, result };
}

// The edit form reads the instance's keywords when it opens.
const keywordsRead: MockLink.MockedResponse = {
  request: { query: EditInstanceKeywordsQuery, variables: { id: 'i1' } },
  result: { data: { trackingInstance: { __typename: 'TrackingInstance', id: 'i1', keywords: ['seo tools', 'backlinks'] } } },
};

function renderWithMocks(ui: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[...mocks, runCostMock, keywordsRead]}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function fillNewInstance(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Instance name'), 'Acme watch');
  await user.type(within(dialog).getByLabelText('Your domain'), 'acme.com');
  await user.type(within(dialog).getByLabelText('Your company'), 'Acme');
  await user.type(within(dialog).getByLabelText('Keyword'), 'anvils{Enter}');
  return user;
}

describe('client picker of the tracking instance forms', () => {
  it('creates the instance under the client chosen from the current workspace’s clients', async () => {
    setWorkspaceId('w-agency');
    const sent = recordedInputs({ createTrackingInstance: buildInstance({ clientId: 'c-globex' }) });
    const create: MockLink.MockedResponse = { request: { query: CreateTrackingInstanceMutation, variables: () => true }, result: sent.result };
    const onCreated = jest.fn();
    renderWithMocks(<CreateInstanceDialog open onClose={jest.fn()} onCreated={onCreated} />, [...workspaceMocks({ 'w-agency': [ACME, GLOBEX] }), create]);
    const dialog = screen.getByRole('dialog', { name: 'Create New Tracking Instance' });

    const picker = await within(dialog).findByRole('combobox', { name: 'Client' });
    expect(picker).toHaveTextContent('No client');
    const user = await fillNewInstance(dialog);
    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['No client', 'Acme Corp', 'Globex']);
    await user.click(screen.getByRole('option', { name: 'Globex' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Instance' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent.inputs).toEqual([expect.objectContaining({ name: 'Acme watch', clientId: 'c-globex' })]);
  });

  it('shows no picker in a workspace without clients, and creates the instance ungrouped', async () => {
    const sent = recordedInputs({ createTrackingInstance: buildInstance() });
    const create: MockLink.MockedResponse = { request: { query: CreateTrackingInstanceMutation, variables: () => true }, result: sent.result };
    const onCreated = jest.fn();
    renderWithMocks(<CreateInstanceDialog open onClose={jest.fn()} onCreated={onCreated} />, [...workspaceMocks({ 'w-personal': [] }), create]);
    const dialog = screen.getByRole('dialog', { name: 'Create New Tracking Instance' });

    const user = await fillNewInstance(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Instance' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(sent.inputs[0]).not.toHaveProperty('clientId');
  });

  it('opens the edit form on the instance’s client, and "No client" ungroups it (sends null)', async () => {
    setWorkspaceId('w-agency');
    const instance = buildInstance({ clientId: 'c-acme' });
    const sent = recordedInputs({ updateTrackingInstance: { ...instance, clientId: null } });
    const update: MockLink.MockedResponse = { request: { query: UpdateTrackingInstanceMutation, variables: () => true }, result: sent.result };
    const onClose = jest.fn();
    renderWithMocks(
      <EditInstanceDialog instance={makeFragmentData(instance, EditInstanceDialog.fragments.instance)} open onClose={onClose} />,
      [...workspaceMocks({ 'w-agency': [ACME, GLOBEX] }), update],
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Tracking Instance' });
    const user = userEvent.setup();

    const picker = await within(dialog).findByRole('combobox', { name: 'Client' });
    expect(picker).toHaveTextContent('Acme Corp');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'No client' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.inputs[0]).toHaveProperty('clientId', null);
  });

  it('keeps the instance’s client when the edit leaves the picker alone', async () => {
    setWorkspaceId('w-agency');
    const instance = buildInstance({ clientId: 'c-acme' });
    const sent = recordedInputs({ updateTrackingInstance: instance });
    const update: MockLink.MockedResponse = { request: { query: UpdateTrackingInstanceMutation, variables: () => true }, result: sent.result };
    const onClose = jest.fn();
    renderWithMocks(
      <EditInstanceDialog instance={makeFragmentData(instance, EditInstanceDialog.fragments.instance)} open onClose={onClose} />,
      [...workspaceMocks({ 'w-agency': [ACME, GLOBEX] }), update],
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Tracking Instance' });
    const user = userEvent.setup();

    expect(await within(dialog).findByRole('combobox', { name: 'Client' })).toHaveTextContent('Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Remove backlinks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Left out, the api keeps the client as it is.
    expect(sent.inputs[0]).not.toHaveProperty('clientId');
  });
});
