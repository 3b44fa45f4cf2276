import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { CreateAiVisibilityProjectMutation } from './ai-visibility-documents';
import { PreviewAiVisibilityPromptImportQuery } from './ai-visibility-prompts-documents';
import { ProjectForm } from './project-form';

function renderForm(mocks: MockLink.MockedResponse[]) {
  const onCreated = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ProjectForm onCreated={onCreated} onCancel={jest.fn()} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onCreated };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Project name'), 'CRM watch');
  await user.type(screen.getByLabelText('Brand name'), 'Acme');
  await user.type(screen.getByLabelText('Domains'), 'acme.com');
  await user.type(screen.getByLabelText('Competitors'), 'Rival: rival.io, rival.com');
  await user.type(screen.getByLabelText('Prompts'), 'best crm{Enter}{Enter}cheap crm');
}

const expectedInput = {
  name: 'CRM watch',
  brand: { name: 'Acme', aliases: [], domains: ['acme.com'] },
  competitors: [{ name: 'Rival', domains: ['rival.io', 'rival.com'] }],
  prompts: [{ text: 'best crm' }, { text: 'cheap crm' }],
  surfaces: ['chatgpt'],
  samples: 3,
  country: 'us',
  language: 'en',
};

describe('New AI visibility project form', () => {
  it('says what is missing in the api’s words, focuses the first field at fault, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = jest.fn(() => ({ data: { createAiVisibilityProject: { __typename: 'AiVisibilityProject', id: '1', name: 'x' } } }));
    renderForm([{ request: { query: CreateAiVisibilityProjectMutation, variables: () => true }, result: sent }]);

    await user.clear(screen.getByLabelText('Samples per prompt'));
    await user.type(screen.getByLabelText('Samples per prompt'), '11');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Brand name is required.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one prompt.')).toBeInTheDocument();
    expect(screen.getByText('Samples must be a whole number from 1 to 10.')).toBeInTheDocument();
    // Focus moves in the next animation frame, once the messages are on screen.
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveFocus());
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts the prompts typed one a line, blank lines left out', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(screen.getByLabelText('Prompts'), 'best crm{Enter}{Enter}cheap crm');
    expect(screen.getByText(/^One a line, tags after a bar: .*\. 2 prompts;/)).toBeInTheDocument();
  });

  it('sends the project and opens it once created', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm([
      {
        request: { query: CreateAiVisibilityProjectMutation, variables: { input: expectedInput } },
        result: { data: { createAiVisibilityProject: { __typename: 'AiVisibilityProject', id: '7', name: 'CRM watch' } } },
      },
    ]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: '7' })));
  });

  it('shows the api’s words when it refuses', async () => {
    const user = userEvent.setup();
    const { onCreated } = renderForm([
      {
        request: { query: CreateAiVisibilityProjectMutation, variables: { input: expectedInput } },
        result: { errors: [new GraphQLError('At most 10 prompts per project on the Free plan.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('At most 10 prompts per project on the Free plan.'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the project with prompts pasted as CSV, their tags kept, beside the typed ones', async () => {
    const user = userEvent.setup();
    const csv = 'prompt,tags\nwhich crm is best?,crm;commercial';
    const { onCreated } = renderForm([
      {
        request: { query: PreviewAiVisibilityPromptImportQuery, variables: { projectId: null, text: csv } },
        result: {
          data: {
            previewAiVisibilityPromptImport: {
              __typename: 'AiPromptImportPreview',
              added: 1,
              duplicates: 0,
              invalid: 0,
              promptsAfter: 1,
              promptLimit: 100,
              problem: null,
              sampleLines: 20,
              lines: [{ __typename: 'AiPromptImportLine', line: 2, prompt: 'which crm is best?', tags: ['crm', 'commercial'], status: 'new', message: null }],
              prompts: [{ __typename: 'AiPromptImportPrompt', text: 'which crm is best?', tags: ['crm', 'commercial'] }],
            },
          },
        },
      },
      {
        request: { query: CreateAiVisibilityProjectMutation, variables: { input: { ...expectedInput, prompts: [...expectedInput.prompts, { text: 'which crm is best?', tags: ['crm', 'commercial'] }] } } },
        result: { data: { createAiVisibilityProject: { __typename: 'AiVisibilityProject', id: '8', name: 'CRM watch' } } },
      },
    ]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Paste or upload CSV' }));
    await user.click(within(screen.getByRole('dialog')).getByLabelText('Prompts'));
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Use 1 prompt' }));
    await waitFor(() => expect(screen.getByTestId('prompt-file-summary')).toHaveTextContent('1 prompt from the CSV, with their tags, are saved with the project.'));
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: '8' })));
  });
});
