import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getWorkspaceId, setWorkspaceId } from '../../lib/current-workspace';
import { InItsWorkspace, RecordWorkspaceQuery } from './in-its-workspace';

const notFound = new CombinedGraphQLErrors({ errors: [{ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } }] });
const lookup = (recordWorkspace: { id: string; name: string; personal: boolean } | null): MockLink.MockedResponse => ({
  request: { query: RecordWorkspaceQuery, variables: { kind: 'TRACKING_INSTANCE', id: 'i-1' } },
  result: { data: { recordWorkspace: recordWorkspace && { __typename: 'WorkspaceMembership', ...recordWorkspace } } },
});

function renderPage(error: unknown, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <InItsWorkspace kind="TRACKING_INSTANCE" id="i-1" error={error}>
        <p role="alert">Tracking instance not found.</p>
      </InItsWorkspace>
    </MockedProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('InItsWorkspace', () => {
  it('switches to the workspace that holds a record the current one does not', async () => {
    const { rerender } = renderPage(notFound, [lookup({ id: 'w-2', name: 'Acme Agency', personal: false })]);
    expect(await screen.findByText('Opening in the workspace “Acme Agency”…')).toBeInTheDocument();
    expect(getWorkspaceId()).toBe('w-2');
    // Read again there and still not found (a record the user may not see there): the page's own error, no loop.
    const stillNotFound = new CombinedGraphQLErrors({ errors: [{ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } }] });
    rerender(
      <MockedProvider mocks={[lookup({ id: 'w-2', name: 'Acme Agency', personal: false })]}>
        <InItsWorkspace kind="TRACKING_INSTANCE" id="i-1" error={stillNotFound}>
          <p role="alert">Tracking instance not found.</p>
        </InItsWorkspace>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tracking instance not found.'));
    expect(getWorkspaceId()).toBe('w-2');
  });

  it('goes back to the personal workspace when the record is there', async () => {
    setWorkspaceId('w-2');
    renderPage(notFound, [lookup({ id: 'w-1', name: 'Personal', personal: true })]);
    expect(await screen.findByText('Opening in the workspace “Personal”…')).toBeInTheDocument();
    expect(getWorkspaceId()).toBeNull();
  });

  it('shows the page’s own error when no workspace of the user holds the record', async () => {
    setWorkspaceId('w-2');
    renderPage(notFound, [lookup(null)]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tracking instance not found.'));
    expect(getWorkspaceId()).toBe('w-2');
  });

  it('looks nothing up for an error other than "not found"', async () => {
    renderPage(new Error('Network down'), []);
    expect(screen.getByRole('alert')).toHaveTextContent('Tracking instance not found.');
  });
});
