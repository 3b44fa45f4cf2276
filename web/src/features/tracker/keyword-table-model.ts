import type { KeywordTable_TableFragment, RankChange, SerpFeature } from '../../gql/graphql';

export type KeywordTable = KeywordTable_TableFragment;
export type KeywordRow = KeywordTable['rows'][number];
export type KeywordCell = KeywordRow['positions'][number];

export const PAGE_SIZE = 50;

/** What a column sorts by: the keyword, its volume or CPC, or one company's position or change (by its index). */
export type SortColumn = { kind: 'keyword' | 'volume' | 'cpc' } | { kind: 'position' | 'change'; company: number };
export interface SortState {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_SORT: SortState = { column: { kind: 'keyword' }, direction: 'ascending' };

/** A keyword matches when any company's cell does. */
export type MovementFilter = 'all' | 'moved' | 'lost' | 'not-found';

export const MOVEMENT_FILTERS: readonly { value: MovementFilter; label: string; description: string }[] = [
  { value: 'all', label: 'All', description: 'every keyword' },
  { value: 'moved', label: 'Moved', description: 'a company moved, entered or dropped out since the previous run' },
  { value: 'lost', label: 'Lost', description: 'a company ranked in the previous run and not in the latest' },
  { value: 'not-found', label: 'Not found', description: 'a company is beyond the checked depth in the latest run' },
];

const MOVES: readonly RankChange[] = ['UP', 'DOWN', 'NEW', 'LOST'];

function matchesMovement(row: KeywordRow, filter: MovementFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'moved':
      return row.positions.some((cell) => MOVES.includes(cell.change));
    case 'lost':
      return row.positions.some((cell) => cell.change === 'LOST');
    case 'not-found':
      return row.positions.some((cell) => cell.position === 0);
  }
}

export function filterRows(rows: readonly KeywordRow[], text: string, movement: MovementFilter): KeywordRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) => (!needle || row.keyword.toLowerCase().includes(needle)) && matchesMovement(row, movement));
}

/** Not found and not checked sort as the worst positions: last going up, first going down. */
function positionKey(cell: KeywordCell | undefined): number {
  return cell?.position ? cell.position : Number.POSITIVE_INFINITY;
}

/** Gains are positive: entering the results counts more than any move, dropping out less. */
function changeKey(cell: KeywordCell | undefined): number {
  switch (cell?.change) {
    case 'UP':
      return cell.changeBy;
    case 'DOWN':
      return -cell.changeBy;
    case 'NEW':
      return 1_000;
    case 'LOST':
      return -1_000;
    default:
      return 0;
  }
}

/** A missing figure sorts after every known one, whatever the direction: it is not a 0. */
function compareFigures(a: number | null | undefined, b: number | null | undefined, sign: 1 | -1): number {
  if (a == null || b == null) return a == null && b == null ? 0 : a == null ? 1 : -1;
  return sign * (a - b);
}

export function sortRows(rows: readonly KeywordRow[], sort: SortState): KeywordRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { column } = sort;
  const compare = (a: KeywordRow, b: KeywordRow): number => {
    switch (column.kind) {
      case 'keyword':
        return sign * a.keyword.localeCompare(b.keyword);
      case 'volume':
      case 'cpc':
        return compareFigures(a[column.kind], b[column.kind], sign);
      default: {
        const key = column.kind === 'position' ? positionKey : changeKey;
        const left = key(a.positions[column.company]);
        const right = key(b.positions[column.company]);
        return left === right ? 0 : sign * (left < right ? -1 : 1);
      }
    }
  };
  // Ties keep keyword order, whatever the direction.
  return [...rows].sort((a, b) => compare(a, b) || a.keyword.localeCompare(b.keyword));
}

/** The next sort after a header is chosen: the same column flips, a new one starts ascending. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  const same = JSON.stringify(current.column) === JSON.stringify(column);
  // Changes read best as biggest gains first, figures as the biggest first.
  const initial = column.kind === 'change' || column.kind === 'volume' || column.kind === 'cpc' ? 'descending' : 'ascending';
  return { column, direction: same ? (current.direction === 'ascending' ? 'descending' : 'ascending') : initial };
}

export function isSortedBy(sort: SortState, column: SortColumn): boolean {
  return JSON.stringify(sort.column) === JSON.stringify(column);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** What the change cell shows, and what a screen reader says instead. */
export function describeChange(cell: Pick<KeywordCell, 'change' | 'changeBy'>): { text: string; spoken: string } {
  const places = (n: number) => `${n} place${n === 1 ? '' : 's'}`;
  switch (cell.change) {
    case 'UP':
      return { text: `▲${cell.changeBy}`, spoken: `up ${places(cell.changeBy)}` };
    case 'DOWN':
      return { text: `▼${cell.changeBy}`, spoken: `down ${places(cell.changeBy)}` };
    case 'NEW':
      return { text: 'new', spoken: 'new: not ranking in the previous run' };
    case 'LOST':
      return { text: 'lost', spoken: 'lost: no longer within the checked depth' };
    case 'SAME':
      return { text: '=', spoken: 'unchanged' };
    case 'NONE':
      return { text: '–', spoken: 'no change to show' };
  }
}

/** Only web links are rendered as links: a vendor's URL is not trusted to be one. */
export function safeUrl(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Each SERP feature's name, in the order the API lists them. */
export const SERP_FEATURE_LABELS: Record<SerpFeature, string> = {
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  local_pack: 'Local pack',
  ai_overview: 'AI overview',
  video: 'Video',
  images: 'Images',
  top_stories: 'Top stories',
  shopping: 'Shopping',
};

/** A volume as the table shows it; "—" when it is not known (never 0 pretending to be data). */
export function formatVolume(volume: number | null | undefined): string {
  return volume == null ? '—' : volume.toLocaleString('en-US');
}

/** A CPC in USD as the table shows it; "—" when it is not known. */
export function formatCpc(cpc: number | null | undefined): string {
  return cpc == null ? '—' : `$${cpc.toFixed(2)}`;
}
