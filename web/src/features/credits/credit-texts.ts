import type { CreditKind } from '../../gql/graphql';
import type { CreditsLeft } from './use-credits-left';

interface CreditTexts {
  /** Spec §8, verbatim. */
  outOfCredits: string;
  /** What a button whose work needs this kind says once none is left. */
  noneLeft: string;
  /** The plural noun of a count: "100 keyword searches". */
  noun: string;
  singular: string;
}

export const CREDIT_TEXTS: Record<CreditKind, CreditTexts> = {
  KEYWORD_SEARCHES: {
    outOfCredits: 'Insufficient keyword credits. Please purchase more credits.',
    noneLeft: 'No keyword searches left',
    noun: 'keyword searches',
    singular: 'keyword search',
  },
  ARTICLES: {
    outOfCredits: 'Insufficient article credits. Please purchase more credits.',
    noneLeft: 'No article credits left',
    noun: 'article credits',
    singular: 'article credit',
  },
  TRACKING: {
    outOfCredits: 'Insufficient tracking credits. Please purchase more credits.',
    noneLeft: 'No tracking credits left',
    noun: 'tracking credits',
    singular: 'tracking credit',
  },
  CONTENT_BRIEFS: {
    outOfCredits: 'Insufficient content brief credits. Please purchase more credits.',
    noneLeft: 'No content briefs left',
    noun: 'content briefs',
    singular: 'content brief',
  },
  AI_ANSWERS: {
    outOfCredits: 'Insufficient AI answer credits. Please purchase more credits.',
    noneLeft: 'No AI answers left',
    noun: 'AI answers',
    singular: 'AI answer',
  },
};

const count = (value: number) => value.toLocaleString('en-US');

/** "1 keyword search", "88 keyword searches". */
export function creditCount(kind: CreditKind, value: number): string {
  return `${count(value)} ${value === 1 ? CREDIT_TEXTS[kind].singular : CREDIT_TEXTS[kind].noun}`;
}

/** "88 of 100 keyword searches left this month", or "Unlimited keyword searches this month". */
export function creditsLeftLine(credits: CreditsLeft): string {
  const { noun } = CREDIT_TEXTS[credits.kind];
  if (credits.limit == null || credits.remaining == null) return `Unlimited ${noun} this month`;
  return `${count(credits.remaining)} of ${count(credits.limit)} ${noun} left this month`;
}

// The period ends at midnight UTC (a calendar month) or at the billing renewal: its date in UTC is the day credits renew.
const renewalDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Why there are too few: all used (and when more come), or only a few left. */
export function creditsShortfall(credits: CreditsLeft): string | null {
  if (credits.limit == null || credits.remaining == null) return null;
  if (credits.remaining === 0) {
    return `You have used all ${creditCount(credits.kind, credits.limit)} for this month. They renew on ${renewalDate.format(new Date(credits.periodEnd))}.`;
  }
  return `Only ${count(credits.remaining)} of ${creditCount(credits.kind, credits.limit)} left this month.`;
}
