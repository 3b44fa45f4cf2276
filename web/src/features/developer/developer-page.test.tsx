import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import DeveloperPage from '../../routes/developer';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './api-token-documents';

function tokenRecord(overrides: Partial<{ id: string; name: string; role: 'read' | 'write'; lastUsedAt: string | null }> = {}) {
  return { __typename: 'ApiToken' as const, id: 't1', name: 'CI', role: 'write' as const, createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null, ...overrides };
}

function tokensReturn(apiAccess: boolean, apiTokens: ReturnType<typeof tokenRecord>[]): MockLink.MockedResponse {
  return { request: { query: ApiTokensQuery }, result: { data: { apiAccess, apiTokens } } };
}

const SECRET = 'rc_secret-shown-once';

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/developer']}>
        <Routes>
          <Route
            path="/developer"
            element={
              <>
                <DeveloperPage />
                <Link to="/elsewhere">Leave</Link>
              </>
            }
          />
          <Route path="/elsewhere" element={<Link to="/developer">Back to Developer</Link>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Developer page', () => {
  it('lists tokens with their creation and last use ("Never" when unused)', async () => {
    renderPage([tokensReturn(true, [tokenRecord({ id: 't2', name: 'Reports', lastUsedAt: '2026-03-02T08:30:00.000Z' }), tokenRecord()])]);

    const rows = await screen.findAllByTestId('api-token-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Reports')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Mar 2, 2026/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Never')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Mar 1, 2026/)).toBeInTheDocument();
  });

  it('shows the GraphQL endpoint, a curl and a graphql-ws example and a schema download', async () => {
    renderPage([tokensReturn(true, [])]);

    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('GraphQL endpoint URL')).toHaveTextContent(`${window.location.origin}/graphql`);
    expect(screen.getByLabelText('curl example')).toHaveTextContent("-H 'Authorization: Bearer rc_…'");
    expect(screen.getByLabelText('curl example')).toHaveTextContent('{"query":"{ me { email } }"}');
    expect(screen.getByLabelText('graphql-ws example')).toHaveTextContent("connectionParams: { authorization: 'Bearer rc_…' }");
    expect(screen.getByRole('link', { name: 'Download schema.graphql' })).toHaveAttribute('download', 'schema.graphql');
  });

  it('creates a token, shows its secret once with a copy button, and lists it', async () => {
    const user = userEvent.setup();
    renderPage([
      tokensReturn(true, []),
      { request: { query: CreateApiTokenMutation, variables: { name: 'Reporting script' } }, result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: tokenRecord({ id: 't9', name: 'Reporting script' }) } } } },
    ]);
    await screen.findByText('No API tokens yet.');

    await user.type(screen.getByLabelText('Token name'), '  Reporting script ');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByLabelText('New API token')).toHaveValue(SECRET);
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your new token “Reporting script”' })).toHaveFocus();
    expect(within(screen.getByTestId('api-token-row')).getByText('Reporting script')).toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveFocus();
  });

  it('makes a read-only token when asked, and marks it in the list', async () => {
    const user = userEvent.setup();
    renderPage([
      tokensReturn(true, []),
      { request: { query: CreateApiTokenMutation, variables: { name: 'Dashboard', role: 'read' } }, result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: tokenRecord({ id: 't9', name: 'Dashboard', role: 'read' }) } } } },
    ]);
    await screen.findByText('No API tokens yet.');
    await user.type(screen.getByLabelText('Token name'), 'Dashboard');
    await user.click(screen.getByRole('checkbox', { name: /Read only/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New API token')).toHaveValue(SECRET);
    expect(within(screen.getByTestId('api-token-row')).getByText('read only')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Read only/ })).not.toBeChecked();
  });

  it('puts a new token in the curl and graphql-ws examples until it is revoked or the page is left', async () => {
    const user = userEvent.setup();
    renderPage([
      { ...tokensReturn(true, []), maxUsageCount: Number.POSITIVE_INFINITY },
      { request: { query: CreateApiTokenMutation, variables: { name: 'Reporting script' } }, result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: SECRET, token: tokenRecord({ id: 't9', name: 'Reporting script' }) } } } },
      { request: { query: CreateApiTokenMutation, variables: { name: 'Second' } }, result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: 'rc_second', token: tokenRecord({ id: 't10', name: 'Second' }) } } } },
      { request: { query: RevokeApiTokenMutation, variables: { id: 't10' } }, result: { data: { revokeApiToken: true } } },
      { request: { query: CreateApiTokenMutation, variables: { name: 'Third' } }, result: { data: { createApiToken: { __typename: 'CreatedApiToken', secret: 'rc_third', token: tokenRecord({ id: 't11', name: 'Third' }) } } } },
    ]);
    await screen.findByText('No API tokens yet.');
    await user.type(screen.getByLabelText('Token name'), 'Reporting script{Enter}');
    await screen.findByLabelText('New API token');

    expect(screen.getByLabelText('curl example')).toHaveTextContent(`-H 'Authorization: Bearer ${SECRET}'`);
    expect(screen.getByLabelText('graphql-ws example')).toHaveTextContent(`connectionParams: { authorization: 'Bearer ${SECRET}' }`);
    expect(screen.getByTestId('examples-token')).toHaveTextContent('The examples use your new token “Reporting script” until you leave this page.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('curl example')).toHaveTextContent(`Bearer ${SECRET}`);

    // The newest token wins; revoking it puts the placeholder back (the examples never show a dead token).
    await user.type(screen.getByLabelText('Token name'), 'Second{Enter}');
    await waitFor(() => expect(screen.getByLabelText('New API token')).toHaveValue('rc_second'));
    expect(screen.getByLabelText('curl example')).toHaveTextContent('Bearer rc_second');
    await user.click(screen.getByRole('button', { name: 'Revoke Second' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke API token' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByLabelText('curl example')).toHaveTextContent("Bearer rc_…'"));
    expect(screen.queryByTestId('examples-token')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Token name'), 'Third{Enter}');
    await waitFor(() => expect(screen.getByLabelText('New API token')).toHaveValue('rc_third'));
    expect(screen.getByLabelText('curl example')).toHaveTextContent('Bearer rc_third');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Developer' }));
    await waitFor(() => expect(screen.getByLabelText('curl example')).toHaveTextContent("Bearer rc_…'"));
    expect(screen.queryByText(/rc_third/)).not.toBeInTheDocument();
  });

  it('asks for a name before sending anything, and shows the server’s refusal inline', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ errors: [new GraphQLError('API access comes with the Agency plan.', { extensions: { code: 'FORBIDDEN' } })] }));
    renderPage([tokensReturn(true, []), { request: { query: CreateApiTokenMutation, variables: { name: 'Nightly' } }, result: create }]);
    await screen.findByText('No API tokens yet.');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required.');
    expect(screen.getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Token name')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Token name'), 'Nightly{Enter}');
    expect(await screen.findByText('API access comes with the Agency plan.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New API token')).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    const user = userEvent.setup();
    const revoke = jest.fn(() => ({ data: { revokeApiToken: true } }));
    renderPage([tokensReturn(true, [tokenRecord()]), { request: { query: RevokeApiTokenMutation, variables: { id: 't1' } }, result: revoke }]);

    await user.click(await screen.findByRole('button', { name: 'Revoke CI' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API token' });
    expect(dialog).toHaveTextContent('Revoke “CI”? Scripts that use it stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoke).not.toHaveBeenCalled();
    expect(screen.getByTestId('api-token-row')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke CI' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));

    // Toasts outlive a test: wait for the revoke itself before looking for its toast.
    await waitFor(() => expect(revoke).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('API token revoked')).toBeInTheDocument();
    expect(screen.queryByTestId('api-token-row')).not.toBeInTheDocument();
    expect(screen.getByText('No API tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API tokens' })).toHaveFocus();
  });

  it('tells users without API access why they cannot create tokens and links to /pricing', async () => {
    renderPage([tokensReturn(false, [tokenRecord({ name: 'Old' })])]);

    expect(await screen.findByText(/API access comes with the Agency plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText('Token name')).not.toBeInTheDocument();
    // Tokens from an earlier Agency subscription can still be revoked.
    expect(screen.getByRole('button', { name: 'Revoke Old' })).toBeInTheDocument();
  });

  it('offers to try again when the tokens cannot be loaded', async () => {
    renderPage([{ request: { query: ApiTokensQuery }, result: { errors: [new GraphQLError('Authentication required. Please log in.')] } }, tokensReturn(true, [])]);

    expect(await screen.findByText(/Your API tokens could not be loaded/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
  });
});
