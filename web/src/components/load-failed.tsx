import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * What could not be loaded (announced to screen readers) and a button that asks again. Panels and
 * lists show it in place of their content; `className` places it (centred in a card by default).
 */
export function LoadFailed({ children, onRetry, className }: { children: ReactNode; onRetry: () => unknown; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground', className)}>
      <p role="alert">{children}</p>
      <Button type="button" variant="outline" size="sm" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
