import * as React from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { KeywordImportDialog } from './keyword-import-dialog';
import type { KeywordFile } from './use-instance-form';

interface KeywordFileFieldProps {
  file: KeywordFile | null;
  onChange(file: KeywordFile | null): void;
}

/**
 * The create form's CSV / TSV import: the same preview as an instance's "Import keywords", read as
 * a new instance's keywords; the chosen lines (tags, target URL, device) are saved with the instance.
 */
export function KeywordFileField({ file, onChange }: KeywordFileFieldProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="-mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" />
        {file ? 'Change CSV / TSV' : 'Import from CSV / TSV'}
      </Button>
      {file ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground" data-testid="keyword-file-summary">
          {file.keywords.toLocaleString()} keyword{file.keywords === 1 ? '' : 's'} from the file, with tags, target URL and device, are saved with the instance.
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onChange(null)}>
            Remove file
          </Button>
        </p>
      ) : null}
      <KeywordImportDialog instanceId={null} open={open} onClose={() => setOpen(false)} onAccept={(text, keywords) => onChange({ text, keywords })} />
    </div>
  );
}
