import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { WorkspaceMemberOutput, WorkspaceMembershipOutput } from './dto/outputs/workspace-membership.output';

@Resolver()
export class WorkspaceResolver {
  @Query(() => [WorkspaceMembershipOutput], { description: 'The workspaces you belong to with your role, your personal workspace first.' })
  workspaces(@Ctx() { services, viewer }: RequestContext): Promise<WorkspaceMembershipOutput[]> {
    return services.workspaces.list(viewer);
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
}
