import type { Dictionary, EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { projectScopeOf, requireSession, requireUser, type WorkspaceAccess } from '../auth/access';
import { User } from '../auth/user.entity';
import { Workspace, WorkspaceMember, WorkspaceRole } from '../auth/workspace.entity';
import type { EmailSender, OutgoingEmail } from '../email/email-sender';
import { newWorkspaceSchema } from './dto/inputs/create-workspace.input';
import { memberRoleSchema } from './dto/inputs/invitation.input';
import { getPlanOrThrow } from '../plans/plans';
import { assertSeatFree } from './workspace-seats';
import { removedEmail, roleChangedEmail } from './workspace-emails';
import { sendWorkspaceEmail } from './workspace-email-delivery';
import type { WorkspaceMemberOutput, WorkspaceMembershipOutput } from './dto/outputs/workspace-membership.output';
import { workspaceMessages } from './workspaces.messages';
import { lockRow } from '../../db/row-locks';

/** Workspaces one user may own besides their personal one: each is a place to keep work, not a quota. */
export const MAX_OWNED_WORKSPACES = 20;

const ACCESS_SQL = `select m.role as member_role, m.client_id as member_client_id, o.* from workspace_members m
  join workspaces w on w.id = m.workspace_id
  join users o on o.id = (select f.user_id from workspace_members f where f.workspace_id = w.id and f.role = 'owner' order by f.created_at, f.id limit 1)
  where m.workspace_id = ? and m.user_id = ?`;

/** Roles that manage a workspace's members. */
const MANAGERS: readonly WorkspaceRole[] = [WorkspaceRole.owner, WorkspaceRole.admin];

export interface WorkspaceServiceNeeds {
  em: EntityManager;
  email: EmailSender;
  logger: Logger;
}

export class WorkspaceService {
  private readonly em: EntityManager;

  constructor(private readonly needs: WorkspaceServiceNeeds) {
    this.em = needs.em;
  }

  /**
   * `user`'s role in `workspaceId`, read on every request so a removal counts at once; a workspace they
   * are not a member of (or none with that id) is "not found", as a record of another workspace is.
   */
  async accessOf(user: User, workspaceId: string): Promise<WorkspaceAccess> {
    // The personal workspace is always the user's own: no read needed for the commonest request.
    if (workspaceId === user.personalWorkspaceId) return { id: workspaceId, role: WorkspaceRole.owner, payer: user, clientId: null };
    // One statement: the membership, and the workspace's owner (its first, as workspaceOwnerOf) as a whole user row.
    const [row] = isUuid(workspaceId) ? await this.em.execute<Dictionary[]>(ACCESS_SQL, [workspaceId, user.id]) : [];
    if (!row) throw new AppError('NOT_FOUND', workspaceMessages.notFound);
    const { member_role: role, member_client_id: clientId, ...owner } = row;
    const data = this.em.getDriver().mapResult<User>(owner, this.em.getMetadata(User))!;
    const payer = this.em.getEntityFactory().create(User, data, { merge: true, refresh: true, convertCustomTypes: true });
    return { id: workspaceId, role: role as WorkspaceRole, payer, clientId: (clientId as string | null) ?? null };
  }

  /**
   * A subscription's events while the viewer stays a member of the workspace it was made in: each event
   * checks the membership again, so a removed member's next event ends it with "Workspace not found."
   * Not an async generator: one waiting for its next event would hold a `return()` (a socket closing)
   * until that event came, and keep the subscription's listener on a quiet job meanwhile.
   */
  whileMember<T>(viewer: Viewer, events: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
    const user = requireUser(viewer);
    // The subscription's own service decides what a client viewer may follow; this only keeps the membership checked.
    const { workspaceId } = projectScopeOf(user);
    const ended = (value?: T): Promise<IteratorResult<T>> => events.return?.(value) ?? Promise.resolve({ done: true, value: undefined });
    return {
      next: async () => {
        const step = await events.next();
        if (step.done) return step;
        try {
          await this.accessOf(user, workspaceId);
        } catch (error) {
          await ended();
          throw error;
        }
        return step;
      },
      return: ended,
      throw: (error?: unknown) => events.throw?.(error) ?? Promise.reject(error instanceof Error ? error : new Error(String(error))),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** A new, empty workspace with the signed-in user as its owner. */
  async create(viewer: Viewer, input: UntrustedInput<typeof newWorkspaceSchema>): Promise<WorkspaceMembershipOutput> {
    const user = requireSession(viewer);
    const { name } = parseInput(newWorkspaceSchema, input);
    const workspace = await this.em.transactional(async (em) => {
      // The user's row lock orders their concurrent creations, so the count below cannot be raced.
      await lockRow(em, 'users', user.id);
      const owned = await em.count(WorkspaceMember, { userId: user.id, role: WorkspaceRole.owner, workspaceId: { $ne: user.personalWorkspaceId } });
      if (owned >= MAX_OWNED_WORKSPACES) throw new AppError('CONFLICT', workspaceMessages.tooManyWorkspaces(MAX_OWNED_WORKSPACES));
      const made = em.create(Workspace, { name });
      em.create(WorkspaceMember, { workspaceId: made.id, userId: user.id, role: WorkspaceRole.owner });
      return made;
    });
    return { id: workspace.id, name: workspace.name, role: WorkspaceRole.owner, personal: false };
  }

  /** Every workspace the user belongs to, the personal one first, then by name. */
  async list(viewer: Viewer): Promise<WorkspaceMembershipOutput[]> {
    const user = requireUser(viewer);
    const rows = await this.em.execute<{ id: string; name: string; role: WorkspaceRole; personal: boolean }[]>(
      `select w.id, w.name, m.role, w.personal from workspace_members m join workspaces w on w.id = m.workspace_id
       where m.user_id = ? order by w.personal desc, lower(w.name), w.created_at`,
      [user.id],
    );
    return rows.map(({ id, name, role, personal }) => ({ id, name, role, personal }));
  }

  /** The members of a workspace the user belongs to (a client viewer sees none but the workspace itself). */
  async members(viewer: Viewer, workspaceId: string): Promise<WorkspaceMemberOutput[]> {
    const user = requireUser(viewer);
    const access = await this.accessOf(user, workspaceId);
    if (access.role === WorkspaceRole.client) throw new AppError('NOT_FOUND', workspaceMessages.notFound);
    const rows = await this.em.execute<{ user_id: string; email: string; role: WorkspaceRole; client_id: string | null }[]>(
      `select m.user_id, u.email, m.role, m.client_id from workspace_members m join users u on u.id = m.user_id
       where m.workspace_id = ? order by m.created_at, u.email`,
      [workspaceId],
    );
    return rows.map((row) => ({ userId: row.user_id, email: row.email, role: row.role, clientId: row.client_id }));
  }

  /**
   * Removes a member (owners and admins; anyone may leave, except their personal workspace). Their next
   * request, socket operation and API token call in this workspace answer "not found".
   */
  async removeMember(viewer: Viewer, workspaceId: string, userId: string): Promise<void> {
    const user = requireUser(viewer);
    const access = await this.accessOf(user, workspaceId);
    const leaving = userId === user.id;
    if (!leaving && !MANAGERS.includes(access.role)) throw new AppError('FORBIDDEN', workspaceMessages.manageMembersForbidden);
    const removed = await this.em.transactional(async (em) => {
      const workspace = await lockWorkspace(em, workspaceId);
      const member = await memberOrFail(em, workspaceId, userId);
      if (member.role === WorkspaceRole.owner) {
        if (await em.count(User, { id: userId, personalWorkspaceId: workspaceId })) throw new AppError('FORBIDDEN', workspaceMessages.personalOwner);
        if (!leaving && access.role !== WorkspaceRole.owner) throw new AppError('FORBIDDEN', workspaceMessages.removeOwnerForbidden);
        await assertAnotherOwner(em, workspaceId);
      }
      em.remove(member);
      return workspace;
    });
    if (!leaving) await this.tell(userId, { kind: 'workspace-removed', ...removedEmail({ workspace: removed.name }) });
  }

  /**
   * Gives a member another role: owners and admins, and only an owner makes or unmakes an owner; a
   * workspace keeps at least one owner. The member is told by email.
   */
  async changeRole(viewer: Viewer, workspaceId: string, userId: string, input: UntrustedInput<typeof memberRoleSchema>): Promise<WorkspaceMemberOutput> {
    const user = requireUser(viewer);
    const access = await this.accessOf(user, workspaceId);
    if (!MANAGERS.includes(access.role)) throw new AppError('FORBIDDEN', workspaceMessages.changeRoleForbidden);
    const { role } = parseInput(memberRoleSchema, input);
    const { workspace, member } = await this.em.transactional(async (em) => {
      const workspace = await lockWorkspace(em, workspaceId);
      const member = await memberOrFail(em, workspaceId, userId);
      if ((member.role === WorkspaceRole.owner || role === WorkspaceRole.owner) && access.role !== WorkspaceRole.owner) throw new AppError('FORBIDDEN', workspaceMessages.changeRoleForbidden);
      if (member.role === WorkspaceRole.owner && role !== WorkspaceRole.owner) await assertAnotherOwner(em, workspaceId);
      if (member.role === WorkspaceRole.client) {
        // A client viewer made a member takes a seat they did not take before on a plan that frees client viewers.
        if (getPlanOrThrow(access.payer.planId).limits.clientViewersFree) await assertSeatFree(em, workspaceId, access.payer, role);
        member.clientId = null;
      }
      member.role = role;
      return { workspace, member };
    });
    const changed = await this.em.findOneOrFail(User, { id: member.userId });
    if (changed.id !== user.id) await this.tell(changed.id, { kind: 'workspace-role', ...roleChangedEmail({ workspace: workspace.name, role }) });
    return { userId: changed.id, email: changed.email, role };
  }

  /** Emails a member about their place in a workspace; a lost email is logged, the change stands. */
  private async tell(userId: string, email: Pick<OutgoingEmail, 'kind' | 'subject' | 'text' | 'html'>): Promise<void> {
    const recipient = await this.em.findOne(User, { id: userId });
    if (recipient) await sendWorkspaceEmail(this.needs, { ...email, ownerId: recipient.id, to: [recipient.email] });
  }
}

/** Every change of a workspace's members and invitations takes this lock, so two changes cannot both pass a check of the others. */
export async function lockWorkspace(em: EntityManager, workspaceId: string): Promise<Workspace> {
  await lockRow(em, 'workspaces', workspaceId);
  return em.findOneOrFail(Workspace, { id: workspaceId }, { refresh: true });
}

async function memberOrFail(em: EntityManager, workspaceId: string, userId: string): Promise<WorkspaceMember> {
  const member = isUuid(userId) ? await em.findOne(WorkspaceMember, { workspaceId, userId }) : null;
  if (!member) throw new AppError('NOT_FOUND', workspaceMessages.memberNotFound);
  return member;
}

async function assertAnotherOwner(em: EntityManager, workspaceId: string): Promise<void> {
  if ((await em.count(WorkspaceMember, { workspaceId, role: WorkspaceRole.owner })) <= 1) throw new AppError('CONFLICT', workspaceMessages.lastOwner);
}
