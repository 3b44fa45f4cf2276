import { cn } from '../../lib/cn';

interface ProgressProps {
  value: number;
  max: number;
  /** What the bar measures, for screen readers. */
  label: string;
  /** Read out instead of the bare number, e.g. "12 of 100 used". */
  valueText?: string;
  className?: string;
}

/** A horizontal bar filled to value/max. */
export function Progress({ value, max, label, valueText, className }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full transition-all', percent >= 100 ? 'bg-destructive' : 'bg-primary')} style={{ width: `${percent}%` }} />
    </div>
  );
}
