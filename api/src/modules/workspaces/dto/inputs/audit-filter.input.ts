import { z } from 'zod';

/** What the audit log is filtered by: text in the action or the actor, and a time range (ISO dates). */
export const auditFilterSchema = z.object({
  action: z.string().trim().max(120, 'Action must be at most 120 characters.').optional(),
  actor: z.string().trim().max(254, 'Actor must be at most 254 characters.').optional(),
  from: z.coerce.date({ error: 'From must be a date, e.g. 2026-11-01.' }).optional(),
  to: z.coerce.date({ error: 'To must be a date, e.g. 2026-11-30.' }).optional(),
  limit: z.coerce.number({ error: 'Limit must be a number from 1 to 1000.' }).int('Limit must be a number from 1 to 1000.').min(1, 'Limit must be a number from 1 to 1000.').max(1000, 'Limit must be a number from 1 to 1000.').default(200),
});
