import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

const FEATURED_BY_DEFAULT = false;

/** A testimonial as an admin writes it, for create and update alike. */
export const customerSchema = z.object({
  name: requiredText('Name', 100),
  company: requiredText('Company', 100),
  position: requiredText('Position', 100),
  logoUrl: z
    .string()
    .trim()
    .max(500, 'Logo URL must be at most 500 characters.')
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: 'Logo URL must be an http(s) address.' }).nullable()),
  testimonial: requiredText('Testimonial', 2000),
  featured: z.boolean().default(FEATURED_BY_DEFAULT),
});

@InputType()
export class CustomerInput implements z.input<typeof customerSchema> {
  @Field()
  name!: string;

  @Field()
  company!: string;

  @Field()
  position!: string;

  @Field(() => String, { nullable: true })
  logoUrl?: string | null;

  @Field()
  testimonial!: string;

  @Field({ defaultValue: FEATURED_BY_DEFAULT })
  featured!: boolean;
}
