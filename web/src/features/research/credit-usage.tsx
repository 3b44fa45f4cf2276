import { CreditsLeftLine } from '../credits/credits-left-line';
import { CreditUsageQuery } from '../credits/use-credits-left';

/** Mutations that spend keyword searches refetch this, so the count stays true after each analysis. */
export const REFETCH_CREDIT_USAGE = [CreditUsageQuery];

/** "N of M keyword searches left this month" — research spends keyword searches (issue 8 §4). */
export function KeywordSearchesLeft() {
  return <CreditsLeftLine kind="KEYWORD_SEARCHES" testId="searches-left" />;
}
