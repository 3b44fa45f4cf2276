import { ArgsType, Field, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { isUuid, requiredText } from '../../../../common/validation';
import { CreditKind } from '../../../plans/credit-kind';

/** Admin: credits added to a user's current period, with the reason kept in the ledger. */
export const grantSchema = z.object({
  userId: z.string().refine(isUuid, 'User not found.'),
  kind: z.enum(CreditKind, { error: 'kind must be tracking, keyword_searches, articles, content_briefs or ai_answers.' }),
  // A number only: "7", [7] or true are refused, not coerced.
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? 'amount is required.' : 'amount must be a whole number.') })
    .int('amount must be a whole number.')
    .min(1, 'amount must be at least 1.')
    .max(1_000_000, 'amount must be at most 1,000,000.'),
  reason: requiredText('Reason', 500),
});

@ArgsType()
export class GrantCreditsArgs implements z.input<typeof grantSchema> {
  @Field(() => ID)
  userId!: string;

  @Field(() => CreditKind)
  kind!: CreditKind;

  @Field(() => Int)
  amount!: number;

  @Field()
  reason!: string;
}
