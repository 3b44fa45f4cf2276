import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { isRegistrableHost, normalizeDomain } from '../../../../../common/domain-name';
import { forgiving, LIMITS, researchMessages, urlField } from './research-fields';

/** A domain, or a URL with a path (page backlinks); a missing target is asked for as a URL where a page is wanted. */
export const backlinksSchema = (defaultNum: number, scope?: 'domain' | 'page') => {
  const missing = scope === 'page' ? researchMessages.url : researchMessages.backlinkTarget;
  return z.object({
    target: z
      .string({ error: missing })
      .trim()
      .min(1, missing)
      .transform((value, ctx): { target: string; scope: 'domain' | 'page' } => {
        if (/^https?:\/\//i.test(value)) {
          const url = urlField.safeParse(value);
          if (!url.success) {
            ctx.addIssue({ code: 'custom', message: researchMessages.invalidUrl });
            return z.NEVER;
          }
          const parsed = new URL(url.data);
          if (parsed.pathname !== '/' || parsed.search) return { target: url.data, scope: 'page' };
        }
        const domain = normalizeDomain(value);
        if (!isRegistrableHost(domain)) {
          ctx.addIssue({ code: 'custom', message: scope === 'page' ? researchMessages.invalidUrl : `“${value.slice(0, 100)}” is not a valid domain.` });
          return z.NEVER;
        }
        return { target: domain, scope: 'domain' };
      }),
    num: forgiving({ ...LIMITS.backlinks, default: defaultNum }),
    unique: z
      .union([z.boolean(), z.null()]).optional()
      .transform((value) => value ?? false),
  });
};

/** Backlinks of a domain or a URL (the scope inferred from the target). */
@ArgsType()
export class BacklinksArgs implements z.input<ReturnType<typeof backlinksSchema>> {
  @Field()
  target!: string;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.backlinks.default })
  num!: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  unique!: boolean | null;
}
