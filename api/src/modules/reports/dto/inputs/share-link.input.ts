import { Field, InputType } from 'type-graphql';
import { z } from 'zod';

export const shareLinkSchema = z.object({
  expiresAt: z
    .union([z.iso.datetime({ offset: true, error: 'Expiry must be a date and time, e.g. 2026-12-31T23:59:00Z.' }), z.date()])
    .nullish()
    .transform((value) => (value ? new Date(value) : null))
    .refine((value) => value === null || value.getTime() > Date.now(), 'Expiry must be in the future.'),
});

@InputType()
export class ShareLinkInput implements z.input<typeof shareLinkSchema> {
  @Field(() => Date, { nullable: true, description: 'Leave out for a link that never expires.' })
  expiresAt?: Date | null;
}
