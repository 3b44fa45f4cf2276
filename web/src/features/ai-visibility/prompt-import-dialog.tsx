import * as React from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { Textarea } from '../../components/ui/textarea';
import type { AiPromptInput, PreviewAiVisibilityPromptImportQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { AiVisibilityProjectQuery } from './ai-visibility-documents';
import { ImportAiVisibilityPromptsMutation, PreviewAiVisibilityPromptImportQuery as PreviewQuery } from './ai-visibility-prompts-documents';

const STATUS_LABELS: Record<string, { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  new: { label: 'New', variant: 'default' },
  duplicate: { label: 'Duplicate', variant: 'outline' },
  invalid: { label: 'Invalid', variant: 'destructive' },
};

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

/**
 * Paste or upload CSV / TSV (prompt, tags separated by ;), preview what each line becomes (new,
 * duplicate, invalid, with the plan's limit), then save. Nothing is saved before "Save"; the same
 * steps as the tracker's keyword import.
 */
export function PromptImportDialog({ projectId, open, onClose, onImported, onAccept }: PromptImportDialogProps) {
  const [text, setText] = React.useState('');
  const [preview, previewState] = useLazyQuery(PreviewQuery, { fetchPolicy: 'network-only' });
  const [save, saveState] = useMutation(ImportAiVisibilityPromptsMutation, { refetchQueries: projectId ? [{ query: AiVisibilityProjectQuery, variables: { id: projectId } }] : [] });
  const [failure, setFailure] = React.useState<string | null>(null);
  const result = previewState.data?.previewAiVisibilityPromptImport;
  // A preview describes the text it read: editing the text hides it until the next preview.
  const [previewedText, setPreviewedText] = React.useState<string | null>(null);
  const current = result && previewedText === text ? result : null;
  const saving = saveState.loading;

  async function readFile(file: File | undefined) {
    if (!file) return;
    setText(await file.text());
    setFailure(null);
  }

  async function runPreview() {
    setFailure(null);
    setPreviewedText(text);
    // Apollo 4's lazy query rejects on an error (and may also answer with one).
    try {
      const { error } = await preview({ variables: { projectId, text } });
      if (error) setFailure(errorMessage(error, 'The prompts could not be read.'));
    } catch (error) {
      setFailure(errorMessage(error, 'The prompts could not be read.'));
    }
  }

  async function runSave() {
    setFailure(null);
    if (onAccept) {
      onAccept((current?.prompts ?? []).map(({ text: prompt, tags }) => ({ text: prompt, tags })));
      onClose();
      return;
    }
    if (!projectId) return;
    try {
      const { data } = await save({ variables: { projectId, text } });
      if (!data) return;
      const { added, skipped } = data.importAiVisibilityPrompts;
      setText('');
      setPreviewedText(null);
      onImported?.(`Imported: ${added} added, ${skipped} skipped.`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The prompts could not be saved.'));
    }
  }

  const adding = current?.added ?? 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !saving ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import prompts</DialogTitle>
          <DialogDescription>One prompt a line: the prompt, then its tags separated by ;. Comma- or tab-separated; a header row (prompt,tags) is optional.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor="prompt-import-text">Prompts</Label>
            <Textarea
              id="prompt-import-text"
              rows={8}
              value={text}
              placeholder={'prompt,tags\n"Which CRM is best for a small team?",crm;commercial'}
              onChange={(event) => setText(event.target.value)}
              className="font-mono text-xs"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="prompt-import-file">Or upload a CSV or TSV file</Label>
            <input
              id="prompt-import-file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </div>
          <div role="alert" className="min-h-5 text-sm font-medium text-destructive">
            {failure ?? current?.problem ?? ''}
          </div>
          {current ? <ImportPreview preview={current} /> : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="button" variant="outline" onClick={() => void runPreview()} disabled={!text.trim() || previewState.loading || saving}>
            {previewState.loading ? 'Reading…' : 'Preview'}
          </Button>
          <Button type="button" onClick={() => void runSave()} disabled={!current || adding === 0 || Boolean(current.problem) || saving}>
            {saving ? 'Saving…' : `${onAccept ? 'Use' : 'Add'} ${adding} prompt${adding === 1 ? '' : 's'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type Preview = PreviewAiVisibilityPromptImportQuery['previewAiVisibilityPromptImport'];

function ImportPreview({ preview }: { preview: Preview }) {
  // The api answers a big file with counts and the first lines of each kind, never every line.
  const sampled = Math.max(preview.added, preview.duplicates, preview.invalid) > preview.sampleLines;
  return (
    <div className="grid gap-2">
      <p aria-live="polite" className="text-sm" data-testid="prompt-import-summary">
        {preview.added} new, {preview.duplicates} duplicate{preview.duplicates === 1 ? '' : 's'}, {preview.invalid} invalid. The project would hold{' '}
        {preview.promptsAfter.toLocaleString('en-US')} of {preview.promptLimit.toLocaleString('en-US')} prompts.
      </p>
      <ScrollRegion label="Prompt import preview" className="max-h-72 rounded-md border">
        <table className="w-full text-sm" aria-label="Prompt import preview">
          <thead className="bg-muted/40">
            <tr className="border-b text-left">
              <th className="px-2 py-1.5 font-medium">Line</th>
              <th className="px-2 py-1.5 font-medium">Prompt</th>
              <th className="px-2 py-1.5 font-medium">Tags</th>
              <th className="px-2 py-1.5 font-medium">Result</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => {
              const status = STATUS_LABELS[line.status] ?? STATUS_LABELS.invalid;
              return (
                <tr key={line.line} className="border-b align-top last:border-0">
                  <td className="px-2 py-1.5 tabular-nums">{line.line}</td>
                  <td className="break-words px-2 py-1.5 [overflow-wrap:anywhere]">{line.prompt || '—'}</td>
                  <td className="px-2 py-1.5">{line.tags.join(', ')}</td>
                  <td className="px-2 py-1.5">
                    <Badge variant={status.variant}>{status.label}</Badge>
                    {line.message ? <span className="ml-2 text-xs text-muted-foreground">{line.message}</span> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {sampled ? (
        <p className="text-xs text-muted-foreground" data-testid="prompt-import-sample-note">
          The table shows the first {preview.sampleLines} lines of each kind; the counts above cover every line.
        </p>
      ) : null}
    </div>
  );
}
