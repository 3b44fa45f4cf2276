import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { plans, type PlanId } from '../../../plans/plans';

const PLAN_IDS_MESSAGE = `plan_id must be ${choices(plans.map((plan) => plan.id))}.`;

/** The plan to check out or change to (createCheckout's and changePlan's `planId`, REST's `plan_id`). A number only: "2", [2] or true are refused, not coerced. */
export const planChoiceSchema = z.object({
  planId: z
    .number({ error: (issue) => (issue.input === undefined ? 'plan_id is required.' : PLAN_IDS_MESSAGE) })
    .refine((id): id is PlanId => plans.some((plan) => plan.id === id), PLAN_IDS_MESSAGE),
});
