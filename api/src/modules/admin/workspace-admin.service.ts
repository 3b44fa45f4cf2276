import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireAdmin } from '../auth/access';
import { currentCreditBalanceSql } from '../plans/credit-period.sql';
import { CreditKind } from '../plans/credit-kind';
import { getPlanOrThrow, type PlanId } from '../plans/plans';
import { ADMIN_WORKSPACES_PAGE_SIZE, adminWorkspacesSchema } from './dto/inputs/admin-workspaces.input';
import type { AdminWorkspacePageOutput } from './dto/outputs/admin-workspace.output';

const KINDS = Object.values(CreditKind);

/** Each workspace's first owner: the plan and billing period it works under. */
const FIRST_OWNER = `left join lateral (
    select u.id, u.email, u.plan_id from workspace_members m join users u on u.id = m.user_id
    where m.workspace_id = w.id and m.role = 'owner' order by m.created_at, m.id limit 1) o on true`;
/** The search (placeholders: it three times) in a workspace's name or its owner's email; null matches all. */
const MATCHING = `?::text is null or w.name ilike '%' || ? || '%' or o.email ilike '%' || ? || '%'`;

/**
 * One page of workspaces, each with its first owner (whose plan and billing period it works under), its
 * members by role and the credits it used this period; `?` placeholders: search (three times), limit, offset.
 */
const PAGE_SQL = `
  select w.id, w.name, w.personal, o.email as owner_email, o.plan_id,
         c.total, c.owners, c.admins, c.members, c.clients,
         ${KINDS.map((kind) => `${currentCreditBalanceSql('o.id', 'w.id', kind, 'used')} as used_${kind}`).join(',\n         ')},
         count(*) over () as matching
  from workspaces w
  ${FIRST_OWNER}
  cross join lateral (
    select count(*)::int as total, (count(*) filter (where m.role = 'owner'))::int as owners, (count(*) filter (where m.role = 'admin'))::int as admins,
           (count(*) filter (where m.role = 'member'))::int as members, (count(*) filter (where m.role = 'client'))::int as clients
    from workspace_members m where m.workspace_id = w.id) c
  where ${MATCHING}
  order by w.created_at, w.id
  limit ? offset ?`;

type PageRow = {
  id: string;
  name: string;
  personal: boolean;
  owner_email: string | null;
  plan_id: number | null;
  total: number;
  owners: number;
  admins: number;
  members: number;
  clients: number;
  matching: number | string;
} & Record<`used_${CreditKind}`, number>;

/** `%`, `_` and `\` match themselves in a search, not as ILIKE patterns. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The admin area's list of workspaces: who owns each, its plan, its members and its use of credits. */
export class WorkspaceAdminService {
  constructor(private readonly em: EntityManager) {}

  async list(viewer: Viewer, input: UntrustedInput<typeof adminWorkspacesSchema>): Promise<AdminWorkspacePageOutput> {
    requireAdmin(viewer);
    const { search, page } = parseInput(adminWorkspacesSchema, input);
    const pattern = search === null ? null : literalPattern(search);
    const rows = await this.em.execute<PageRow[]>(PAGE_SQL, [pattern, pattern, pattern, ADMIN_WORKSPACES_PAGE_SIZE, (page - 1) * ADMIN_WORKSPACES_PAGE_SIZE]);
    // A page past the last has no rows to carry the count: the count is then read on its own.
    const total = rows.length > 0 ? Number(rows[0].matching) : page === 1 ? 0 : await this.countMatching(pattern);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        personal: row.personal,
        ownerEmail: row.owner_email,
        planName: row.plan_id === null ? null : getPlanOrThrow(row.plan_id as PlanId).name,
        members: { total: row.total, owners: row.owners, admins: row.admins, members: row.members, clients: row.clients },
        usage: KINDS.map((kind) => ({ kind, used: Number(row[`used_${kind}`]) })),
      })),
      total,
      page,
      pageSize: ADMIN_WORKSPACES_PAGE_SIZE,
    };
  }

  private async countMatching(pattern: string | null): Promise<number> {
    const [row] = await this.em.execute<{ matching: number | string }[]>(`select count(*) as matching from workspaces w ${FIRST_OWNER} where ${MATCHING}`, [pattern, pattern, pattern]);
    return Number(row.matching);
  }
}
