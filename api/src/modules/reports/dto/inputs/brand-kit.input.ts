import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

export const MAX_LOGO_BYTES = 256 * 1024;
const colorField = (label: string) => z.string({ error: `${label} is required.` }).trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, `${label} must be a colour like #1f2937.`);

/** Logo types whose bytes we can check; SVG is refused, as it may carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const brandKitSchema = z.object({
  /** Left out, the kit is named after its agency name (what the single-kit route sends). */
  name: z.string({ error: 'Name must be text.' }).trim().max(100, 'Name must be at most 100 characters.').nullish().transform((value) => value || undefined),
  agencyName: requiredText('Agency name', 100),
  primaryColor: colorField('Primary colour'),
  accentColor: colorField('Accent colour'),
  footerText: z.string({ error: 'Footer text must be text.' }).trim().max(300, 'Footer text must be at most 300 characters.').nullish().transform((value) => value ?? ''),
  hideRankcraftBranding: z.boolean({ error: 'Hide Rankcraft branding must be true or false.' }).nullish().transform((value) => value ?? false),
  /** true makes this kit the default; false or left out leaves the default where it is. */
  isDefault: z.boolean({ error: 'Default must be true or false.' }).nullish().transform((value) => value ?? false),
  /** A data: URL (data:image/png;base64,…); null removes the logo, undefined keeps it. */
  logo: z
    .string({ error: 'The logo must be a PNG, JPEG or WebP image.' })
    .nullish()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
      if (!match) {
        context.addIssue({ code: 'custom', message: 'The logo must be a PNG, JPEG or WebP image.' });
        return z.NEVER;
      }
      const content = Buffer.from(match[2], 'base64');
      if (content.length > MAX_LOGO_BYTES) {
        context.addIssue({ code: 'custom', message: `The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.` });
        return z.NEVER;
      }
      const contentType = sniffImageType(content);
      if (!contentType || contentType !== match[1]) {
        context.addIssue({ code: 'custom', message: 'The logo must be a PNG, JPEG or WebP image.' });
        return z.NEVER;
      }
      return { contentType, content };
    }),
});

/** The image type its first bytes say, whatever the upload claimed. */
export function sniffImageType(content: Buffer): (typeof LOGO_TYPES)[number] | null {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

@InputType()
export class BrandKitInput implements z.input<typeof brandKitSchema> {
  @Field(() => String, { nullable: true, description: 'What you call this kit, usually the client; defaults to the agency name.' })
  name?: string | null;

  @Field()
  agencyName!: string;

  @Field()
  primaryColor!: string;

  @Field()
  accentColor!: string;

  @Field(() => String, { nullable: true })
  footerText?: string | null;

  @Field(() => Boolean, { nullable: true })
  hideRankcraftBranding?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true makes this kit the default for reports without a kit of their own.' })
  isDefault?: boolean | null;

  @Field(() => String, { nullable: true, description: 'A PNG, JPEG or WebP image as a data: URL (at most 256 KB); null removes the logo, leaving it out keeps it.' })
  logo?: string | null;
}
