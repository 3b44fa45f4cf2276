import { Link } from 'react-router-dom';
import { Gauge } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { CreditKind } from '../../gql/graphql';
import { cn } from '../../lib/cn';
import { CREDIT_TEXTS, creditsShortfall } from './credit-texts';
import type { CreditsLeft } from './use-credits-left';

interface OutOfCreditsNoticeProps {
  /** For the aria-describedby of the button it explains. */
  id?: string;
  kind: CreditKind;
  /** The current count, for how many are left and when they renew; the message stands without it. */
  credits: CreditsLeft | undefined;
  /** What this piece of work needs against what is left, said instead of the count alone. */
  detail?: string | null;
  className?: string;
}

/** A known limit, said as one: the spec's credits message, how many are left, and the way to more. */
export function OutOfCreditsNotice({ id, kind, credits, detail, className }: OutOfCreditsNoticeProps) {
  const shortfall = detail ?? (credits ? creditsShortfall(credits) : null);
  return (
    <div
      id={id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
      data-testid="out-of-credits"
    >
      <div className="flex items-start gap-2">
        <Gauge className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{CREDIT_TEXTS[kind].outOfCredits}</p>
          {shortfall ? <p>{shortfall}</p> : null}
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link to="/pricing">Upgrade for more credits</Link>
      </Button>
    </div>
  );
}
