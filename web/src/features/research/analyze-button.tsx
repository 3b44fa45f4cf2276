import * as React from 'react';
import { Loader2, Lock, Search } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CREDIT_TEXTS } from '../credits/credit-texts';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { isUsedUp, useCreditsLeft } from '../credits/use-credits-left';

interface AnalyzeButtonProps {
  loading: boolean;
  label: string;
  /** The server refused the last analysis for want of keyword searches (whatever the count said). */
  refusedForCredits?: boolean;
  className?: string;
}

/**
 * The submit button of every analysis: "Analyzing..." and disabled while it runs (spec §4), and
 * disabled with the reason and the way to more once the keyword searches are used up.
 */
export function AnalyzeButton({ loading, label, refusedForCredits = false, className }: AnalyzeButtonProps) {
  const searches = useCreditsLeft('KEYWORD_SEARCHES');
  const usedUp = isUsedUp(searches);
  const noticeId = React.useId();
  return (
    <div className="flex flex-col sm:items-start">
      <Button type="submit" disabled={loading || usedUp} aria-describedby={usedUp || refusedForCredits ? noticeId : undefined} className={cn('w-full sm:w-auto', className)}>
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : usedUp ? <Lock aria-hidden="true" /> : <Search aria-hidden="true" />}
        {loading ? 'Analyzing...' : usedUp ? CREDIT_TEXTS.KEYWORD_SEARCHES.noneLeft : label}
      </Button>
      <div aria-live="polite" className="sm:self-stretch">
        {usedUp || refusedForCredits ? <OutOfCreditsNotice id={noticeId} kind="KEYWORD_SEARCHES" credits={searches} className="mt-3" /> : null}
      </div>
    </div>
  );
}
