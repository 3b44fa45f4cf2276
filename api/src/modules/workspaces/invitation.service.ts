import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireSession, requireUser, type WorkspaceAccess } from '../auth/access';
import { User } from '../auth/user.entity';
import { Workspace, WorkspaceMember, WorkspaceRole } from '../auth/workspace.entity';
import { workspaceOwnerOf } from '../auth/workspace-owner';
import type { EmailSender } from '../email/email-sender';
import { assertSeatFree, pendingInvitations } from './workspace-seats';
import { findClientOfOrFail } from './workspace-client.service';
import { newInvitationSchema } from './dto/inputs/invitation.input';
import { WorkspaceInvitation } from './workspace-invitation.entity';
import { acceptedEmail, invitationEmail } from './workspace-emails';
import { sendWorkspaceEmail } from './workspace-email-delivery';
import type { AuditLog } from './audit-log';
import { lockWorkspace, type WorkspaceService } from './workspace.service';
import { workspaceMessages } from './workspaces.messages';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationView {
  id: string;
  email: string;
  role: WorkspaceRole;
  clientId: string | null;
  /** Opens the page that accepts the invitation; shown to the inviter once, when it is made. */
  url: string;
  expiresAt: Date;
}

/** What the page behind an invitation link shows before it is accepted. */
export interface InvitationPreview {
  workspaceName: string;
  role: WorkspaceRole;
  email: string;
  invitedBy: string;
  expiresAt: Date;
}

export interface InvitationServiceNeeds {
  em: EntityManager;
  email: EmailSender;
  publicUrl: string;
  logger: Logger;
  workspaces: WorkspaceService;
  auditLog: AuditLog;
}

/**
 * Invitations into a workspace by email: single-use links for one address, valid for INVITATION_DAYS,
 * counted against the workspace plan's seats until they are accepted, cancelled or expire.
 */
export class InvitationService {
  constructor(private readonly needs: InvitationServiceNeeds) {}

