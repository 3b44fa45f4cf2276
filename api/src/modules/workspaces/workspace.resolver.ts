import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { WorkspaceRole } from '../auth/workspace.entity';
import { AcceptedInvitationOutput, AuditEventOutput, CreatedInvitationOutput, InvitationPreviewOutput, WorkspaceInvitationOutput } from './dto/outputs/invitation.output';
import { WorkspaceMemberOutput, WorkspaceMembershipOutput } from './dto/outputs/workspace-membership.output';
import { RecordKind } from './record-workspace';

@Resolver()
export class WorkspaceResolver {
  @Query(() => [WorkspaceMembershipOutput], { description: 'The workspaces you belong to with your role, your personal workspace first.' })
  workspaces(@Ctx() { services, viewer }: RequestContext): Promise<WorkspaceMembershipOutput[]> {
    return services.workspaces.list(viewer);
  }

  @Query(() => WorkspaceMembershipOutput, {
    nullable: true,
    description: 'Which of your workspaces holds a record (a tracking instance, report or article), so a link to it opens there; null when none of yours does.',
  })
  recordWorkspace(@Arg('kind', () => RecordKind) kind: RecordKind, @Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<WorkspaceMembershipOutput | null> {
    return services.recordWorkspaces.of(viewer, kind, id);
  }

  @Query(() => [WorkspaceMemberOutput], { description: 'The members of one of your workspaces (not for client viewers).' })
  workspaceMembers(@Arg('workspaceId', () => ID) workspaceId: string, @Ctx() { services, viewer }: RequestContext): Promise<WorkspaceMemberOutput[]> {
    return services.workspaces.members(viewer, workspaceId);
  }

  @Mutation(() => WorkspaceMembershipOutput, { description: 'A new, empty workspace, with you as its owner. Needs a signed-in session.' })
  createWorkspace(@Arg('name') name: string, @Ctx() { services, viewer }: RequestContext): Promise<WorkspaceMembershipOutput> {
    return services.workspaces.create(viewer, { name });
  }

  @Mutation(() => Boolean, { description: 'Removes a member (owners and admins), or leaves a workspace (anyone but its last owner).' })
  async removeWorkspaceMember(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<boolean> {
    await services.workspaces.removeMember(viewer, workspaceId, userId);
    return true;
  }

  @Mutation(() => WorkspaceMemberOutput, { description: 'Gives a member another role (owners and admins; only an owner makes or unmakes an owner).' })
  changeWorkspaceMemberRole(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => WorkspaceRole) role: WorkspaceRole,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WorkspaceMemberOutput> {
    return services.workspaces.changeRole(viewer, workspaceId, userId, { role });
  }

  @Mutation(() => CreatedInvitationOutput, {
    description: 'Invites an email address into a workspace as an admin, a member or a client viewer of one client (owners and admins); emailed, single use, valid 7 days.',
  })
  inviteToWorkspace(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('email') email: string,
    @Arg('role', () => WorkspaceRole) role: WorkspaceRole,
    @Arg('clientId', () => ID, { nullable: true, description: 'Role client only: the client whose projects they will see.' }) clientId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<CreatedInvitationOutput> {
    return services.invitations.invite(viewer, workspaceId, { email, role, clientId });
  }

  @Query(() => [WorkspaceInvitationOutput], { description: 'The invitations of a workspace still waiting to be accepted (owners and admins).' })
  workspaceInvitations(@Arg('workspaceId', () => ID) workspaceId: string, @Ctx() { services, viewer }: RequestContext): Promise<WorkspaceInvitationOutput[]> {
    return services.invitations.pendingOf(viewer, workspaceId);
  }

  @Mutation(() => Boolean, { description: 'Cancels an invitation: its link stops working and its seat is free again.' })
  async cancelWorkspaceInvitation(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.invitations.revoke(viewer, id);
    return true;
  }

  @Query(() => InvitationPreviewOutput, { description: 'What an invitation link offers; no sign-in needed (the link is the secret).' })
  workspaceInvitation(@Arg('token') token: string, @Ctx() { services }: RequestContext): Promise<InvitationPreviewOutput> {
    return services.invitations.preview(token);
  }

  @Mutation(() => AcceptedInvitationOutput, { description: 'Joins the invitation’s workspace, signed in with the address it was sent to.' })
  acceptWorkspaceInvitation(@Arg('token') token: string, @Ctx() { services, viewer }: RequestContext): Promise<AcceptedInvitationOutput> {
    return services.invitations.accept(viewer, token);
  }

  @Query(() => [AuditEventOutput], { description: 'A workspace’s audit log, newest first, kept 400 days (owners and admins); filtered by text in the action or actor and a time range.' })
  workspaceAudit(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('action', () => String, { nullable: true }) action: string | undefined,
    @Arg('actor', () => String, { nullable: true }) actor: string | undefined,
    @Arg('from', () => Date, { nullable: true }) from: Date | undefined,
    @Arg('to', () => Date, { nullable: true }) to: Date | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AuditEventOutput[]> {
    return services.auditLog.list(viewer, workspaceId, { action, actor, from, to, limit });
  }
}
