import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface SpinnerProps {
  className?: string;
  /** Accessible name announced to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
    </span>
  );
}

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen w-full items-center justify-center" data-testid="full-screen-spinner">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
