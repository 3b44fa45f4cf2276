import * as React from 'react';
import { isOutOfCredits, useRefetchCredits } from './use-credits-left';

export interface CreditsRefusal {
  /** The server refused the last try for want of credits (whatever the count said). */
  refused: boolean;
  /** Forgets the refusal, before the next try. */
  reset(): void;
  /**
   * True when `error` is that refusal: a known limit, not a failure, so the caller shows no failure
   * and keeps what was typed. The refusal is kept and the credits re-read, so counts and buttons show the truth.
   */
  caught(error: unknown): boolean;
}

/** How a tool takes the server's out-of-credits refusal of a spend. */
export function useCreditsRefusal(): CreditsRefusal {
  const refetchCredits = useRefetchCredits();
  const [refused, setRefused] = React.useState(false);
  const reset = React.useCallback(() => setRefused(false), []);
  const caught = React.useCallback(
    (error: unknown) => {
      if (!isOutOfCredits(error)) return false;
      setRefused(true);
      refetchCredits();
      return true;
    },
    [refetchCredits],
  );
  return { refused, reset, caught };
}
