import * as React from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { Textarea } from '../../components/ui/textarea';
import type { PreviewKeywordImportQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { ImportKeywordsMutation, PreviewKeywordImportQuery as PreviewQuery } from './keyword-bulk-documents';

const STATUS_LABELS: Record<string, { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  new: { label: 'New', variant: 'default' },
  update: { label: 'Update', variant: 'secondary' },
  duplicate: { label: 'Duplicate', variant: 'outline' },
  invalid: { label: 'Invalid', variant: 'destructive' },
};

export interface KeywordImportDialogProps {
  /** null: an instance being created, whose form saves the lines with it. */
  instanceId: string | null;
  open: boolean;
  onClose(): void;
  /** After a save: what it did, for the table to refetch and say. */
  onImported?(summary: string): void;
  /** Instead of saving, hands the previewed text and how many keywords it adds to the create form. */
  onAccept?(text: string, keywords: number): void;
}

/**
 * Paste or upload CSV / TSV (keyword, tags, target URL, device), preview what each line becomes
 * (new, updating a keyword already tracked, duplicate, invalid), then save. Nothing is saved before
 * "Save".
 */
export function KeywordImportDialog({ instanceId, open, onClose, onImported, onAccept }: KeywordImportDialogProps) {
  const [text, setText] = React.useState('');
  const [preview, previewState] = useLazyQuery(PreviewQuery, { fetchPolicy: 'network-only' });
  const [save, saveState] = useMutation(ImportKeywordsMutation);
  const [failure, setFailure] = React.useState<string | null>(null);
  const result = previewState.data?.previewKeywordImport;
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
      const { error } = await preview({ variables: { instanceId, text } });
      if (error) setFailure(errorMessage(error, 'The keywords could not be read.'));
    } catch (error) {
      setFailure(errorMessage(error, 'The keywords could not be read.'));
    }
  }

  async function runSave() {
    setFailure(null);
    if (onAccept) {
      onAccept(text, current?.added ?? 0);
      onClose();
      return;
    }
    if (!instanceId) return;
    try {
      const { data } = await save({ variables: { instanceId, text } });
      if (!data) return;
      const { added, updated, skipped } = data.importKeywords;
      setText('');
      setPreviewedText(null);
      onImported?.(`Imported: ${added} added, ${updated} updated, ${skipped} skipped.`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The keywords could not be saved.'));
    }
  }

  const saved = current ? current.added + current.updated : 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !saving ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import keywords</DialogTitle>
          <DialogDescription>
            One keyword a line: keyword, tags (separated by ;), target URL, device (desktop or mobile). Comma- or tab-separated; a header row is optional.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor="keyword-import-text">Keywords</Label>
            <Textarea
              id="keyword-import-text"
              rows={8}
              value={text}
              placeholder={'keyword,tags,target url,device\nseo tools,core;money,https://example.com/tools,mobile'}
              onChange={(event) => setText(event.target.value)}
              className="font-mono text-xs"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="keyword-import-file">Or upload a CSV or TSV file</Label>
            <input
              id="keyword-import-file"
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
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
          <Button type="button" onClick={() => void runSave()} disabled={!current || saved === 0 || Boolean(current.problem) || saving}>
            {saving ? 'Saving…' : `${onAccept ? 'Use' : 'Save'} ${saved} keyword${saved === 1 ? '' : 's'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type Preview = PreviewKeywordImportQuery['previewKeywordImport'];

function ImportPreview({ preview }: { preview: Preview }) {
  // The api answers a big file with counts and the first lines of each kind, never every line.
  const sampled = Math.max(preview.added, preview.updated, preview.duplicates, preview.invalid) > preview.sampleLines;
  return (
    <div className="grid gap-2">
      <p aria-live="polite" className="text-sm" data-testid="import-summary">
        {preview.added} new, {preview.updated} already tracked (updated), {preview.duplicates} duplicate{preview.duplicates === 1 ? '' : 's'}, {preview.invalid} invalid. The
        instance would hold {preview.keywordsAfter.toLocaleString()} of {preview.keywordLimit.toLocaleString()} keywords.
      </p>
      <ScrollRegion label="Import preview" className="max-h-72 rounded-md border">
        <table className="w-full text-sm" aria-label="Import preview">
          <thead className="bg-muted/40">
            <tr className="border-b text-left">
              <th className="px-2 py-1.5 font-medium">Line</th>
              <th className="px-2 py-1.5 font-medium">Keyword</th>
              <th className="px-2 py-1.5 font-medium">Tags</th>
              <th className="px-2 py-1.5 font-medium">Target URL</th>
              <th className="px-2 py-1.5 font-medium">Device</th>
              <th className="px-2 py-1.5 font-medium">Result</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => {
              const status = STATUS_LABELS[line.status] ?? STATUS_LABELS.invalid;
              return (
                <tr key={line.line} className="border-b last:border-0 align-top">
                  <td className="px-2 py-1.5 tabular-nums">{line.line}</td>
                  <td className="break-all px-2 py-1.5">{line.keyword || '—'}</td>
                  <td className="px-2 py-1.5">{line.tags.join(', ')}</td>
                  <td className="break-all px-2 py-1.5">{line.targetUrl ?? ''}</td>
                  <td className="px-2 py-1.5">{line.device ?? ''}</td>
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
        <p className="text-xs text-muted-foreground" data-testid="import-sample-note">
          The table shows the first {preview.sampleLines} lines of each kind; the counts above cover every line.
        </p>
      ) : null}
    </div>
  );
}
