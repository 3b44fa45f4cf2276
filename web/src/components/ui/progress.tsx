import { cn } from '../../lib/cn';

/**
 * The bar's colour: `usage` turns red once the allowance is used up; the others say how a piece of
 * work is going (under way, ended with part of it done, failed).
 */
export type ProgressTone = 'usage' | 'active' | 'neutral' | 'failed';

interface ProgressProps {
  value: number;
  max: number;
  /** What the bar measures, for screen readers. */
  label: string;
  /** Read out instead of the bare number, e.g. "12 of 100 used". */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

const TONE_COLOURS: Record<Exclude<ProgressTone, 'usage'>, string> = {
  active: 'bg-primary',
  neutral: 'bg-muted-foreground/50',
  failed: 'bg-destructive',
};

/** A horizontal bar filled to value/max. */
export function Progress({ value, max, label, valueText, tone = 'usage', className }: ProgressProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const colour = tone === 'usage' ? (percent >= 100 ? 'bg-destructive' : 'bg-primary') : TONE_COLOURS[tone];
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
      <div className={cn('h-full rounded-full transition-all motion-reduce:transition-none', colour)} style={{ width: `${percent}%` }} />
    </div>
  );
}
