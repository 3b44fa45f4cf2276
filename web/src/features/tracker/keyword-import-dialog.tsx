import { useApolloClient, useMutation } from '@apollo/client/react';
import { CsvImportDialog } from '../../components/csv-import/csv-import-dialog';
import type { PreviewKeywordImportQuery } from '../../gql/graphql';
import { ImportKeywordsMutation, PreviewKeywordImportQuery as PreviewQuery } from './keyword-bulk-documents';

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

type Preview = PreviewKeywordImportQuery['previewKeywordImport'];
type Line = Preview['lines'][number];

const COLUMNS = [
  { header: 'Keyword', cell: (line: Line) => line.keyword || '—', className: 'break-all' },
  { header: 'Tags', cell: (line: Line) => line.tags.join(', ') },
  { header: 'Target URL', cell: (line: Line) => line.targetUrl ?? '', className: 'break-all' },
  { header: 'Device', cell: (line: Line) => line.device ?? '' },
];

/**
 * Paste or upload CSV / TSV (keyword, tags, target URL, device), preview what each line becomes
 * (new, updating a keyword already tracked, duplicate, invalid), then save. Nothing is saved before
 * "Save".
 */
export function KeywordImportDialog({ instanceId, open, onClose, onImported, onAccept }: KeywordImportDialogProps) {
  const client = useApolloClient();
  const [save] = useMutation(ImportKeywordsMutation);

  async function preview(text: string): Promise<Preview> {
    const { data } = await client.query({ query: PreviewQuery, variables: { instanceId, text }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('The keywords could not be read.');
    return data.previewKeywordImport;
  }

  async function saveText(text: string, previewed: Preview): Promise<void> {
    if (onAccept) return onAccept(text, previewed.added);
    if (!instanceId) return;
    const { data } = await save({ variables: { instanceId, text } });
    if (!data) throw new Error('The keywords could not be saved.');
    const { added, updated, skipped } = data.importKeywords;
    onImported?.(`Imported: ${added} added, ${updated} updated, ${skipped} skipped.`);
  }

  return (
    <CsvImportDialog<Line, Preview>
      open={open}
      onClose={onClose}
      title="Import keywords"
      description="One keyword a line: keyword, tags (separated by ;), target URL, device (desktop or mobile). Comma- or tab-separated; a header row is optional."
      field={{ id: 'keyword-import-text', label: 'Keywords', placeholder: 'keyword,tags,target url,device\nseo tools,core;money,https://example.com/tools,mobile' }}
      preview={preview}
      save={saveText}
      summary={(previewed) => (
        <>
          {previewed.added} new, {previewed.updated} already tracked (updated), {previewed.duplicates} duplicate{previewed.duplicates === 1 ? '' : 's'}, {previewed.invalid} invalid. The
          instance would hold {previewed.keywordsAfter.toLocaleString()} of {previewed.keywordLimit.toLocaleString()} keywords.
        </>
      )}
      kept={(previewed) => previewed.added + previewed.updated}
      saveLabel={(kept) => `${onAccept ? 'Use' : 'Save'} ${kept} keyword${kept === 1 ? '' : 's'}`}
      counts={(previewed) => [previewed.added, previewed.updated, previewed.duplicates, previewed.invalid]}
      columns={COLUMNS}
      tableLabel="Import preview"
      testIdPrefix="import"
      failures={{ read: 'The keywords could not be read.', save: 'The keywords could not be saved.' }}
    />
  );
}
