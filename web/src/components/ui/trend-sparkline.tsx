import { cn } from '../../lib/cn';

export interface MonthlyPoint {
  year: number;
  /** 1..12 */
  month: number;
  volume: number;
}

const WIDTH = 72;
const HEIGHT = 20;
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const labelOf = ({ year, month }: MonthlyPoint) => monthName.format(new Date(Date.UTC(year, month - 1, 1)));

/** A month-by-month line, small enough for a table cell; its label says the first and last month in words. */
export function TrendSparkline({ points, className }: { points: readonly MonthlyPoint[]; className?: string }) {
  if (points.length < 2) return <span className="text-muted-foreground">—</span>;
  const volumes = points.map((point) => point.volume);
  const low = Math.min(...volumes);
  const span = Math.max(...volumes) - low || 1;
  const line = points.map((point, index) => `${((index / (points.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - 2 - ((point.volume - low) / span) * (HEIGHT - 4)).toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <svg
      role="img"
      aria-label={`${points.length}-month trend: ${first.volume.toLocaleString('en-US')} in ${labelOf(first)}, ${last.volume.toLocaleString('en-US')} in ${labelOf(last)}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn('overflow-visible text-primary', className)}
    >
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
