import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReportFieldsFragment } from '../../gql/graphql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider } from '../session/session-provider';
import { MeQuery } from '../session/session-documents';
import { ClientChoicesQuery } from '../workspaces/client-select';
import { WorkspaceSwitcherQuery } from '../workspaces/workspace-switcher';
import { ReportBuilder } from './report-builder';
import { BrandKitsQuery, CreateReportMutation, ReportSubjectsQuery, UpdateReportMutation } from './reports-documents';

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

afterEach(() => {
  setWorkspaceId(null);
  window.localStorage.clear();
});

const AGENCY = { __typename: 'WorkspaceMembership', id: 'w-agency', name: 'Agency', role: 'owner', personal: false };
const CLIENTS = [
  { __typename: 'WorkspaceClient', id: 'c-acme', name: 'Acme Corp' },
  { __typename: 'WorkspaceClient', id: 'c-globex', name: 'Globex' },
];

const REPORT: ReportFieldsFragment = {
  id: 'r1',
  name: 'Monthly rankings',
  client: 'Acme Corp',
  clientId: 'c-acme',
  paperSize: 'a4',
  brandKitId: null,
  coverPage: false,
  builtAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  range: { preset: 'last-30-days', from: null, to: null, timeZone: 'UTC' },
  sections: [],
  recipients: [],
  schedule: null,
};

/** A mutation answer that records the `input` of each call. */
function recordedInputs(field: 'createReport' | 'updateReport', clientId: string | null) {
  const inputs: Record<string, unknown>[] = [];
  const result = (variables: { input: Record<string, unknown> }) => {
    inputs.push(variables.input);
    return { data: { [field]: { __typename: 'ReportOutput', ...REPORT, clientId } } };
  };
  return { inputs, result };
}

function renderBuilder(report: ReportFieldsFragment | undefined, save: MockLink.MockedResponse) {
  setWorkspaceId('w-agency');
  window.localStorage.setItem('token', 't');
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: MeQuery }, result: { data: { me: buildSessionUser({ planId: 3, subscriptionTier: 'agency' }), maintenance: false } }, maxUsageCount: 10 },
    { request: { query: WorkspaceSwitcherQuery }, result: { data: { workspaces: [AGENCY] } }, maxUsageCount: 10 },
    { request: { query: ClientChoicesQuery, variables: { workspaceId: 'w-agency' } }, result: { data: { workspaceClients: CLIENTS } }, maxUsageCount: 10 },
    { request: { query: BrandKitsQuery }, result: { data: { brandKits: [] } }, maxUsageCount: 10 },
    { request: { query: ReportSubjectsQuery }, result: { data: { trackingInstances: [], savedSerpAnalyses: [], aiVisibilityProjects: [] } }, maxUsageCount: 10 },
    save,
  ];
  render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/reports/new']}>
          <Routes>
            <Route path="/reports/new" element={<ReportBuilder report={report} />} />
            <Route path="/reports/:id" element={<p>Report page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

describe('client picker of the report builder', () => {
  it('creates the report under the chosen client, its name printed on the report by default', async () => {
    const user = userEvent.setup();
    const sent = recordedInputs('createReport', 'c-globex');
    renderBuilder(undefined, { request: { query: CreateReportMutation, variables: () => true }, result: sent.result });

    const picker = await screen.findByRole('combobox', { name: 'Client' });
    expect(picker).toHaveTextContent('No client');
    await user.type(screen.getByLabelText('Report name'), 'Monthly rankings');
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(screen.getByLabelText('Client name on the report')).toHaveValue('Globex');
    await user.click(screen.getByRole('button', { name: 'Create report' }));

    expect(await screen.findByText('Report page')).toBeInTheDocument();
    expect(sent.inputs).toEqual([expect.objectContaining({ name: 'Monthly rankings', client: 'Globex', clientId: 'c-globex' })]);
  });

  it('opens on the report’s client, and "No client" ungroups it (sends null)', async () => {
    const user = userEvent.setup();
    const sent = recordedInputs('updateReport', null);
    renderBuilder(REPORT, { request: { query: UpdateReportMutation, variables: () => true }, result: sent.result });

    const picker = await screen.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(picker).toHaveTextContent('Acme Corp'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'No client' }));
    await user.click(screen.getByRole('button', { name: 'Save and rebuild' }));

    expect(await screen.findByText('Report page')).toBeInTheDocument();
    expect(sent.inputs[0]).toHaveProperty('clientId', null);
    // The printed name stays as typed.
    expect(sent.inputs[0]).toHaveProperty('client', 'Acme Corp');
  });
});
