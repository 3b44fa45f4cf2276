import { z } from 'zod';
import { isUuid } from '../../../../common/validation';

/** Admin, sandbox billing: whose period ends, and how (advanceSandboxBillingPeriod's `paymentFails` picks the outcome). */
export const advanceSchema = z.object({
  userId: z.string().refine(isUuid, 'User not found.'),
  outcome: z.enum(['renew', 'payment_failed'], { error: 'outcome must be renew or payment_failed.' }),
});
