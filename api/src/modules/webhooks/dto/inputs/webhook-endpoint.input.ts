import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { WEBHOOK_EVENT_TYPES } from '../../webhook-event-types';

const urlField = z
  .string({ error: 'Enter the endpoint URL.' })
  .trim()
  .min(1, 'Enter the endpoint URL.')
  .max(2000, 'The endpoint URL must be at most 2000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full address starting with http:// or https://.' }))
  .refine((url) => {
    const parsed = URL.parse(url);
    return !parsed?.username && !parsed?.password;
  }, 'Addresses with a user name or password are not allowed.');

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Events must be among ${choices(WEBHOOK_EVENT_TYPES)}.` }), { error: 'Choose the events to send.' })
  .min(1, 'Choose at least one event.')
  .transform((events) => [...new Set(events)]);

/** A new endpoint: where to send, and which events. */
export const createWebhookSchema = z.object({ url: urlField, events: eventsField });

/** Changes to an endpoint; what is left out stays. */
export const updateWebhookSchema = z.object({
  url: urlField.nullish(),
  events: eventsField.nullish(),
  enabled: z.boolean({ error: 'enabled must be true or false.' }).nullish(),
});

@InputType()
export class CreateWebhookInput implements z.input<typeof createWebhookSchema> {
  @Field()
  url!: string;

  @Field(() => [String], { description: `Any of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  events!: (typeof WEBHOOK_EVENT_TYPES)[number][];
}

@InputType()
export class UpdateWebhookInput implements z.input<typeof updateWebhookSchema> {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [String], { nullable: true })
  events?: (typeof WEBHOOK_EVENT_TYPES)[number][] | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}
