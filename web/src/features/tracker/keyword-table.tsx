import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/load-failed';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/graphql-error';
import { KeywordHistory } from './keyword-history';
import {
  DEFAULT_SORT,
  describeChange,
  filterRows,
  isSortedBy,
  MOVEMENT_FILTERS,
  nextSort,
  pageCount,
  pageOf,
  PAGE_SIZE,
  safeUrl,
  SERP_FEATURE_LABELS,
  sortRows,
  type KeywordCell,
  type KeywordTable as KeywordTableData,
  type MovementFilter,
  type SortColumn,
  type SortState,
} from './keyword-table-model';
import { KeywordTableFragment, TrackerKeywordTableQuery } from './keyword-table-documents';
import { getFragmentData, type FragmentType } from '../../gql';
import { KEYWORD_TABLE_PAGE_SIZE } from './tracker-documents';
import { OWN_REQUEST } from './own-request';
import { useTrackerRefresh } from './tracker-refresh';
import { runTimeFormatter } from './tracker-format';
import type { Device, SerpFeature } from '../../gql/graphql';
import { FigureCell, SandboxFiguresMarker, SerpFeaturesCell } from './keyword-table-facts';
import { SEARCH_CONSOLE_COLUMNS, SearchConsoleCells, SearchConsoleColumnHeaders, SearchConsoleGroupHeader } from './keyword-table-search-console';
import { SelectField } from '../../components/ui/select-field';
import { downloadKeywordsCsv } from './export-results-csv';
import { KeywordBulkBar } from './keyword-bulk-bar';
import { TrackingKeywordTagsQuery } from './keyword-bulk-documents';
import { KeywordImportOnOpen } from './keyword-import-on-open';
import { KeywordTagsCell } from './keyword-tags-cell';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { DEVICE_OPTIONS } from './serp-settings-fields';

interface KeywordTableProps {
  instanceId: string;
  /** The first rows of the first page with no filter, read with the tracker's screen (KEYWORD_TABLE_FIRST_ROWS). */
  firstPage: FragmentType<typeof KeywordTableFragment>;
}

/** The URL's search parameter naming the keyword whose history is open (alert links set it). */
export const KEYWORD_PARAM = 'keyword';
/** The device of that keyword's history; desktop when absent. */
export const DEVICE_PARAM = 'device';

interface SelectedKeyword {
  keyword: string;
  device: Device;
}

/**
 * The keyword (and device) whose history is open, kept in the URL (`?keyword=&device=`) so a link can
 * open it; choosing another replaces it.
 */
function useSelectedKeyword(): [SelectedKeyword | null, (selected: SelectedKeyword | null) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const select = React.useCallback(
    (selected: SelectedKeyword | null) =>
      void setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (selected) next.set(KEYWORD_PARAM, selected.keyword);
          else next.delete(KEYWORD_PARAM);
          if (selected && selected.device !== 'desktop') next.set(DEVICE_PARAM, selected.device);
          else next.delete(DEVICE_PARAM);
          return next;
        },
        // The tracker's views read how they were opened from the history state: keep it.
        { replace: true, state },
      ),
    [setParams, state],
  );
  const keyword = params.get(KEYWORD_PARAM);
  const device: Device = params.get(DEVICE_PARAM) === 'mobile' ? 'mobile' : 'desktop';
  return [keyword ? { keyword, device } : null, select];
}

/** Rows the server sends per read; the grid sorts and pages them in the browser. */
export const SERVER_PAGE_SIZE = KEYWORD_TABLE_PAGE_SIZE;

const SERP_FEATURE_OPTIONS = Object.entries(SERP_FEATURE_LABELS).map(([value, label]) => ({ value, label: `Has ${label.toLowerCase()}` }));

/** The runs the change column may compare with, newest first; the first is the previous run (the default). */
function compareOptions(runs: readonly { runId: string; runAt: string }[], formatRun: (iso: string) => string): { value: string; label: string }[] {
  return runs.map((run, index) => ({ value: run.runId, label: `${formatRun(run.runAt)}${index === 0 ? ' (previous run)' : ''}` }));
}

/** The table's run times, to the second when two of its runs share a minute (they would read alike). */
function tableRunFormatter(table: { runAt?: string | null; earlierRuns: readonly { runAt: string }[] } | undefined): (iso: string) => string {
  return runTimeFormatter([...(table?.runAt ? [table.runAt] : []), ...(table?.earlierRuns ?? []).map((run) => run.runAt)]);
}

