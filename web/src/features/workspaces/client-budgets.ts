import type { CreditKind } from '../../gql/graphql';

/** The kinds a client's budget caps in the web form: what its projects spend (tracker runs and content briefs). */
export const BUDGETED_KINDS: readonly { kind: CreditKind; label: string }[] = [
  { kind: 'TRACKING', label: 'Tracking credits a month' },
  { kind: 'CONTENT_BRIEFS', label: 'Content briefs a month' },
];

export type BudgetDraft = Partial<Record<CreditKind, string>>;

/** The form's text per kind as the API's budgets; an empty field is no cap, anything else must be a whole number. */
export function budgetsFromDraft(draft: BudgetDraft): { budgets: { kind: CreditKind; credits: number }[] } | { error: string } {
  const budgets: { kind: CreditKind; credits: number }[] = [];
  for (const { kind } of BUDGETED_KINDS) {
    const text = (draft[kind] ?? '').trim();
    if (!text) continue;
    if (!/^\d+$/.test(text)) return { error: 'A budget must be a whole number of credits, 0 or more, or left empty.' };
    budgets.push({ kind, credits: Number(text) });
  }
  return { budgets };
}
