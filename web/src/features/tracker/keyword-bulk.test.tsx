import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { KeywordGrid } from './keyword-table';
import { buildKeywordTable, keywordRow } from './keyword-table-fixtures';
import { BulkEditKeywordsMutation, ImportKeywordsMutation, PreviewKeywordImportQuery, TrackingKeywordsMatchingQuery } from './keyword-bulk-documents';
import { KeywordImportDialog } from './keyword-import-dialog';

const TEXT = 'seo tools,core,https://wikipedia.org/seo\nseo tools,again\n,orphan';

const PREVIEW = {
  __typename: 'KeywordImportPreview',
  added: 1,
  updated: 0,
  duplicates: 1,
  invalid: 1,
  keywordsAfter: 3,
  keywordLimit: 1000,
  problem: null,
  sampleLines: 20,
  lines: [
    { __typename: 'KeywordImportLine', line: 1, keyword: 'seo tools', tags: ['core'], targetUrl: 'https://wikipedia.org/seo', device: null, status: 'new', message: null },
    { __typename: 'KeywordImportLine', line: 2, keyword: 'seo tools', tags: ['again'], targetUrl: null, device: null, status: 'duplicate', message: 'Repeats line 1.' },
    { __typename: 'KeywordImportLine', line: 3, keyword: '', tags: [], targetUrl: null, device: null, status: 'invalid', message: 'The keyword is missing.' },
  ],
};

const previewMock: MockLink.MockedResponse = {
  request: { query: PreviewKeywordImportQuery, variables: { instanceId: 'i1', text: TEXT } },
  result: { data: { previewKeywordImport: PREVIEW } },
};

describe('keywords in bulk', () => {
  it('previews pasted lines with their duplicates and invalid lines, saves nothing before Save, then saves', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({ data: { importKeywords: { __typename: 'KeywordImportResult', added: 1, updated: 0, skipped: 2 } } }));
    const onImported = jest.fn();
    render(
      <MockedProvider mocks={[previewMock, { request: { query: ImportKeywordsMutation, variables: { instanceId: 'i1', text: TEXT } }, result: saved }]}>
        <KeywordImportDialog instanceId="i1" open onClose={() => undefined} onImported={onImported} />
      </MockedProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import keywords' });
    expect(within(dialog).getByRole('button', { name: /^Save/ })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Keywords'));
    await user.paste(TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent('1 new, 0 already tracked (updated), 1 duplicate, 1 invalid. The instance would hold 3 of 1,000 keywords.');
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1seo toolscorehttps://wikipedia.org/seoNew',
      '2seo toolsagainDuplicateRepeats line 1.',
      '3—InvalidThe keyword is missing.',
    ]);
    expect(saved).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 keyword' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith('Imported: 1 added, 0 updated, 2 skipped.'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('says when the table shows only the first lines of each kind of a big file', async () => {
    const user = userEvent.setup();
    const big = { data: { previewKeywordImport: { ...PREVIEW, added: 9000, invalid: 25, keywordsAfter: 9002, keywordLimit: 10000 } } };
    render(
      <MockedProvider mocks={[{ ...previewMock, result: big }]}>
        <KeywordImportDialog instanceId="i1" open onClose={() => undefined} onImported={() => undefined} />
      </MockedProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import keywords' });
    await user.click(within(dialog).getByLabelText('Keywords'));
    await user.paste(TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent('9000 new, 0 already tracked (updated), 1 duplicate, 25 invalid.');
    expect(within(dialog).getByTestId('import-sample-note')).toHaveTextContent('The table shows the first 20 lines of each kind; the counts above cover every line.');
    expect(within(dialog).getByRole('button', { name: 'Save 9000 keywords' })).toBeEnabled();
  });

  it('tags the keywords ticked, or every keyword matching the filter, and shows tags and the wrong-page flag', async () => {
    const user = userEvent.setup();
    const rows = [
      keywordRow('seo tools', [[3, 3, 'SAME', 0, 3], [0, 0, 'NONE', 0, null]], { tags: ['core'], targetUrl: 'https://wikipedia.org/seo', ranksWithAnotherPage: true }),
      keywordRow('backlinks', [[1, 1, 'SAME', 0, 1], [2, 2, 'SAME', 0, 2]]),
    ];
    const ticked = jest.fn(() => ({ data: { bulkEditKeywords: 1 } }));
    const matching = jest.fn(() => ({ data: { bulkEditKeywords: 700 } }));
    const onDone = jest.fn();
    render(
      <MockedProvider
        mocks={[
          { request: { query: BulkEditKeywordsMutation, variables: { instanceId: 'i1', input: { action: 'addTags', keywords: ['backlinks'], tags: ['money'] } } }, result: ticked },
          { request: { query: BulkEditKeywordsMutation, variables: { instanceId: 'i1', input: { action: 'addTags', tag: 'core', search: null, serpFeature: null, tags: ['brand'] } } }, result: matching },
          {
            request: { query: TrackingKeywordsMatchingQuery, variables: { instanceId: 'i1', tag: 'core', search: null, serpFeature: null } },
            result: { data: { trackingKeywords: Array.from({ length: 700 }, (_, index) => ({ __typename: 'TrackedKeyword', keyword: `keyword ${index}` })) } },
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
        ]}
      >
        <KeywordGrid table={buildKeywordTable(rows, { totalRows: 1400 })} selected={null} onSelect={() => undefined} bulk={{ instanceId: 'i1', tag: 'core', serpFeature: null, onDone }} />
      </MockedProvider>,
    );
    const grid = screen.getByRole('table', { name: 'Keyword positions' });
    const seoRow = within(grid).getByRole('button', { name: 'seo tools: show history' }).closest('tr')!;
    expect(within(seoRow).getByText('core')).toBeInTheDocument();
    expect(within(seoRow).getByText('Ranks with another page')).toHaveAttribute('title', 'Target: https://wikipedia.org/seo');

    await user.click(within(grid).getByRole('checkbox', { name: 'Select backlinks' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 keyword selected.');
    await user.type(within(bar).getByLabelText('Tags'), 'money');
    await user.click(within(bar).getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith('Tagged 1 keyword.'));
    expect(ticked).toHaveBeenCalledTimes(1);

    await user.click(within(grid).getByRole('checkbox', { name: 'Select seo tools' }));
    const again = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(again).getByRole('button', { name: 'Select all 700 keywords matching the filter' }));
    expect(again).toHaveTextContent('All 700 keywords matching the filter selected.');
    await user.type(within(again).getByLabelText('Tags'), 'brand');
    await user.click(within(again).getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith('Tagged 700 keywords.'));
    expect(matching).toHaveBeenCalledTimes(1);
  });
});
