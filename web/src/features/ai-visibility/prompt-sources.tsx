import * as React from 'react';
import { FileUp, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PromptImportDialog } from './prompt-import-dialog';
import { PromptSuggestionsDialog } from './prompt-suggestions-dialog';

/** A project's "Import prompts" (CSV with a preview) and "Suggest prompts" (the writer, from tracked keywords); not shown to client viewers. */
export function PromptSources({ projectId }: { projectId: string }) {
  const [open, setOpen] = React.useState<'import' | 'suggest' | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('import')}>
        <FileUp aria-hidden="true" />
        Import prompts
      </Button>
      <Button variant="outline" onClick={() => setOpen('suggest')}>
        <Sparkles aria-hidden="true" />
        Suggest prompts
      </Button>
      <p role="status" className="self-center text-sm text-muted-foreground empty:hidden">
        {done ?? ''}
      </p>
      <PromptImportDialog projectId={projectId} open={open === 'import'} onClose={() => setOpen(null)} onImported={setDone} />
      <PromptSuggestionsDialog projectId={projectId} open={open === 'suggest'} onClose={() => setOpen(null)} onAdded={setDone} />
    </>
  );
}
