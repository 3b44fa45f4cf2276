import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { User } from '../auth/user.entity';
import { WorkspaceMember, WorkspaceRole } from '../auth/workspace.entity';
import { getPlanOrThrow } from '../plans/plans';
import { WorkspaceInvitation } from './workspace-invitation.entity';
import { workspaceMessages } from './workspaces.messages';

export const pendingInvitations = (now: Date) => ({ acceptedAt: null, revokedAt: null, expiresAt: { $gt: now } });

/**
 * Members and pending invitations together stay within the workspace plan's seats (staff's own workspaces
 * have no limit); on a plan whose client viewers are free, a client viewer neither takes nor needs a seat.
 * `role`: the role the seat is wanted for.
 */
export async function assertSeatFree(em: EntityManager, workspaceId: string, payer: User, role: WorkspaceRole): Promise<void> {
  if (payer.isAdmin) return;
  const plan = getPlanOrThrow(payer.planId);
  const seated = plan.limits.clientViewersFree ? { role: { $ne: WorkspaceRole.client } } : {};
  if (plan.limits.clientViewersFree && role === WorkspaceRole.client) return;
  const members = await em.count(WorkspaceMember, { workspaceId, ...seated });
  const invited = await em.count(WorkspaceInvitation, { workspaceId, ...seated, ...pendingInvitations(new Date()) });
  if (members + invited >= plan.limits.seats) throw new AppError('CONFLICT', workspaceMessages.noSeatFree(plan.name, plan.limits.seats));
}
