import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { ImportAiVisibilityPromptsMutation, PreviewAiVisibilityPromptImportQuery } from './ai-visibility-prompts-documents';
import { PromptImportDialog } from './prompt-import-dialog';

const TEXT = 'prompt,tags\nWhich CRM is best?,crm;commercial\nbest seo tools,seo\n,';

function previewResult(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      previewAiVisibilityPromptImport: {
        __typename: 'AiPromptImportPreview',
        added: 1,
        duplicates: 1,
        invalid: 1,
        promptsAfter: 2,
        promptLimit: 100,
        problem: null,
        sampleLines: 20,
        lines: [
          { __typename: 'AiPromptImportLine', line: 2, prompt: 'Which CRM is best?', tags: ['crm', 'commercial'], status: 'new', message: null },
          { __typename: 'AiPromptImportLine', line: 3, prompt: 'best seo tools', tags: ['seo'], status: 'duplicate', message: 'Already a prompt of this project.' },
          { __typename: 'AiPromptImportLine', line: 4, prompt: '', tags: [], status: 'invalid', message: 'A prompt is required.' },
        ],
        prompts: [],
        ...overrides,
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[], props: Partial<React.ComponentProps<typeof PromptImportDialog>> = {}) {
  const onClose = jest.fn();
  const onImported = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <PromptImportDialog projectId="p1" open onClose={onClose} onImported={onImported} {...props} />
    </MockedProvider>,
  );
  return { onClose, onImported };
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByLabelText('Prompts');
  await user.click(field);
  await user.paste(text);
}

describe('Import prompts dialog', () => {
  it('previews each line with its number and why, then saves only after "Add"', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ data: { importAiVisibilityPrompts: { __typename: 'AiPromptImportResult', added: 1, skipped: 2, prompts: 2 } } }));
    const { onImported, onClose } = renderDialog([
      { request: { query: PreviewAiVisibilityPromptImportQuery, variables: { projectId: 'p1', text: TEXT } }, result: previewResult() },
      { request: { query: ImportAiVisibilityPromptsMutation, variables: { projectId: 'p1', text: TEXT } }, result: saved },
    ]);

    expect(screen.getByRole('button', { name: 'Add 0 prompts' })).toBeDisabled();
    await paste(user, TEXT);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(screen.getByTestId('prompt-import-summary')).toHaveTextContent('1 new, 1 duplicate, 1 invalid. The project would hold 2 of 100 prompts.'));
    const rows = within(screen.getByRole('table', { name: 'Prompt import preview' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['2Which CRM is best?crm, commercialNew', '3best seo toolsseoDuplicateAlready a prompt of this project.', '4—InvalidA prompt is required.']);
    expect(saved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add 1 prompt' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('Imported: 1 added, 2 skipped.'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the plan’s limit as the problem and does not let the import be saved; editing the text hides the old preview', async () => {
    const user = userEvent.setup();
    renderDialog([
      { request: { query: PreviewAiVisibilityPromptImportQuery, variables: { projectId: 'p1', text: TEXT } }, result: previewResult({ promptsAfter: 11, promptLimit: 10, problem: 'At most 10 prompts per project on the Free plan.' }) },
    ]);
    await paste(user, TEXT);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('At most 10 prompts per project on the Free plan.'));
    expect(screen.getByRole('button', { name: 'Add 1 prompt' })).toBeDisabled();

    await user.type(screen.getByLabelText('Prompts'), 'x');
    expect(screen.queryByTestId('prompt-import-summary')).not.toBeInTheDocument();
  });

  it('says the api’s words when the text cannot be read', async () => {
    const user = userEvent.setup();
    renderDialog([{ request: { query: PreviewAiVisibilityPromptImportQuery, variables: { projectId: 'p1', text: 'x' } }, result: { errors: [new GraphQLError('Paste or upload prompts.')] } }]);
    await paste(user, 'x');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Paste or upload prompts.'));
  });

  it('hands a new project’s prompts, with their tags, to the create form instead of saving', async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    const prompts = [{ __typename: 'AiPromptImportPrompt', text: 'Which CRM is best?', tags: ['crm'] }];
    renderDialog([{ request: { query: PreviewAiVisibilityPromptImportQuery, variables: { projectId: null, text: TEXT } }, result: previewResult({ prompts }) }], { projectId: null, onAccept });
    await paste(user, TEXT);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Use 1 prompt' }));
    expect(onAccept).toHaveBeenCalledWith([{ text: 'Which CRM is best?', tags: ['crm'] }]);
  });
});
