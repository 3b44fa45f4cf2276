import { TriangleAlert } from 'lucide-react';
import type { KeywordRow, KeywordTable } from './keyword-table-model';
import { SandboxFiguresMarker } from './keyword-table-facts';

/** The columns the keyword table adds when the instance has a linked Search Console property. */
export const SEARCH_CONSOLE_COLUMNS = 4;

const numberFormat = new Intl.NumberFormat();

const none = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">no Search Console data</span>
  </>
);

/** "Nov 1 – Nov 28": the range the figures cover. */
function rangeLabel(from: string, to: string): string {
  const format = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${format(from)} – ${format(to)}`;
}

/** The first header row's group heading over the Search Console columns. */
export function SearchConsoleGroupHeader({ searchConsole }: { searchConsole: NonNullable<KeywordTable['searchConsole']> }) {
  return (
    <th colSpan={SEARCH_CONSOLE_COLUMNS} scope="colgroup" className="h-9 border-l px-3 text-left align-bottom font-medium" data-testid="search-console-heading">
      <span className="whitespace-nowrap">Search Console</span>{' '}
      <span className="whitespace-nowrap text-xs font-normal text-muted-foreground">
        last 28 days<span className="sr-only">,</span> ({rangeLabel(searchConsole.from, searchConsole.to)})
      </span>
      {searchConsole.sandbox ? (
        <>
          {' '}
          <SandboxFiguresMarker />
        </>
      ) : null}
    </th>
  );
}

/** The second header row's Search Console headings. */
export function SearchConsoleColumnHeaders() {
  const heading = 'h-9 px-3 text-right align-bottom font-medium text-muted-foreground whitespace-nowrap';
  return (
    <>
      <th scope="col" className={`${heading} border-l`}>
        Clicks
      </th>
      <th scope="col" className={heading}>
        <abbr title="Impressions" className="no-underline">
          Impr.
        </abbr>
      </th>
      <th scope="col" className={heading}>
        <abbr title="Click-through rate" className="no-underline">
          CTR
        </abbr>
      </th>
      <th scope="col" className={heading}>
        <span className="sr-only">Search Console average </span>Position
      </th>
    </>
  );
}

/** What the flag says: the two positions and how far apart they may be. */
export function disagreementText(row: KeywordRow, flagPlaces: number): string {
  const tracked = row.positions[0]?.position;
  return `Tracked position ${tracked ?? '—'} and Search Console position ${row.searchConsole?.position ?? '—'} differ by more than ${flagPlaces} ${flagPlaces === 1 ? 'place' : 'places'}`;
}

/** A row's Search Console clicks, impressions, CTR and average position, with the flag when the positions disagree. */
export function SearchConsoleCells({ row, flagPlaces }: { row: KeywordRow; flagPlaces: number }) {
  const figures = row.searchConsole;
  const cell = 'whitespace-nowrap px-3 py-2 text-right align-middle tabular-nums';
  if (!figures) {
    return (
      <>
        <td className={`${cell} border-l text-muted-foreground`} data-testid="keyword-sc-clicks">
          {none}
        </td>
        <td className={`${cell} text-muted-foreground`}>{none}</td>
        <td className={`${cell} text-muted-foreground`}>{none}</td>
        <td className={`${cell} text-muted-foreground`} data-testid="keyword-sc-position">
          {none}
        </td>
      </>
    );
  }
  const flag = row.positionsDisagree ? disagreementText(row, flagPlaces) : null;
  return (
    <>
      <td className={`${cell} border-l`} data-testid="keyword-sc-clicks">
        {numberFormat.format(figures.clicks)}
      </td>
      <td className={cell} data-testid="keyword-sc-impressions">
        {numberFormat.format(figures.impressions)}
      </td>
      <td className={cell} data-testid="keyword-sc-ctr">
        {(figures.ctr * 100).toFixed(1)} %
      </td>
      <td className={cell} data-testid="keyword-sc-position" title={flag ?? undefined}>
        <span className="inline-flex items-center justify-end gap-1">
          {flag ? (
            <span className="inline-flex text-amber-700 dark:text-amber-400" data-testid="keyword-sc-flag">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{flag}: </span>
            </span>
          ) : null}
          {figures.position === null ? none : figures.position.toFixed(1)}
        </span>
      </td>
    </>
  );
}
