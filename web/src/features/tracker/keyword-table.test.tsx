import { GraphQLError } from 'graphql';
import '../../lib/testing/jsdom-text-encoding';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { layOut, scrollBoxOf } from '../../lib/testing/overflow';
import { KeywordTable } from './keyword-table';
import { buildKeywordHistory, buildKeywordTable, EARLIER_RUNS, keywordRow } from './keyword-table-fixtures';
import { KeywordTableFragment, TrackerKeywordHistoryQuery, TrackerKeywordTableQuery } from './keyword-table-documents';
import { makeFragmentData } from '../../gql';
import { KEYWORD_TABLE_FIRST_ROWS } from './tracker-documents';

// ApexCharts needs a real layout engine; the stand-in shows what the chart is given.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: { series: { name: string; data: { y: number }[] }[]; options: { yaxis: { reversed: boolean } } }) => (
    <div data-testid="apex-chart" data-reversed={String(props.options.yaxis.reversed)}>
      {props.series.map((line) => `${line.name}:${line.data.map((point) => point.y).join(',')}`).join(' ')}
    </div>
  ),
}));

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** Wikipedia then Moz: [position, previous, change, changeBy, best]. */
const ROWS = [
  keywordRow('seo tools', [
    [3, 5, 'UP', 2, 1],
    [0, 4, 'LOST', 0, 2],
  ]),
  keywordRow('backlinks', [
    [9, 4, 'DOWN', 5, 4],
    [1, 1, 'SAME', 0, 1],
  ]),
  keywordRow('rank tracker', [
    [2, 2, 'SAME', 0, 2],
    [6, 0, 'NEW', 0, 6],
  ]),
  keywordRow('anchor text', [
    [4, 4, 'SAME', 0, 4],
    [0, 0, 'NONE', 0, null],
  ]),
];

const TABLE_VARIABLES = { instanceId: 'i1', device: null, tag: null, serpFeature: null, compareRunId: null, offset: 0, limit: 500 };

function tableIs(rows = ROWS, variables: Partial<typeof TABLE_VARIABLES> | Record<string, string> = {}, overrides: Parameters<typeof buildKeywordTable>[1] = {}): MockLink.MockedResponse {
  return { request: { query: TrackerKeywordTableQuery, variables: { ...TABLE_VARIABLES, ...variables } }, result: { data: { trackerKeywordTable: buildKeywordTable(rows, overrides) } }, ...always };
}

/** Volume, CPC and SERP features: sandbox figures, one keyword without any. */
const ROWS_WITH_FACTS = [
  keywordRow('seo tools', [[3, 5, 'UP', 2, 1], [0, 4, 'LOST', 0, 2]], { volume: 12_100, cpc: 4.5, metricsSource: 'SANDBOX', serpFeatures: ['featured_snippet', 'people_also_ask'] }),
  keywordRow('backlinks', [[9, 4, 'DOWN', 5, 4], [1, 1, 'SAME', 0, 1]], { volume: 880, cpc: 7.25, metricsSource: 'SANDBOX', serpFeatures: ['video'] }),
  keywordRow('rank tracker', [[2, 2, 'SAME', 0, 2], [6, 0, 'NEW', 0, 6]]),
];

/** The router's query string, as the address bar would show it. */
function SearchBar() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

