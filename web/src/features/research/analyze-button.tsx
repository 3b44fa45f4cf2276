import { Loader2, Search } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The submit button of every analysis: "Analyzing..." and disabled while it runs (spec §4). */
export function AnalyzeButton({ loading, label, className }: { loading: boolean; label: string; className?: string }) {
  return (
    <Button type="submit" disabled={loading} className={cn('w-full sm:w-auto', className)}>
      {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
      {loading ? 'Analyzing...' : label}
    </Button>
  );
}
