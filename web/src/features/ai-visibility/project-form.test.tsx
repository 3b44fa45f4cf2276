import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { CreateAiVisibilityProjectMutation } from './ai-visibility-documents';
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
    expect(screen.getByLabelText('Project name')).toHaveFocus();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 10 prompts per project on the Free plan.');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