/** The table with the first of `mocks` as the first page the screen query read; the others answer its own reads. */
function renderTable([firstPage, ...mocks]: MockLink.MockedResponse[], path = '/keyword-tracking/i1') {
  const { trackerKeywordTable } = (firstPage.result as { data: { trackerKeywordTable: ReturnType<typeof buildKeywordTable> } }).data;
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <KeywordTable instanceId="i1" firstPage={makeFragmentData(trackerKeywordTable, KeywordTableFragment)} />
        <SearchBar />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function table() {
  return screen.findByRole('table', { name: 'Keyword positions' });
}

/** Keywords in the order the body shows them. */
function keywordOrder(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('keyword table', () => {
  it("shows each company's position, change and best, with words for screen readers and the URL on hover", async () => {
    renderTable([tableIs()]);
    const grid = await table();
    const seoTools = within(grid).getByRole('rowheader', { name: /seo tools/ }).closest('tr')!;
    const [ownPosition, competitorPosition] = within(seoTools).getAllByTestId('keyword-position');
    const [ownChange, competitorChange] = within(seoTools).getAllByTestId('keyword-change');
    expect(ownPosition).toHaveTextContent('3');
    expect(ownPosition).toHaveTextContent('best 1');
    expect(ownPosition).toHaveAttribute('title', 'https://wikipedia.org/seo-tools');
    const link = within(ownPosition).getByRole('link', { name: '3 (opens the ranking page https://wikipedia.org/seo-tools)' });
    expect(link).toHaveAttribute('href', 'https://wikipedia.org/seo-tools');
    // Its arrow is drawn by CSS: an icon in each of a page's hundreds of positions was a fifth of its elements.
    expect(link.querySelector('svg')).toBeNull();
    expect(ownChange).toHaveTextContent('▲2');
    expect(ownChange).toHaveTextContent('up 2 places');
    expect(competitorPosition).toHaveTextContent('–');
    expect(competitorPosition).toHaveTextContent('beyond checked depth (top 100)');
    expect(competitorChange).toHaveTextContent('lost');
    const backlinks = within(grid).getByRole('rowheader', { name: /backlinks/ }).closest('tr')!;
    expect(within(backlinks).getAllByTestId('keyword-change')[0]).toHaveTextContent('▼5');
    expect(within(backlinks).getAllByTestId('keyword-change')[1]).toHaveTextContent('unchanged');
  });

  it('sorts by keyword, by a company position and by its change, with aria-sort, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    renderTable([tableIs()]);
    const grid = await table();
    expect(keywordOrder(grid)).toEqual(['anchor text', 'backlinks', 'rank tracker', 'seo tools']);
    expect(within(grid).getByRole('columnheader', { name: /Keyword/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(grid).getByRole('button', { name: 'Sort by Moz position' }));
    // Not found sorts as the worst position.
    expect(keywordOrder(grid)).toEqual(['backlinks', 'rank tracker', 'anchor text', 'seo tools']);
    expect(within(grid).getByRole('button', { name: 'Sort by Moz position' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(grid).getByRole('columnheader', { name: /Keyword/ })).toHaveAttribute('aria-sort', 'none');

    within(grid).getByRole('button', { name: 'Sort by Moz position' }).focus();
    await user.keyboard('{Enter}');
    expect(keywordOrder(grid)).toEqual(['anchor text', 'seo tools', 'rank tracker', 'backlinks']);
    expect(within(grid).getByRole('button', { name: 'Sort by Moz position' }).closest('th')).toHaveAttribute('aria-sort', 'descending');

    // A change column starts with the biggest gains; the Wikipedia and Moz columns differ.
    await user.click(within(grid).getByRole('button', { name: 'Sort by Wikipedia change' }));
    expect(keywordOrder(grid)).toEqual(['seo tools', 'anchor text', 'rank tracker', 'backlinks']);
    await user.click(within(grid).getByRole('button', { name: 'Sort by Moz change' }));
    expect(keywordOrder(grid)).toEqual(['rank tracker', 'anchor text', 'backlinks', 'seo tools']);
  });

  it('filters by keyword text and by moved, lost and not found, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTable([tableIs()]);
    const grid = await table();
    await user.type(screen.getByLabelText('Filter keywords'), 'TRACK');
    expect(keywordOrder(grid)).toEqual(['rank tracker']);
    await user.clear(screen.getByLabelText('Filter keywords'));

    const filters = screen.getByRole('group', { name: 'Show keywords' });
    await user.click(within(filters).getByRole('button', { name: 'Moved' }));
    expect(within(filters).getByRole('button', { name: 'Moved' })).toHaveAttribute('aria-pressed', 'true');
    expect(keywordOrder(grid)).toEqual(['backlinks', 'rank tracker', 'seo tools']);
    await user.click(within(filters).getByRole('button', { name: 'Lost' }));
    expect(keywordOrder(grid)).toEqual(['seo tools']);
    await user.click(within(filters).getByRole('button', { name: 'Not found' }));
    expect(keywordOrder(grid)).toEqual(['anchor text', 'seo tools']);

    await user.type(screen.getByLabelText('Filter keywords'), 'backlinks');
    expect(within(grid).queryAllByRole('rowheader')).toEqual([]);
    expect(within(grid).getByText('No keywords match the filter.')).toBeInTheDocument();
  });

  it('pages through 1,000 keywords 50 at a time, and goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1000 }, (_, i) =>
      keywordRow(`keyword ${String(i + 1).padStart(4, '0')}`, [
        [(i % 100) + 1, null, 'NONE', 0, 1],
        [0, null, 'NONE', 0, null],
      ]),
    );
    renderTable([tableIs(many)]);
    const grid = await table();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByText('Page 1 of 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText(/Keywords 1–50 of 1000\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 20')).toBeInTheDocument();
    expect(keywordOrder(grid)[0]).toBe('keyword 0051');
    expect(screen.getByText(/Keywords 51–100 of 1000\./)).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Sort by Wikipedia position' }));
    expect(screen.getByText('Page 1 of 20')).toBeInTheDocument();
    expect(keywordOrder(grid).slice(0, 3)).toEqual(['keyword 0001', 'keyword 0101', 'keyword 0201']);
  });

  it('shows the first screen’s rows as pages of 500, and reads the rest of the server page for page 2 or a sort', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1000 }, (_, i) =>
      keywordRow(`keyword ${String(i + 1).padStart(4, '0')}`, [
        [(i % 100) + 1, null, 'NONE', 0, 1],
        [0, null, 'NONE', 0, null],
      ]),
    );
    let wholePageReads = 0;
    const wholePage: MockLink.MockedResponse = {
      request: { query: TrackerKeywordTableQuery, variables: TABLE_VARIABLES },
      result: () => {
        wholePageReads += 1;
        return { data: { trackerKeywordTable: buildKeywordTable(many.slice(0, 500), { totalRows: 1000 }) } };
      },
      ...always,
    };
    renderTable([tableIs(many.slice(0, KEYWORD_TABLE_FIRST_ROWS), {}, { totalRows: 1000 }), wholePage]);
    const grid = await table();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Keywords 1–50 of 500\./)).toBeInTheDocument();
    expect(screen.getByText('Rows 1–500 of 1,000.')).toBeInTheDocument();

    expect(wholePageReads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(grid).findByRole('rowheader', { name: /keyword 0051/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Keywords 51–100 of 500\./)).toBeInTheDocument();
    expect(wholePageReads).toBe(1);

    // Sorted over the whole server page, not only the rows the first screen had.
    await user.click(within(grid).getByRole('button', { name: 'Sort by Wikipedia position' }));
    expect(keywordOrder(grid).slice(0, 5)).toEqual(['keyword 0001', 'keyword 0101', 'keyword 0201', 'keyword 0301', 'keyword 0401']);
  });

  it('says so in place of the rows when the rest of the server page cannot be read, and reads it again on Try again', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 300 }, (_, i) => keywordRow(`keyword ${String(i + 1).padStart(4, '0')}`, [[300 - i, null, 'NONE', 0, 1], [0, null, 'NONE', 0, null]]));
    const failed: MockLink.MockedResponse = { request: { query: TrackerKeywordTableQuery, variables: TABLE_VARIABLES }, result: { errors: [new GraphQLError('The database is busy')] } };
    renderTable([tableIs(many.slice(0, KEYWORD_TABLE_FIRST_ROWS), {}, { totalRows: 300 }), failed, tableIs(many)]);
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'Sort by Wikipedia position' }));
    expect(await within(grid).findByRole('alert')).toHaveTextContent('The database is busy');
    expect(within(grid).queryByText('Loading…')).not.toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Try again' }));
    expect(await within(grid).findByRole('rowheader', { name: /keyword 0300/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the rest of the server page before sorting the first screen’s rows', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 300 }, (_, i) => keywordRow(`keyword ${String(i + 1).padStart(4, '0')}`, [[300 - i, null, 'NONE', 0, 1], [0, null, 'NONE', 0, null]]));
    renderTable([tableIs(many.slice(0, KEYWORD_TABLE_FIRST_ROWS), {}, { totalRows: 300 }), tableIs(many)]);
    const grid = await table();
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Sort by Wikipedia position' }));
    expect(await within(grid).findByRole('rowheader', { name: /keyword 0300/ })).toBeInTheDocument();
    expect(keywordOrder(grid)[0]).toBe('keyword 0300');
  });

  it("opens a keyword's history: a chart per company on a reversed axis and the runs as a table", async () => {
    const user = userEvent.setup();
    const history: MockLink.MockedResponse = {
      request: { query: TrackerKeywordHistoryQuery, variables: { instanceId: 'i1', keyword: 'backlinks', device: 'desktop' } },
      result: { data: { trackerKeywordHistory: buildKeywordHistory('backlinks') } },
      ...always,
    };
    renderTable([tableIs(), history]);
    const grid = await table();
    await user.click(within(grid).getByRole('button', { name: 'backlinks: show history' }));

    const section = await screen.findByTestId('keyword-history');
    expect(within(section).getByRole('heading', { name: 'History of “backlinks”' })).toHaveFocus();
    expect(screen.getByTestId('current-search')).toHaveTextContent('?keyword=backlinks');
    const chart = await within(section).findByTestId('apex-chart');
    // Not found (0) is a gap, not a point.
    expect(chart).toHaveTextContent('Wikipedia:5,2 Moz:7');
    expect(chart).toHaveAttribute('data-reversed', 'true');
    const runs = within(section).getByRole('table', { name: 'Runs for backlinks' });
    const rows = within(runs).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Newest run first.
    expect(within(rows[1]).getByRole('link', { name: 'wikipedia.org/new' })).toHaveAttribute('href', 'https://wikipedia.org/new');
    // A URL that is not a web address is never a link.
    expect(within(rows[1]).getAllByRole('link')).toHaveLength(1);
    expect(rows[2]).toHaveTextContent('beyond checked depth (top 100)');

    await user.click(within(section).getByRole('button', { name: 'Close history' }));
    expect(screen.queryByTestId('keyword-history')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-search')).toBeEmptyDOMElement();
  });

  it("opens the history of the keyword the URL names (?keyword=, where alerts link)", async () => {
    const history: MockLink.MockedResponse = {
      request: { query: TrackerKeywordHistoryQuery, variables: { instanceId: 'i1', keyword: 'seo tools', device: 'desktop' } },
      result: { data: { trackerKeywordHistory: buildKeywordHistory('seo tools') } },
      ...always,
    };
    renderTable([tableIs(), history], '/keyword-tracking/i1?keyword=seo%20tools');

    const section = await screen.findByTestId('keyword-history');
    expect(within(section).getByRole('heading', { name: 'History of “seo tools”' })).toBeInTheDocument();
    expect(await within(section).findByRole('table', { name: 'Runs for seo tools' })).toBeInTheDocument();
    expect(within(await table()).getByRole('button', { name: 'seo tools: show history' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('scrolls sideways inside its frame, as a named region with a cue, when the companies do not fit', async () => {
    renderTable([tableIs()]);
    const box = scrollBoxOf(await table());
    act(() => layOut(box, { scrollWidth: 720, clientWidth: 330 }));
    expect(screen.getByRole('region', { name: 'Keyword positions' })).toHaveAttribute('tabindex', '0');
    expect(box.parentElement!.querySelector('[data-scroll-cue="end"]')).toHaveAttribute('data-visible', 'true');
  });

  it('shows volume, CPC and SERP features, marks sandbox figures, shows missing ones as "—", and sorts by volume and CPC', async () => {
    const user = userEvent.setup();
    renderTable([tableIs(ROWS_WITH_FACTS)]);
    const grid = await table();
    const rowOf = (keyword: string) => within(grid).getByRole('rowheader', { name: new RegExp(keyword) }).closest('tr')!;
    expect(within(rowOf('seo tools')).getByTestId('keyword-volume')).toHaveTextContent('12,100');
    expect(within(rowOf('seo tools')).getByTestId('keyword-cpc')).toHaveTextContent('$4.50');
    expect(within(rowOf('rank tracker')).getByTestId('keyword-volume')).toHaveTextContent('—not known');
    expect(within(rowOf('rank tracker')).getByTestId('keyword-cpc')).toHaveTextContent('—not known');
    expect(within(grid).getByTestId('figures-sandbox')).toHaveTextContent('SANDBOX');
    expect(within(rowOf('seo tools')).getByRole('list', { name: 'SERP features' })).toHaveTextContent('Featured snippetPeople also ask');
    expect(within(within(rowOf('backlinks')).getByRole('list', { name: 'SERP features' })).getAllByRole('listitem').map((item) => item.getAttribute('title'))).toEqual(['Video']);

    // Biggest first; a keyword without figures sorts last either way.
    await user.click(within(grid).getByRole('button', { name: 'Sort by monthly search volume (sandbox data)' }));
    expect(keywordOrder(grid)).toEqual(['seo tools', 'backlinks', 'rank tracker']);
    await user.click(within(grid).getByRole('button', { name: 'Sort by monthly search volume (sandbox data)' }));
    expect(keywordOrder(grid)).toEqual(['backlinks', 'seo tools', 'rank tracker']);
    await user.click(within(grid).getByRole('button', { name: 'Sort by cost per click' }));
    expect(within(grid).getByRole('button', { name: 'Sort by cost per click' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(keywordOrder(grid)).toEqual(['backlinks', 'seo tools', 'rank tracker']);
  });

  it('asks the server for the rows with a SERP feature, and for the change since a run chosen under "Compare with"', async () => {
    const user = userEvent.setup();
    const snippetOnly = tableIs([ROWS_WITH_FACTS[0]], { serpFeature: 'featured_snippet' });
    const againstOlder = tableIs(
      [keywordRow('seo tools', [[3, 8, 'UP', 5, 1], [0, 2, 'LOST', 0, 2]], { serpFeatures: ['featured_snippet'] })],
      { serpFeature: 'featured_snippet', compareRunId: 'r0' },
      { compareRunId: 'r0', previousRunAt: EARLIER_RUNS[1].runAt },
    );
    renderTable([tableIs(ROWS_WITH_FACTS), snippetOnly, againstOlder]);
    await table();

    await user.click(screen.getByRole('combobox', { name: 'SERP feature' }));
    await user.click(await screen.findByRole('option', { name: 'Has featured snippet' }));
    await screen.findByText(/Keywords 1–1 of 1\./);
    expect(keywordOrder(await table())).toEqual(['seo tools']);

    const compare = screen.getByRole('combobox', { name: 'Compare with' });
    expect(compare).toHaveTextContent('(previous run)');
    compare.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([expect.stringContaining('(previous run)'), expect.not.stringContaining('previous')]);
    await user.keyboard('{ArrowDown}{Enter}');
    const seoTools = await screen.findByRole('rowheader', { name: /seo tools/ });
    await within(seoTools.closest('tr')!).findByText('up 5 places');
    expect(screen.getByRole('combobox', { name: 'Compare with' })).not.toHaveTextContent('previous run');
  });

  it('tells apart runs of the same minute under "Compare with" by their seconds', async () => {
    const user = userEvent.setup();
    const sameMinute = [
      { __typename: 'TrackerRunDate' as const, runId: 'r1', runAt: '2026-01-02T09:00:20.000Z' },
      { __typename: 'TrackerRunDate' as const, runId: 'r0', runAt: '2026-01-02T09:00:05.000Z' },
    ];
    renderTable([tableIs(ROWS_WITH_FACTS, {}, { runAt: '2026-01-02T09:00:40.000Z', previousRunAt: sameMinute[0].runAt, earlierRuns: sameMinute })]);
    await table();
    screen.getByRole('combobox', { name: 'Compare with' }).focus();
    await user.keyboard('{Enter}');
    const labels = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toContain(new Date(sameMinute[0].runAt).toLocaleTimeString(undefined, { timeStyle: 'medium' }));
  });

  it('says when there are no results yet', async () => {
    renderTable([tableIs([])]);
    expect(await screen.findByText('No keyword results yet. Run now to fill the table.')).toBeInTheDocument();
  });
});
