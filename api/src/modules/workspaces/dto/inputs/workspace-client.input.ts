import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../../../common/validation';
import { CreditKind } from '../../../plans/credit-kind';
import type { ClientBudgets } from '../../workspace-client.entity';

const BUDGET_MESSAGE = 'A budget must be a whole number of credits, 0 or more, or none.';
const KIND_MESSAGE = `Budget kind must be ${Object.values(CreditKind).join(', ')}.`;

/** Budgets as sent: a list of {kind, credits}; credits null (or the kind left out) means no cap for that kind. */
const budgetsField = z
  .array(
    z.object({
      kind: z.enum(CreditKind, { error: KIND_MESSAGE }),
      credits: z.number({ error: BUDGET_MESSAGE }).int(BUDGET_MESSAGE).min(0, BUDGET_MESSAGE).max(100_000_000, BUDGET_MESSAGE).nullish(),
    }),
    { error: 'Budgets must be a list of {kind, credits}.' },
  )
  .transform((list): ClientBudgets => Object.fromEntries(list.flatMap(({ kind, credits }) => (credits == null ? [] : [[kind, credits]]))));

export const newClientSchema = z.object({
  name: requiredText('Name', 100),
  budgets: budgetsField.nullish().transform((budgets) => budgets ?? {}),
});

/** A change: only what is sent changes; budgets, when sent, replace the client's budgets as a whole. */
export const clientChangeSchema = z.object({
  name: requiredText('Name', 100).optional(),
  budgets: budgetsField.optional(),
});

@InputType({ description: 'A monthly cap of one credit kind; credits null means no cap.' })
export class ClientBudgetInput {
  @Field(() => CreditKind)
  kind!: CreditKind;

  @Field(() => Int, { nullable: true })
  credits?: number | null;
}


/**
 * The client a project (tracking instance, report, brief) is grouped under, as sent on create and edit:
 * left out keeps it as it is, null (or empty) ungroups it, an id must name a client of the workspace.
 */
export const projectClientField = z
  .string({ error: 'Client must be the id of a client of this workspace.' })
  .nullish()
  .transform((value) => (value === '' ? null : value));
