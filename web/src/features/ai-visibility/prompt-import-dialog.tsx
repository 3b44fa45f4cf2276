import { useApolloClient, useMutation } from '@apollo/client/react';
import { CsvImportDialog } from '../../components/csv-import/csv-import-dialog';
import type { AiPromptInput, PreviewAiVisibilityPromptImportQuery } from '../../gql/graphql';
import { AiVisibilityProjectQuery } from './ai-visibility-documents';
import { ImportAiVisibilityPromptsMutation, PreviewAiVisibilityPromptImportQuery as PreviewQuery } from './ai-visibility-prompts-documents';

export interface PromptImportDialogProps {
  /** null: a project being created, whose form saves the prompts with it. */
  projectId: string | null;
  open: boolean;
  onClose(): void;
  /** After a save: what it did. */
  onImported?(summary: string): void;
  /** Instead of saving, hands the previewed prompts (with their tags) to the create form. */
  onAccept?(prompts: AiPromptInput[]): void;
}

type Preview = PreviewAiVisibilityPromptImportQuery['previewAiVisibilityPromptImport'];
type Line = Preview['lines'][number];

const COLUMNS = [
  { header: 'Prompt', cell: (line: Line) => line.prompt || '—', className: 'break-words [overflow-wrap:anywhere]' },
  { header: 'Tags', cell: (line: Line) => line.tags.join(', ') },
];

/**
 * Paste or upload CSV / TSV (prompt, tags separated by ;), preview what each line becomes (new,
 * duplicate, invalid, with the plan's limit), then save. Nothing is saved before "Save"; the same
 * steps as the tracker's keyword import.
 */
export function PromptImportDialog({ projectId, open, onClose, onImported, onAccept }: PromptImportDialogProps) {
  const client = useApolloClient();
  const [save] = useMutation(ImportAiVisibilityPromptsMutation, { refetchQueries: projectId ? [{ query: AiVisibilityProjectQuery, variables: { id: projectId } }] : [] });

  async function preview(text: string): Promise<Preview> {
    const { data } = await client.query({ query: PreviewQuery, variables: { projectId, text }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('The prompts could not be read.');
    return data.previewAiVisibilityPromptImport;
  }

  async function saveText(text: string, previewed: Preview): Promise<void> {
    if (onAccept) return onAccept(previewed.prompts.map(({ text: prompt, tags }) => ({ text: prompt, tags })));
    if (!projectId) return;
    const { data } = await save({ variables: { projectId, text } });
    if (!data) throw new Error('The prompts could not be saved.');
    const { added, skipped } = data.importAiVisibilityPrompts;
    onImported?.(`Imported: ${added} added, ${skipped} skipped.`);
  }

  return (
    <CsvImportDialog<Line, Preview>
      open={open}
      onClose={onClose}
      title="Import prompts"
      description="One prompt a line: the prompt, then its tags separated by ;. Comma- or tab-separated; a header row (prompt,tags) is optional."
      field={{ id: 'prompt-import-text', label: 'Prompts', placeholder: 'prompt,tags\n"Which CRM is best for a small team?",crm;commercial' }}
      preview={preview}
      save={saveText}
      summary={(previewed) => (
        <>
          {previewed.added} new, {previewed.duplicates} duplicate{previewed.duplicates === 1 ? '' : 's'}, {previewed.invalid} invalid. The project would hold{' '}
          {previewed.promptsAfter.toLocaleString('en-US')} of {previewed.promptLimit.toLocaleString('en-US')} prompts.
        </>
      )}
      kept={(previewed) => previewed.added}
      saveLabel={(kept) => `${onAccept ? 'Use' : 'Add'} ${kept} prompt${kept === 1 ? '' : 's'}`}
      counts={(previewed) => [previewed.added, previewed.duplicates, previewed.invalid]}
      columns={COLUMNS}
      tableLabel="Prompt import preview"
      testIdPrefix="prompt-import"
      failures={{ read: 'The prompts could not be read.', save: 'The prompts could not be saved.' }}
    />
  );
}
