import * as React from 'react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Label } from '../ui/label';
import { ScrollRegion } from '../ui/scroll-region';
import { Textarea } from '../ui/textarea';
import { errorMessage } from '../../lib/graphql-error';

const STATUS_LABELS: Record<string, { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  new: { label: 'New', variant: 'default' },
  update: { label: 'Update', variant: 'secondary' },
  duplicate: { label: 'Duplicate', variant: 'outline' },
  invalid: { label: 'Invalid', variant: 'destructive' },
};

/** A line of the file as the api's preview describes it: its number, what it becomes, and why. */
export interface ImportPreviewLine {
  line: number;
  status: string;
  message?: string | null;
}

/** The api's preview of an import: the plan's refusal if any, and the first lines of each kind (never every line). */
export interface ImportPreview<Line extends ImportPreviewLine> {
  problem?: string | null;
  sampleLines: number;
  lines: readonly Line[];
}

export interface ImportColumn<Line> {
  header: string;
  cell(line: Line): React.ReactNode;
  className?: string;
}

export interface CsvImportDialogProps<Line extends ImportPreviewLine, Preview extends ImportPreview<Line>> {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  /** The text field: its id (the file input's is `<id>-file`), label and example. */
  field: { id: string; label: string; placeholder: string };
  /** Reads the text on the server; rejects with the reason it could not. */
  preview(text: string): Promise<Preview>;
  /** Saves the previewed text (or hands it to a form); rejects with the reason it could not. */
  save(text: string, preview: Preview): Promise<void>;
  /** What was read and what the limit allows, above the table. */
  summary(preview: Preview): React.ReactNode;
  /** How many lines saving keeps (0: nothing to save), and the save button's words for them. */
  kept(preview: Preview): number;
  saveLabel(kept: number): string;
  /** The columns between "Line" and "Result". */
  columns: readonly ImportColumn<Line>[];
  /** The preview table's accessible name; `testIdPrefix`-summary and -sample-note mark its parts. */
  tableLabel: string;
  testIdPrefix: string;
  /** The words of a failed preview or save when the api gave none. */
  failures: { read: string; save: string };
  /** Whether a line's count is over the lines shown: the table then says it is a sample. */
  counts(preview: Preview): readonly number[];
}

/**
 * Paste or upload CSV / TSV, preview what each line becomes (with line numbers, why, and the plan's limit), then
 * save. Nothing is saved before the save button; editing the text hides the preview until the next one.
 */
export function CsvImportDialog<Line extends ImportPreviewLine, Preview extends ImportPreview<Line>>(props: CsvImportDialogProps<Line, Preview>) {
  const { open, onClose } = props;
  const [text, setText] = React.useState('');
  const [result, setResult] = React.useState<{ text: string; preview: Preview } | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState<'reading' | 'saving' | null>(null);
  const current = result && result.text === text ? result.preview : null;
  const saving = busy === 'saving';

  async function readFile(file: File | undefined) {
    if (!file) return;
    setText(await file.text());
    setFailure(null);
  }

  async function runPreview() {
    setFailure(null);
    setResult(null);
    setBusy('reading');
    try {
      setResult({ text, preview: await props.preview(text) });
    } catch (error) {
      setFailure(errorMessage(error, props.failures.read));
    } finally {
      setBusy(null);
    }
  }

  async function runSave() {
    if (!current) return;
    setFailure(null);
    setBusy('saving');
    try {
      await props.save(text, current);
      setText('');
      setResult(null);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, props.failures.save));
    } finally {
      setBusy(null);
    }
  }

  const kept = current ? props.kept(current) : 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !saving ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor={props.field.id}>{props.field.label}</Label>
            <Textarea id={props.field.id} rows={8} value={text} placeholder={props.field.placeholder} onChange={(event) => setText(event.target.value)} className="font-mono text-xs" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${props.field.id}-file`}>Or upload a CSV or TSV file</Label>
            <input
              id={`${props.field.id}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </div>
          <div role="alert" className="min-h-5 text-sm font-medium text-destructive">
            {failure ?? current?.problem ?? ''}
          </div>
          {current ? <PreviewTable {...props} shown={current} /> : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="button" variant="outline" onClick={() => void runPreview()} disabled={!text.trim() || busy !== null}>
            {busy === 'reading' ? 'Reading…' : 'Preview'}
          </Button>
          <Button type="button" onClick={() => void runSave()} disabled={!current || kept === 0 || Boolean(current.problem) || busy !== null}>
            {saving ? 'Saving…' : props.saveLabel(kept)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable<Line extends ImportPreviewLine, Preview extends ImportPreview<Line>>({ shown, ...props }: CsvImportDialogProps<Line, Preview> & { shown: Preview }) {
  // The api answers a big file with counts and the first lines of each kind, never every line.
  const sampled = Math.max(...props.counts(shown)) > shown.sampleLines;
  return (
    <div className="grid gap-2">
      <p aria-live="polite" className="text-sm" data-testid={`${props.testIdPrefix}-summary`}>
        {props.summary(shown)}
      </p>
      <ScrollRegion label={props.tableLabel} className="max-h-72 rounded-md border">
        <table className="w-full text-sm" aria-label={props.tableLabel}>
          <thead className="bg-muted/40">
            <tr className="border-b text-left">
              <th className="px-2 py-1.5 font-medium">Line</th>
              {props.columns.map((column) => (
                <th key={column.header} className="px-2 py-1.5 font-medium">
                  {column.header}
                </th>
              ))}
              <th className="px-2 py-1.5 font-medium">Result</th>
            </tr>
          </thead>
          <tbody>
            {shown.lines.map((line) => {
              const status = STATUS_LABELS[line.status] ?? STATUS_LABELS.invalid;
              return (
                <tr key={line.line} className="border-b align-top last:border-0">
                  <td className="px-2 py-1.5 tabular-nums">{line.line}</td>
                  {props.columns.map((column) => (
                    <td key={column.header} className={`px-2 py-1.5 ${column.className ?? ''}`}>
                      {column.cell(line)}
                    </td>
                  ))}
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
        <p className="text-xs text-muted-foreground" data-testid={`${props.testIdPrefix}-sample-note`}>
          The table shows the first {shown.sampleLines} lines of each kind; the counts above cover every line.
        </p>
      ) : null}
    </div>
  );
}
