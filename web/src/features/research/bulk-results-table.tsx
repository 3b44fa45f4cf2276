import * as React from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { TrendSparkline } from '../../components/ui/trend-sparkline';
import type { BulkResearchResultsQuery as ResultsData } from '../../gql/graphql';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/graphql-error';

/** Rows per page of the results table. */
export const BULK_PAGE_SIZE = 50;
/** The text filter is asked for once typing pauses this long. */
const FILTER_DELAY_MS = 300;

type ResultsPage = ResultsData['bulkResearchResults'];
type SortColumn = 'position' | 'keyword' | 'volume' | 'cpc' | 'competition';
type Direction = 'asc' | 'desc';

export interface ResultsFilter {
  search: string | null;
  minVolume: number | null;
  maxCompetition: number | null;
}

const count = (value: number) => value.toLocaleString('en-US');
const numberOrNull = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/**
 * What the results table shows: the sort, the filter and the page, done by the server (a research has
 * up to 10,000 keywords and is read a page at a time). A new sort or filter starts again at page one.
 */
export function useResultsView() {
  const [sort, setSort] = React.useState<{ column: SortColumn; direction: Direction }>({ column: 'position', direction: 'asc' });
  const [search, setSearch] = React.useState('');
  const [minVolume, setMinVolume] = React.useState('');
  const [maxCompetition, setMaxCompetition] = React.useState('');
  const [page, setPage] = React.useState(0);
  const [typed, setTyped] = React.useState('');
  React.useEffect(() => {
    const timer = setTimeout(() => {
      setTyped(search.trim());
      if (search.trim() !== typed) setPage(0);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, typed]);
  const filter: ResultsFilter = { search: typed || null, minVolume: numberOrNull(minVolume), maxCompetition: numberOrNull(maxCompetition) };
  // A new filter or sort starts again at page one.
  const restarting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return {
    sort,
    page,
    setPage,
    fields: { search, setSearch, minVolume, setMinVolume: restarting(setMinVolume), maxCompetition, setMaxCompetition: restarting(setMaxCompetition) },
    filter,
    filtered: filter.search !== null || filter.minVolume !== null || filter.maxCompetition !== null,
    /** Numbers first from the highest, words from A; the order given from the first. */
    onSort: (column: SortColumn) =>
      restarting(setSort)((current) => ({ column, direction: current.column === column ? (current.direction === 'asc' ? 'desc' : 'asc') : column === 'keyword' || column === 'position' ? 'asc' : 'desc' })),
    variables: { ...filter, sort: sort.column, direction: sort.direction, offset: page * BULK_PAGE_SIZE, limit: BULK_PAGE_SIZE },
  };
}

export type ResultsView = ReturnType<typeof useResultsView>;

interface ResultsTableProps {
  answer: ResultsPage | undefined;
  error: unknown;
  view: ResultsView;
  /** Positions ticked, and the way to act on them (shown above the table). */
  picked: ReadonlySet<number>;
  onPick(position: number, ticked: boolean): void;
  actions?: React.ReactNode;
}

export function ResultsTable({ answer, error, view, picked, onPick, actions }: ResultsTableProps) {
  if (error && !answer) return <p className="text-sm text-destructive" role="alert">{errorMessage(error, 'The results could not be loaded.')}</p>;
  if (!answer) return <Spinner className="mx-auto size-6" />;
  if (answer.total === 0) return <p className="text-center text-sm text-muted-foreground">This research has no keywords.</p>;
  const { fields } = view;
  const first = answer.offset + 1;
  const last = answer.offset + answer.rows.length;
  const pages = Math.ceil(answer.matching / BULK_PAGE_SIZE);
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_9rem]" role="search" aria-label="Filter keyword results">
        <TextField id="bulk-filter-search" label="Filter keywords" value={fields.search} onChange={(event) => fields.setSearch(event.target.value)} placeholder="e.g. shoes" maxLength={80} />
        <TextField id="bulk-filter-volume" label="Min. volume" type="number" inputMode="numeric" min={0} value={fields.minVolume} onChange={(event) => fields.setMinVolume(event.target.value)} />
        <TextField id="bulk-filter-competition" label="Max. competition" type="number" inputMode="decimal" min={0} max={1} step={0.05} value={fields.maxCompetition} onChange={(event) => fields.setMaxCompetition(event.target.value)} hint="0 to 1" />
      </div>
      {actions}
      <Table aria-label="Keyword results" className="rounded-md border">
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-8">
              <span className="sr-only">Pick</span>
            </TableHead>
            <SortHeader column="keyword" view={view}>
              Keyword
            </SortHeader>
            <SortHeader column="volume" view={view} className="text-right">
              Volume
            </SortHeader>
            <SortHeader column="cpc" view={view} className="text-right">
              CPC (USD)
            </SortHeader>
            <SortHeader column="competition" view={view} className="text-right">
              Competition
            </SortHeader>
            <TableHead scope="col">12-month trend</TableHead>
            <TableHead scope="col">Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {answer.rows.map((row) => (
            <TableRow key={row.position}>
              <TableCell className="w-8">
                <input
                  type="checkbox"
                  aria-label={`Pick ${row.keyword}`}
                  checked={picked.has(row.position)}
                  onChange={(event) => onPick(row.position, event.target.checked)}
                  className="size-4 accent-primary"
                />
              </TableCell>
              <TableCell className="max-w-[16rem] break-words font-medium">{row.keyword}</TableCell>
              <TableCell className="text-right tabular-nums">{row.volume === null || row.volume === undefined ? '—' : count(row.volume)}</TableCell>
              <TableCell className="text-right tabular-nums">{row.cpc === null || row.cpc === undefined ? '—' : `$${row.cpc.toFixed(2)}`}</TableCell>
              <TableCell className="text-right tabular-nums">{row.competition === null || row.competition === undefined ? '—' : row.competition.toFixed(2)}</TableCell>
              <TableCell>
                <TrendSparkline points={row.trend} />
              </TableCell>
              <TableCell>{row.status === 'failed' ? <span className="text-destructive">Failed{row.error ? `: ${row.error}` : ''}</span> : row.status === 'pending' ? <span className="text-muted-foreground">Waiting</span> : 'Done'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {answer.matching === 0 && <p className="text-center text-sm text-muted-foreground">No keywords match the filter.</p>}
      <nav aria-label="Results pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground" aria-live="polite" data-testid="bulk-results-range">
          {answer.matching === 0 ? `0 of ${count(answer.total)}` : `${count(first)}–${count(last)} of ${count(answer.matching)}`}
          {view.filtered && answer.matching > 0 ? ` matching (${count(answer.total)} in all)` : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => view.setPage(view.page - 1)} disabled={view.page === 0}>
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={() => view.setPage(view.page + 1)} disabled={view.page + 1 >= pages}>
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}

function SortHeader({ column, view, className, children }: { column: SortColumn; view: ResultsView; className?: string; children: React.ReactNode }) {
  const active = view.sort.column === column;
  const Icon = !active ? ArrowUpDown : view.sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead scope="col" aria-sort={active ? (view.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button
        type="button"
        onClick={() => view.onSort(column)}
        className={cn('inline-flex items-center gap-1 whitespace-nowrap rounded py-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', active && 'text-foreground')}
      >
        {children}
        <Icon className={cn('size-3.5', active ? '' : 'opacity-50')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
