import { Link } from 'react-router-dom';
import { TrendingUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { PRODUCT_NAME } from '../../lib/product';

export { PRODUCT_NAME };

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm',
        className,
      )}
    >
      <TrendingUp className="size-5" aria-hidden="true" />
    </span>
  );
}

/** `compact`: on phones the mark alone, leaving the row to a signed-in user's tools (workspace, bell, menu). */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <BrandMark />
      <span className={cn('flex min-w-0 flex-col leading-tight', compact && 'max-sm:hidden')}>
        <span className="truncate text-lg font-bold tracking-tight">{PRODUCT_NAME}</span>
        <span className="truncate text-xs text-muted-foreground">AI-powered {PRODUCT_NAME}</span>
      </span>
    </Link>
  );
}
