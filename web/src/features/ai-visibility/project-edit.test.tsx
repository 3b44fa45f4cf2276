import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { AddAiVisibilityCompetitorMutation, UpdateAiVisibilityProjectMutation } from './ai-visibility-documents';
import { ProjectForm } from './project-form';
import type { EditableProject } from './project-form-rules';
import { scheduleLine } from './schedule-line';

const PROJECT: EditableProject = {
  name: 'CRM watch',
  brand: { name: 'Acme', aliases: [], domains: ['acme.com'] },
  competitors: [{ name: 'Rival', aliases: [], domains: ['rival.io'] }],
  prompts: [{ text: 'best crm', tags: [] }],
  surfaces: ['chatgpt'],
  samples: 3,
  country: 'us',
  language: 'en',
  schedule: { frequency: 'off', weekday: 1, hour: 9, timeZone: 'UTC' },
};

const changedProject = {
  __typename: 'AiVisibilityProject',
  id: 'p1',
  name: 'CRM watch',
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

function renderEdit(mocks: MockLink.MockedResponse[]) {
  const onSaved = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ProjectForm edit={{ projectId: 'p1', project: PROJECT }} onSaved={onSaved} onCancel={jest.fn()} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onSaved };
}

describe('Edit AI visibility project form', () => {
  it('edits an alias, a prompt’s tags and the schedule in one update; a new competitor goes through addAiVisibilityCompetitor; the last re-reading job is followed', async () => {
    const user = userEvent.setup();
    const updated = jest.fn(() => ({ data: { updateAiVisibilityProject: { __typename: 'AiVisibilityProjectChange', project: changedProject, reextractionJobId: 'job-1' } } }));
    const added = jest.fn(() => ({
      data: {
        addAiVisibilityCompetitor: {
          __typename: 'AiVisibilityProjectChange',
          project: { __typename: 'AiVisibilityProject', id: 'p1', competitors: changedProject.competitors },
          reextractionJobId: 'job-2',
        },
      },
    }));
    const { onSaved } = renderEdit([
      {
        request: {
          query: UpdateAiVisibilityProjectMutation,
          variables: {
            id: 'p1',
            input: {
              name: 'CRM watch',
              brand: { name: 'Acme', aliases: [], domains: ['acme.com'] },
              competitors: [{ name: 'Rival', aliases: ['Rival HQ'], domains: ['rival.io'] }],
              prompts: [{ text: 'best crm', tags: ['buying'] }],
              surfaces: ['chatgpt'],
              samples: 3,
              country: 'us',
              language: 'en',
              schedule: { frequency: 'daily', weekday: 1, hour: 6, timeZone: 'Asia/Tokyo' },
            },
          },
        },
        result: updated,
      },
      { request: { query: AddAiVisibilityCompetitorMutation, variables: { projectId: 'p1', input: { name: 'Newco', domains: ['newco.com'] } } }, result: added },
    ]);

    expect(screen.getByRole('heading', { name: 'Edit project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Competitors')).toHaveValue('Rival: rival.io');
    await user.clear(screen.getByLabelText('Competitors'));
    await user.type(screen.getByLabelText('Competitors'), 'Rival (Rival HQ): rival.io{Enter}Newco: newco.com');
    await user.clear(screen.getByLabelText('Prompts'));
    await user.type(screen.getByLabelText('Prompts'), 'best crm | buying');
    await user.selectOptions(screen.getByLabelText('Runs'), 'daily');
    await user.selectOptions(screen.getByLabelText('At'), '6');
    await user.clear(screen.getByLabelText('Time zone'));
    await user.type(screen.getByLabelText('Time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('job-2'));
    expect(updated).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('shows the weekday only for a weekly schedule', async () => {
    const user = userEvent.setup();
    renderEdit([]);
    expect(screen.queryByLabelText('On')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('At')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Runs'), 'weekly');
    expect(screen.getByLabelText('On')).toHaveValue('1');
    expect(screen.getByLabelText('At')).toHaveValue('9');
  });
});

describe('schedule line', () => {
  it('says when the project runs and when next, or that it is not scheduled', () => {
    expect(scheduleLine({ frequency: 'off', weekday: 1, hour: 9, timeZone: 'UTC' }, null)).toBe('Not scheduled: runs only when run by hand.');
    expect(scheduleLine({ frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'America/New_York' }, '2026-12-02T23:00:00.000Z')).toMatch(/^Every Wednesday at 18:00 \(America\/New_York\)\. Next run: Dec [23], 2026/);
  });
});
