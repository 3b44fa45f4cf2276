import { Gauge } from 'lucide-react';
import type { CreditKind } from '../../gql/graphql';
import { creditsLeftLine } from './credit-texts';
import { useCreditsLeft } from './use-credits-left';

/** "88 of 100 keyword searches left this month"; nothing for a visitor or while it loads. */
export function CreditsLeftLine({ kind, testId }: { kind: CreditKind; testId?: string }) {
  const credits = useCreditsLeft(kind);
  if (!credits) return null;
  return (
    <p
      className="inline-flex w-fit items-center gap-2 rounded-full border bg-muted/60 px-3 py-1 text-xs font-medium text-muted-foreground"
      data-testid={testId}
    >
      <Gauge className="size-3.5" aria-hidden="true" />
      {creditsLeftLine(credits)}
    </p>
  );
}
