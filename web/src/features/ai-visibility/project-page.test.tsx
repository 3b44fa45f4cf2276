import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { AiVisibilityProjectQuery } from './ai-visibility-documents';
import { ProjectPage } from './project-page';

const access = { readOnly: false, refusal: null as string | null };
jest.mock('./use-ai-visibility-access', () => ({ useAiVisibilityAccess: () => access }));
// The run panel (credits, cost, live progress) has tests of its own; here it stays out of the way.
jest.mock('./run-panel', () => ({ RunPanel: () => null }));

const project = {
  __typename: 'AiVisibilityProject',
  id: 'p1',
  name: 'CRM watch',
  clientId: null,
  surfaces: ['chatgpt'],
  samples: 3,
  country: 'us',
  language: 'en',
  brand: { __typename: 'AiBrand', name: 'Acme', aliases: [], domains: ['acme.com'] },
  competitors: [{ __typename: 'AiBrand', name: 'Rival', aliases: ['Rival HQ'], domains: ['rival.io'] }],
  prompts: [{ __typename: 'AiPrompt', text: 'best crm', tags: ['buying'] }],
  schedule: { __typename: 'AiRunSchedule', frequency: 'daily', weekday: 1, hour: 6, timeZone: 'Asia/Tokyo' },
  nextRunAt: '2026-12-01T21:00:00.000Z',
};

function renderPage() {
  render(
    <MockedProvider mocks={[{ request: { query: AiVisibilityProjectQuery, variables: { id: 'p1' } }, result: { data: { aiVisibilityProject: project, aiVisibilityRuns: [] } }, maxUsageCount: 5 }]}>
      <MemoryRouter>
        <ProjectPage projectId="p1" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('AI visibility project page', () => {
  it('shows the schedule and next run, and opens the edit form filled with the project', async () => {
    access.readOnly = false;
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('ai-schedule-line')).toHaveTextContent(/^Daily at 06:00 \(Asia\/Tokyo\)\. Next run: Dec [12], 2026/));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Competitors')).toHaveValue('Rival (Rival HQ): rival.io');
    expect(screen.getByLabelText('Prompts')).toHaveValue('best crm | buying');
    expect(screen.getByLabelText('Runs')).toHaveValue('daily');
  });

  it('offers a client viewer no edit', async () => {
    access.readOnly = true;
    renderPage();
    await screen.findByTestId('ai-schedule-line');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
