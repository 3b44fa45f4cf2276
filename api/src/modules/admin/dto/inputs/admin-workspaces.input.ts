import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';

/** Workspaces the admin list shows on one page. */
export const ADMIN_WORKSPACES_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;
const PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}.`;

/** Admin: one page of the workspaces list, searched by workspace name or owner email. */
export const adminWorkspacesSchema = z.object({
  search: z
    .string({ error: 'Search must be text.' })
    .max(254, 'Search must be at most 254 characters.')
    .nullish()
    .transform((value) => value?.trim() || null),
  page: z.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(MAX_PAGE, PAGE_MESSAGE).nullish().transform((value) => value ?? 1),
});

@ArgsType()
export class AdminWorkspacesArgs implements z.input<typeof adminWorkspacesSchema> {
  @Field(() => String, { nullable: true, description: 'Part of a workspace name or of its owner’s email.' })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: `From 1; ${ADMIN_WORKSPACES_PAGE_SIZE} workspaces a page.` })
  page?: number | null;
}
