import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toCsv, type CsvCell } from '../../lib/csv';
import { saveFile } from '../../lib/save-file';

interface ExportCsvButtonProps {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  /** Names the table in the button's accessible name when a page has several. */
  tableName: string;
}

/** Saves a result table as CSV, built in the browser from the rows on screen. */
export function ExportCsvButton({ fileName, header, rows, tableName }: ExportCsvButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Export ${tableName} as CSV`}
      disabled={rows.length === 0}
      onClick={() => saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName)}
    >
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
