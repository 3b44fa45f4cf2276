import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { KeywordTable } from './keyword-table';
import { buildKeywordTable, keywordRow } from './keyword-table-fixtures';
import { KeywordTableFragment } from './keyword-table-documents';
import { makeFragmentData } from '../../gql';

jest.mock('../../components/charts/apex-chart', () => ({ __esModule: true, Chart: () => <div data-testid="apex-chart" /> }));

const figures = (clicks: number, impressions: number, position: number | null) => ({ __typename: 'KeywordSearchConsole' as const, clicks, impressions, ctr: impressions ? clicks / impressions : 0, position });

const ROWS = [
  keywordRow('seo tools', [[3, 5, 'UP', 2, 1], [0, 4, 'LOST', 0, 2]], { searchConsole: figures(1234, 20_000, 3.4) }),
  keywordRow('backlinks', [[9, 4, 'DOWN', 5, 4], [1, 1, 'SAME', 0, 1]], { searchConsole: figures(2, 400, 16.2), positionsDisagree: true }),
  keywordRow('rank tracker', [[2, 2, 'SAME', 0, 2], [6, 0, 'NEW', 0, 6]]),
];

const LINKED = { __typename: 'KeywordTableSearchConsole' as const, propertyId: 'p1', from: '2026-10-31', to: '2026-11-27', flagPlaces: 5, sandbox: true };

function renderTable(table: ReturnType<typeof buildKeywordTable>) {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={['/keyword-tracking/i1']}>
        <KeywordTable instanceId="i1" firstPage={makeFragmentData(table, KeywordTableFragment)} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const rowOf = (grid: HTMLElement, keyword: string) => within(grid).getByRole('rowheader', { name: new RegExp(keyword) }).closest('tr')!;

describe('keyword table: Search Console columns', () => {
  it('shows clicks, impressions, CTR and position beside the tracked rank, with a flag (icon and words) where they disagree', async () => {
    renderTable(buildKeywordTable(ROWS, { searchConsole: LINKED }));
    const grid = await screen.findByRole('table', { name: 'Keyword positions' });
    expect(within(grid).getByTestId('search-console-heading')).toHaveTextContent(/Search Console\s*last 28 days/);
    // Sandbox figures say so.
    expect(within(within(grid).getByTestId('search-console-heading')).getByTestId('figures-sandbox')).toHaveTextContent('SANDBOX');
    for (const name of ['Clicks', 'Impr.', 'CTR', /Search Console average Position/]) expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();

    const seoTools = rowOf(grid, 'seo tools');
    expect(within(seoTools).getByTestId('keyword-sc-clicks')).toHaveTextContent(new Intl.NumberFormat().format(1234));
    expect(within(seoTools).getByTestId('keyword-sc-impressions')).toHaveTextContent(new Intl.NumberFormat().format(20_000));
    expect(within(seoTools).getByTestId('keyword-sc-ctr')).toHaveTextContent('6.2 %');
    expect(within(seoTools).getByTestId('keyword-sc-position')).toHaveTextContent('3.4');
    expect(within(seoTools).queryByTestId('keyword-sc-flag')).toBeNull();

    const backlinks = rowOf(grid, 'backlinks');
    const flagged = within(backlinks).getByTestId('keyword-sc-position');
    expect(within(flagged).getByTestId('keyword-sc-flag')).toHaveTextContent('Tracked position 9 and Search Console position 16.2 differ by more than 5 places');
    expect(flagged).toHaveAttribute('title', 'Tracked position 9 and Search Console position 16.2 differ by more than 5 places');
    expect(flagged).toHaveTextContent('16.2');

    // A keyword Search Console has no rows for: dashes said as words.
    expect(within(rowOf(grid, 'rank tracker')).getByTestId('keyword-sc-clicks')).toHaveTextContent('no Search Console data');
  });

  it('adds no Search Console columns when no property is linked', async () => {
    renderTable(buildKeywordTable(ROWS));
    const grid = await screen.findByRole('table', { name: 'Keyword positions' });
    expect(within(grid).queryByTestId('search-console-heading')).toBeNull();
    expect(within(grid).queryByRole('columnheader', { name: 'Clicks' })).toBeNull();
    expect(within(grid).queryAllByTestId('keyword-sc-clicks')).toHaveLength(0);
  });
});