  /**
   * Owners and admins invite into a workspace they made (not a personal one); a second invitation to the
   * same address replaces the first. A client viewer's invitation names their client, carried to the membership.
   */
  async invite(viewer: Viewer, workspaceId: string, input: UntrustedInput<typeof newInvitationSchema>): Promise<InvitationView> {
    const inviter = requireUser(viewer);
    const access = await this.managerAccess(inviter, workspaceId);
    const { email, role, clientId } = parseInput(newInvitationSchema, input);
    const token = randomBytes(32).toString('base64url');
    const { invitation, workspace } = await this.needs.em.transactional(async (em) => {
      const workspace = await lockWorkspace(em, workspaceId);
      if (workspace.personal) throw new AppError('FORBIDDEN', workspaceMessages.personalInvite);
      const [member] = await em.execute<{ id: string }[]>('select m.id from workspace_members m join users u on u.id = m.user_id where m.workspace_id = ? and u.email = ?', [workspaceId, email]);
      if (member) throw new AppError('CONFLICT', workspaceMessages.alreadyMember(email));
      const now = new Date();
      await em.nativeUpdate(WorkspaceInvitation, { workspaceId, email, ...pendingInvitations(now) }, { revokedAt: now });
      if (clientId) await findClientOfOrFail(em, workspaceId, clientId);
      await assertSeatFree(em, workspaceId, access.payer, role);
      const invitation = em.create(WorkspaceInvitation, { workspaceId, email, role, clientId, tokenHash: hashOf(token), invitedBy: inviter.id, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) });
      return { invitation, workspace };
    });
    const url = this.urlOf(token);
    await sendWorkspaceEmail(this.needs, { ownerId: inviter.id, kind: 'workspace-invitation', to: [email], ...invitationEmail({ inviter: inviter.fullName, workspace: workspace.name, role, url, days: INVITATION_DAYS }) });
    return { id: invitation.id, email, role, clientId, url, expiresAt: invitation.expiresAt };
  }

  /** The invitations of a workspace still waiting to be accepted (owners and admins); their links are not shown again. */
  async pendingOf(viewer: Viewer, workspaceId: string): Promise<Omit<InvitationView, 'url'>[]> {
    await this.managerAccess(requireUser(viewer), workspaceId);
    const invitations = await this.needs.em.find(WorkspaceInvitation, { workspaceId, ...pendingInvitations(new Date()) }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return invitations.map(({ id, email, role, clientId, expiresAt }) => ({ id, email, role, clientId, expiresAt }));
  }

  /** Cancels a pending invitation: its link stops working and its seat is free again. */
  async revoke(viewer: Viewer, invitationId: string): Promise<void> {
    const user = requireUser(viewer);
    const invitation = isUuid(invitationId) ? await this.needs.em.findOne(WorkspaceInvitation, { id: invitationId, ...pendingInvitations(new Date()) }) : null;
    if (!invitation) throw new AppError('NOT_FOUND', workspaceMessages.invitationNotFound);
    await this.managerAccess(user, invitation.workspaceId);
    invitation.revokedAt = new Date();
    await this.needs.em.flush();
  }

  /** The invitation a link carries, for its page (no sign-in needed: the link is the secret). */
  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.validInvitation(this.needs.em, token);
    const workspace = await this.needs.em.findOneOrFail(Workspace, { id: invitation.workspaceId });
    const inviter = await this.needs.em.findOne(User, { id: invitation.invitedBy });
    return { workspaceName: workspace.name, role: invitation.role, email: invitation.email, invitedBy: inviter?.fullName ?? 'A former member', expiresAt: invitation.expiresAt };
  }

  /** Joins the signed-in user to the invitation's workspace: once, before it expires, for the address it was sent to. */
  async accept(viewer: Viewer, token: string): Promise<{ workspaceId: string; role: WorkspaceRole }> {
    const user = requireSession(viewer);
    const joined = await this.needs.em.transactional(async (em) => {
      const invitation = await this.validInvitation(em, token);
      if (invitation.email !== user.email) throw new AppError('FORBIDDEN', workspaceMessages.invitationForAnother(invitation.email));
      const workspace = await lockWorkspace(em, invitation.workspaceId);
      invitation.acceptedAt = new Date();
      invitation.acceptedBy = user.id;
      const existing = await em.findOne(WorkspaceMember, { workspaceId: workspace.id, userId: user.id });
      if (existing) return { workspace, role: existing.role, invitedBy: invitation.invitedBy, fresh: false };
      const payer = await workspaceOwnerOf(em, workspace.id);
      if (!payer) throw new AppError('NOT_FOUND', workspaceMessages.invitationNotValid);
      // Its own seat was counted while it waited; it is not pending any more once accepted.
      await em.flush();
      await assertSeatFree(em, workspace.id, payer, invitation.role);
      em.create(WorkspaceMember, { workspaceId: workspace.id, userId: user.id, role: invitation.role, clientId: invitation.clientId });
      return { workspace, role: invitation.role, invitedBy: invitation.invitedBy, fresh: true };
    });
    // Recorded in the workspace joined (the request itself acts in the user's own).
    await this.needs.auditLog.recordWrite(user, { action: 'acceptWorkspaceInvitation', target: `${user.email} as ${joined.role}`, workspaceId: joined.workspace.id });
    if (joined.fresh) {
      const inviter = await this.needs.em.findOne(User, { id: joined.invitedBy });
      if (inviter) await sendWorkspaceEmail(this.needs, { ownerId: inviter.id, kind: 'workspace-joined', to: [inviter.email], ...acceptedEmail({ member: `${user.fullName} (${user.email})`, workspace: joined.workspace.name, role: joined.role }) });
    }
    return { workspaceId: joined.workspace.id, role: joined.role };
  }

  private async managerAccess(user: User, workspaceId: string): Promise<WorkspaceAccess> {
    const access = await this.needs.workspaces.accessOf(user, workspaceId);
    if (access.role !== WorkspaceRole.owner && access.role !== WorkspaceRole.admin) throw new AppError('FORBIDDEN', workspaceMessages.inviteForbidden);
    return access;
  }

  /** An invitation that can still be accepted; any other token (malformed, unknown, used, cancelled, expired) is "not valid" alike. */
  private async validInvitation(em: EntityManager, token: string): Promise<WorkspaceInvitation> {
    const invitation = TOKEN_PATTERN.test(token) ? await em.findOne(WorkspaceInvitation, { tokenHash: hashOf(token), ...pendingInvitations(new Date()) }) : null;
    if (!invitation) throw new AppError('NOT_FOUND', workspaceMessages.invitationNotValid);
    return invitation;
  }

  private urlOf(token: string): string {
    return `${this.needs.publicUrl}/invitations/${token}`;
  }
}