/**
 * The latest run per keyword and device, a column pair per company; choosing a keyword opens its
 * history. Device and tag filters and pages of SERVER_PAGE_SIZE rows are read from the server.
 */
export function KeywordTable({ instanceId, firstPage }: KeywordTableProps) {
  const [device, setDevice] = React.useState<Device | ''>('');
  const [tag, setTag] = React.useState('');
  const [serpFeature, setSerpFeature] = React.useState<SerpFeature | ''>('');
  // '': the previous run (the server's default), whichever run that is after a new run.
  const [compareRunId, setCompareRunId] = React.useState('');
  const [offset, setOffset] = React.useState(0);
  // The grid asked for the rest of the first page (a later page, a sort, a filter): the screen read only its first rows.
  const [wholeFirstPage, setWholeFirstPage] = React.useState(false);
  const readWholeFirstPage = React.useCallback(() => setWholeFirstPage(true), []);
  /** A filter changed: set it and go back to the first page. */
  const filterBy = <T,>(set: (value: T) => void, value: T) => {
    set(value);
    setOffset(0);
  };
  const [importing, setImporting] = React.useState(false);
  // A client viewer reads the table: no import, no bulk changes, no tags edited in place.
  const readOnly = useReadOnlyWorkspace();
  const [notice, setNotice] = React.useState<string | null>(null);
  // The first rows of the first page with no filter come with the screen; any other page, and the whole first page, is
  // read here.
  const unfilteredFirstPage = !device && !tag && !serpFeature && !compareRunId && offset === 0;
  const firstView = unfilteredFirstPage && !wholeFirstPage;
  const { data, previousData, loading, error, refetch } = useQuery(TrackerKeywordTableQuery, {
    variables: { instanceId, device: device || null, tag: tag || null, serpFeature: serpFeature || null, compareRunId: compareRunId || null, offset, limit: SERVER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    context: OWN_REQUEST,
    skip: firstView,
  });
  // The screen query read the tags too.
  const tags = useQuery(TrackingKeywordTagsQuery, { variables: { instanceId }, fetchPolicy: 'cache-first', context: OWN_REQUEST });
  // While another comparison loads, the table shown keeps its own.
  // While the rest of the first page loads, the grid keeps the rows it has (and says it is loading).
  const tableRef = firstView ? firstPage : (data?.trackerKeywordTable ?? previousData?.trackerKeywordTable ?? (unfilteredFirstPage ? firstPage : undefined));
  const table = getFragmentData(KeywordTableFragment, tableRef);
  const pageRows = table ? Math.min(table.totalRows - offset, SERVER_PAGE_SIZE) : 0;
  const [selected, setSelected] = useSelectedKeyword();
  const refreshPage = useTrackerRefresh();
  // An import or a bulk change moves keywords between tags: the tag figures beside the table follow.
  const refresh = React.useCallback(
    (message: string | null) => {
      setNotice(message);
      void refreshPage().catch(() => undefined);
    },
    [refreshPage],
  );
  const tagOptions = (tags.data?.trackingKeywordTags ?? []).map((item) => ({ value: item.tag, label: `${item.tag} (${item.keywords})` }));
  const toolbar = (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="sm:w-44">
        <SelectField
          id="keyword-table-device"
          label="Device"
          value={device}
          anyLabel="All devices"
          options={DEVICE_OPTIONS}
          onValueChange={(next) => filterBy(setDevice, next as Device | '')}
        />
      </div>
      <div className="sm:w-52">
        <SelectField
          id="keyword-table-tag"
          label="Tag"
          value={tag}
          anyLabel="All tags"
          options={tagOptions}
          onValueChange={(next) => filterBy(setTag, next)}
        />
      </div>
      <div className="sm:w-52">
        <SelectField
          id="keyword-table-serp-feature"
          label="SERP feature"
          value={serpFeature}
          anyLabel="Any results page"
          options={SERP_FEATURE_OPTIONS}
          onValueChange={(next) => filterBy(setSerpFeature, next as SerpFeature | '')}
        />
      </div>
      {table && table.earlierRuns.length > 0 ? (
        <div className="sm:w-64">
          <SelectField
            id="keyword-table-compare"
            label="Compare with"
            value={compareRunId || (table.compareRunId ?? '')}
            options={compareOptions(table.earlierRuns, tableRunFormatter(table))}
            onValueChange={(next) => setCompareRunId(next === table.earlierRuns[0]?.runId ? '' : next)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {readOnly ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setImporting(true)}>
            Import keywords
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void downloadKeywordsCsv(instanceId).catch((cause: unknown) => setNotice(cause instanceof Error ? cause.message : 'Export failed'))}
        >
          Export keywords
        </Button>
      </div>
      <KeywordImportOnOpen instanceId={instanceId} open={importing} onClose={() => setImporting(false)} onImported={refresh} />
    </div>
  );

  if (!table && loading && !firstView) {
    return (
      <div className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
        <Spinner label="Loading the keyword table" />
        Loading…
      </div>
    );
  }
  if (!table) {
    return error ? (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, 'The keyword table could not be loaded.')}
      </p>
    ) : null;
  }
  const filtered = Boolean(device || tag || serpFeature);
  return (
    <div className="grid min-w-0 gap-6">
      {toolbar}
      {notice ? (
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      {table.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{filtered ? 'No keywords match the filter.' : readOnly ? 'No keyword results yet.' : 'No keyword results yet. Run now to fill the table.'}</p>
      ) : (
        <>
          <KeywordGrid
            table={table}
            pageRows={pageRows}
            onNeedWholePage={readWholeFirstPage}
            wholePageFailed={error && !data ? { message: errorMessage(error, 'The keyword table could not be loaded.'), retry: () => refetch() } : undefined}
            selected={selected}
            onSelect={setSelected}
            bulk={readOnly ? undefined : { instanceId, tag: tag || null, serpFeature: serpFeature || null, onDone: refresh }}
          />
          {table.totalRows > pageRows ? (
            <nav aria-label="Keyword rows from the server" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                Rows {(offset + 1).toLocaleString()}–{(offset + pageRows).toLocaleString()} of {table.totalRows.toLocaleString()}.
              </span>
              <Button type="button" variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - SERVER_PAGE_SIZE))}>
                Previous {SERVER_PAGE_SIZE}
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={offset + pageRows >= table.totalRows} onClick={() => setOffset(offset + SERVER_PAGE_SIZE)}>
                Next {SERVER_PAGE_SIZE}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {selected ? (
        <KeywordHistory
          key={`${selected.device}:${selected.keyword}`}
          instanceId={instanceId}
          keyword={selected.keyword}
          device={selected.device}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </div>
  );
}

interface KeywordGridProps {
  table: KeywordTableData;
  /** Rows of the server page the table shows; more than `table.rows` when only its first rows are read yet. */
  pageRows?: number;
  /** Reads the rest of the server page, which a later page, a sort or a filter needs. */
  onNeedWholePage?(): void;
  /** Reading the rest of the server page failed: said in place of the rows, with a retry. */
  wholePageFailed?: { message: string; retry(): unknown };
  selected: { keyword: string; device: Device } | null;
  onSelect(row: { keyword: string; device: Device }): void;
  /** Row selection, bulk actions and each keyword's tags and target URL edited in place; without it the grid only reads. */
  bulk?: { instanceId: string; tag: string | null; serpFeature: SerpFeature | null; onDone(message: string | null): void };
}

/** About how tall a row of the grid is (two lines a cell: ~63 px at 375 and 1280 px wide), for its box's height before it is drawn. */
const ROW_HEIGHT_ESTIMATE = 64;

export function KeywordGrid({ table, pageRows = table.rows.length, onNeedWholePage, wholePageFailed, selected, onSelect, bulk }: KeywordGridProps) {
  const [checked, setChecked] = React.useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = React.useState(false);
  const showDevice = table.rows.some((row) => row.device !== 'desktop');
  const sandboxFigures = table.rows.some((row) => row.metricsSource === 'SANDBOX');
  const [text, setText] = React.useState('');
  const [movement, setMovement] = React.useState<MovementFilter>('all');
  const [sort, setSort] = React.useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = React.useState(1);

  const shown = React.useMemo(() => sortRows(filterRows(table.rows, text, movement), sort), [table.rows, text, movement, sort]);
  // Only the server page's first rows are here: they are shown as they are; anything else waits for the whole page.
  const partial = table.rows.length < pageRows;
  const waiting = partial && (sort !== DEFAULT_SORT || text.trim() !== '' || movement !== 'all' || page > pageCount(table.rows.length));
  React.useEffect(() => {
    if (waiting) onNeedWholePage?.();
  }, [waiting, onNeedWholePage]);
  const allRows = partial ? pageRows : table.rows.length;
  const matching = partial ? pageRows : shown.length;
  const pages = pageCount(matching);
  const current = Math.min(page, pages);
  const rows = waiting ? [] : pageOf(shown, current);
  const first = matching === 0 ? 0 : (current - 1) * PAGE_SIZE + 1;
  const pageKeywords = rows.map((row) => row.keyword);
  const pageChecked = pageKeywords.length > 0 && pageKeywords.every((keyword) => checked.has(keyword));
  const toggle = (keyword: string, on: boolean) => {
    setAllMatching(false);
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(keyword);
      else next.delete(keyword);
      return next;
    });
  };
  const isSelected = (row: { keyword: string; device: Device }) => selected?.keyword === row.keyword && selected.device === row.device;

  const sortBy = (column: SortColumn) => {
    setSort((previous) => nextSort(previous, column));
    setPage(1);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="grid gap-2 sm:w-64">
          <Label htmlFor="keyword-table-filter">Filter keywords</Label>
          <Input
            id="keyword-table-filter"
            type="search"
            value={text}
            placeholder="Keyword contains…"
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div role="group" aria-label="Show keywords" className="flex flex-wrap gap-2">
          {MOVEMENT_FILTERS.map((filter) => (
            <Button
              key={filter.value}
              type="button"
              size="sm"
              variant={movement === filter.value ? 'default' : 'outline'}
              aria-pressed={movement === filter.value}
              title={`Keywords where ${filter.description}`}
              onClick={() => {
                setMovement(filter.value);
                setPage(1);
              }}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </div>

      {bulk && (checked.size > 0 || allMatching) ? (
        <KeywordBulkBar
          instanceId={bulk.instanceId}
          keywords={allMatching ? null : [...checked]}
          matching={{ tag: bulk.tag, search: text.trim() || null, serpFeature: bulk.serpFeature }}
          onSelectAllMatching={() => setAllMatching(true)}
          allMatching={allMatching}
          onClear={() => {
            setChecked(new Set());
            setAllMatching(false);
          }}
          onDone={(message) => {
            setChecked(new Set());
            setAllMatching(false);
            bulk.onDone(message);
          }}
        />
      ) : null}

      <ScrollRegion label="Keyword positions" className="rounded-md border" estimatedHeight={ROW_HEIGHT_ESTIMATE * (rows.length + 2)}>
        <table className="w-full caption-bottom text-sm" aria-label="Keyword positions" aria-describedby="keyword-table-summary">
          <thead className="bg-muted/40 [&_tr]:border-b">
            <tr>
              {bulk ? (
                <th rowSpan={2} scope="col" className="w-10 px-3 align-bottom">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label="Select the keywords on this page"
                    checked={pageChecked || allMatching}
                    onChange={(event) => {
                      setAllMatching(false);
                      setChecked((previous) => {
                        const next = new Set(previous);
                        for (const keyword of pageKeywords) {
                          if (event.target.checked) next.add(keyword);
                          else next.delete(keyword);
                        }
                        return next;
                      });
                    }}
                  />
                </th>
              ) : null}
              <SortHeader rowSpan={2} column={{ kind: 'keyword' }} sort={sort} onSort={sortBy} className="sticky left-0 z-10 min-w-36 bg-muted">
                Keyword
              </SortHeader>
              {bulk ? (
                <th rowSpan={2} scope="col" className="h-9 border-l px-3 text-left align-bottom font-medium text-muted-foreground">
                  <span className="whitespace-nowrap">Tags &amp; target URL</span>
                </th>
              ) : null}
              <SortHeader rowSpan={2} column={{ kind: 'volume' }} sort={sort} onSort={sortBy} label={sandboxFigures ? 'monthly search volume (sandbox data)' : 'monthly search volume'} className="border-l">
                Volume
                {sandboxFigures ? <SandboxFiguresMarker /> : null}
              </SortHeader>
              <SortHeader rowSpan={2} column={{ kind: 'cpc' }} sort={sort} onSort={sortBy} label="cost per click">
                CPC
              </SortHeader>
              <th rowSpan={2} scope="col" className="h-9 border-l px-3 text-left align-bottom font-medium text-muted-foreground">
                <span className="whitespace-nowrap">SERP features</span>
              </th>
              {table.companies.map((company) => (
                <th key={company.domain} colSpan={2} scope="colgroup" className="h-9 border-l px-3 text-left align-bottom font-medium">
                  <span className="flex items-center gap-1.5 whitespace-nowrap">
                    {company.companyName}
                    {company.own ? <Badge variant="secondary">You</Badge> : null}
                  </span>
                </th>
              ))}
              {table.searchConsole ? <SearchConsoleGroupHeader searchConsole={table.searchConsole} /> : null}
            </tr>
            <tr>
              {table.companies.map((company, index) => (
                <React.Fragment key={company.domain}>
                  <SortHeader column={{ kind: 'position', company: index }} sort={sort} onSort={sortBy} label={`${company.companyName} position`} className="border-l">
                    Position
                  </SortHeader>
                  <SortHeader column={{ kind: 'change', company: index }} sort={sort} onSort={sortBy} label={`${company.companyName} change`}>
                    Change
                  </SortHeader>
                </React.Fragment>
              ))}
              {table.searchConsole ? <SearchConsoleColumnHeaders /> : null}
            </tr>
          </thead>
          <tbody className="[&_tr:last-child]:border-0">
            {rows.map((row) => (
              <tr
                key={`${row.device}:${row.keyword}`}
                data-state={isSelected(row) ? 'selected' : undefined}
                className="cursor-pointer border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted"
                onClick={() => onSelect(row)}
              >
                {bulk ? (
                  <td className="px-3 align-middle" onClick={(event) => event.stopPropagation()}>
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={`Select ${row.keyword}`}
                      checked={allMatching || checked.has(row.keyword)}
                      onChange={(event) => toggle(row.keyword, event.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row" className="sticky left-0 z-10 bg-background p-0 text-left font-medium">
                  <button
                    type="button"
                    className="w-full px-3 pt-2.5 text-left underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`${row.keyword}${showDevice ? ` (${row.device})` : ''}: show history`}
                    aria-pressed={isSelected(row)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(row);
                    }}
                  >
                    {row.keyword}
                  </button>
                  <KeywordDetails row={row} showDevice={showDevice} showTags={!bulk} />
                </th>
                {bulk ? (
                  <KeywordTagsCell instanceId={bulk.instanceId} keyword={row.keyword} tags={row.tags} targetUrl={row.targetUrl} onSaved={bulk.onDone} />
                ) : null}
                <FigureCell row={row} figure="volume" />
                <FigureCell row={row} figure="cpc" />
                <SerpFeaturesCell features={row.serpFeatures} />
                {row.positions.map((cell) => (
                  <React.Fragment key={cell.domain}>
                    <PositionCell cell={cell} depth={table.depth} />
                    <ChangeCell cell={cell} />
                  </React.Fragment>
                ))}
                {table.searchConsole ? <SearchConsoleCells row={row} flagPlaces={table.searchConsole.flagPlaces} /> : null}
              </tr>
            ))}
            {waiting && wholePageFailed ? (
              <tr>
                <td colSpan={(bulk ? 3 : 1) + 3 + 2 * table.companies.length + (table.searchConsole ? SEARCH_CONSOLE_COLUMNS : 0)}>
                  <LoadFailed onRetry={wholePageFailed.retry}>{wholePageFailed.message}</LoadFailed>
                </td>
              </tr>
            ) : waiting ? (
              <tr>
                <td colSpan={(bulk ? 3 : 1) + 3 + 2 * table.companies.length + (table.searchConsole ? SEARCH_CONSOLE_COLUMNS : 0)} className="p-6 text-center text-muted-foreground">
                  <span className="inline-flex items-center gap-3">
                    <Spinner label="Loading the keyword table" />
                    Loading…
                  </span>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={(bulk ? 3 : 1) + 3 + 2 * table.companies.length + (table.searchConsole ? SEARCH_CONSOLE_COLUMNS : 0)} className="p-6 text-center text-muted-foreground">
                  No keywords match the filter.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>

      <div className="flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p id="keyword-table-summary" aria-live="polite">
          {waiting
            ? 'Loading keywords…'
            : matching === 0
              ? `No keywords of ${allRows} shown.`
              : `Keywords ${first}–${first + rows.length - 1} of ${matching}${matching === allRows ? '' : ` (filtered from ${allRows})`}.`}
          {table.runAt ? ` Latest run ${tableRunFormatter(table)(table.runAt)}` : ''}
          {table.previousRunAt ? `, compared with ${tableRunFormatter(table)(table.previousRunAt)}.` : table.runAt ? '; no earlier run to compare with.' : ''}
          {table.runStatus === 'PARTIAL' ? (
            <span className="ml-1 font-medium text-amber-900" data-testid="partial-run">
              Partial run: some keywords were not checked (their searches failed); they are left out of averages and refunded.
            </span>
          ) : null}
        </p>
        {pages > 1 ? (
          <nav aria-label="Keyword table pages" className="flex items-center gap-2">
            <Button type="button" variant="outline" size="sm" disabled={current === 1} onClick={() => setPage(current - 1)}>
              Previous
            </Button>
            <span className="whitespace-nowrap tabular-nums">
              Page {current} of {pages}
            </span>
            <Button type="button" variant="outline" size="sm" disabled={current === pages} onClick={() => setPage(current + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

/** Under a keyword: its device (when the table shows more than one), tags (unless a column of their own shows them) and the wrong-page flag. */
function KeywordDetails({ row, showDevice, showTags }: { row: KeywordTableData['rows'][number]; showDevice: boolean; showTags: boolean }) {
  const target = safeUrl(row.targetUrl);
  return (
    <div className="flex flex-wrap items-center gap-1 px-3 pb-2 pt-1 text-xs font-normal">
      {showDevice ? <Badge variant="outline">{row.device === 'mobile' ? 'Mobile' : 'Desktop'}</Badge> : null}
      {(showTags ? row.tags : []).map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
      {row.ranksWithAnotherPage ? (
        <Badge variant="warning" title={target ? `Target: ${target}` : undefined}>
          Ranks with another page
        </Badge>
      ) : null}
    </div>
  );
}

interface SortHeaderProps {
  column: SortColumn;
  sort: SortState;
  onSort(column: SortColumn): void;
  children: React.ReactNode;
  /** The button's accessible name when the visible text alone is ambiguous. */
  label?: string;
  rowSpan?: number;
  className?: string;
}

function SortHeader({ column, sort, onSort, children, label, rowSpan, className }: SortHeaderProps) {
  const active = isSortedBy(sort, column);
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={active ? sort.direction : 'none'}
      className={cn('h-9 px-1 text-left align-bottom font-medium text-muted-foreground', className)}
    >
      <button
        type="button"
        aria-label={label ? `Sort by ${label}` : undefined}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded px-2 py-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onSort(column)}
      >
        {children}
        <Icon className={cn('size-3.5', active ? 'text-foreground' : 'opacity-50')} aria-hidden="true" />
      </button>
    </th>
  );
}

function PositionCell({ cell, depth }: { cell: KeywordCell; depth: number | null | undefined }) {
  const url = safeUrl(cell.url);
  const best = cell.bestPosition ? `best ${cell.bestPosition}` : 'never found';
  let position: React.ReactNode;
  if (cell.position === null) {
    position = <span className="text-muted-foreground">not checked</span>;
  } else if (cell.position === 0) {
    const beyond = `beyond checked depth${depth ? ` (top ${depth})` : ''}`;
    position = (
      <span title={beyond}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{beyond}</span>
      </span>
    );
  } else if (url) {
    position = (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        title={url}
        // The arrow is drawn by CSS (and hidden from screen readers: its alternative text is empty), not an icon: a table
        // of 50 keywords x 10 companies had ~1,400 SVG elements for it, a fifth of the page's elements to render and lay out.
        className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 after:text-xs after:font-normal after:content-['↗'_/_''] hover:underline"
        onClick={(event) => event.stopPropagation()}
      >
        {cell.position}
        <span className="sr-only">(opens the ranking page {url})</span>
      </a>
    );
  } else {
    position = <span className="font-semibold">{cell.position}</span>;
  }
  return (
    <td className="whitespace-nowrap border-l px-3 py-2 align-middle tabular-nums" title={url ?? undefined} data-testid="keyword-position">
      <div>{position}</div>
      <div className="text-xs text-muted-foreground">{best}</div>
    </td>
  );
}

const CHANGE_COLOURS: Record<KeywordCell['change'], string> = {
  UP: 'text-emerald-700',
  NEW: 'text-emerald-700',
  DOWN: 'text-destructive',
  LOST: 'text-destructive',
  SAME: 'text-muted-foreground',
  NONE: 'text-muted-foreground',
};

function ChangeCell({ cell }: { cell: KeywordCell }) {
  const { text, spoken } = describeChange(cell);
  return (
    <td className={cn('whitespace-nowrap px-3 py-2 align-middle font-medium tabular-nums', CHANGE_COLOURS[cell.change])} title={spoken} data-testid="keyword-change">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken}</span>
    </td>
  );
}
