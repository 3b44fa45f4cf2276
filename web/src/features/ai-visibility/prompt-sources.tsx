import * as React from 'react';
import { FileUp, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { PromptImportDialog } from './prompt-import-dialog';
import { PromptSuggestionsDialog } from './prompt-suggestions-dialog';

/** A project's "Import prompts" (CSV with a preview) and "Suggest prompts" (the writer, from tracked keywords); not shown to client viewers. */
export function PromptSources({ projectId }: { projectId: string }) {
  const [open, setOpen] = React.useState<'import' | 'suggest' | null>(null);
  const { toast } = useToast();
  const done = (title: string) => toast({ title });
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
      <PromptImportDialog projectId={projectId} open={open === 'import'} onClose={() => setOpen(null)} onImported={done} />
      <PromptSuggestionsDialog projectId={projectId} open={open === 'suggest'} onClose={() => setOpen(null)} onAdded={done} />
    </>
  );
}
