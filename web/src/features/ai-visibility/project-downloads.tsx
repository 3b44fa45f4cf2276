import * as React from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { downloadCsv } from '../tracker/export-results-csv';

interface ProjectDownloadsProps {
  projectId: string;
  /** The run and surface on screen (none: the newest finished run, every surface). */
  runId: string | null;
  surface: string | null;
}

/** The stored answers and the summary of the run on screen as CSV files; for every reader, client viewers too. */
export function ProjectDownloads({ projectId, runId, surface }: ProjectDownloadsProps) {
  const [busy, setBusy] = React.useState<'answers' | 'summary' | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const query = new URLSearchParams({ ...(runId ? { run: runId } : {}), ...(surface ? { surface } : {}) }).toString();

  async function download(what: 'answers' | 'summary') {
    setBusy(what);
    setFailure(null);
    try {
      await downloadCsv(`/api/ai-visibility/projects/${encodeURIComponent(projectId)}/${what}.csv${query ? `?${query}` : ''}`, `ai-visibility-${what}.csv`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-1">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => void download('summary')} disabled={busy !== null}>
          <Download aria-hidden="true" />
          {busy === 'summary' ? 'Downloading…' : 'Summary CSV'}
        </Button>
        <Button type="button" variant="outline" onClick={() => void download('answers')} disabled={busy !== null}>
          <Download aria-hidden="true" />
          {busy === 'answers' ? 'Downloading…' : 'Answers CSV'}
        </Button>
      </div>
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {failure ?? ''}
      </p>
    </div>
  );
}
