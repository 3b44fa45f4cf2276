import { Arg, Args, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import { READS_NO_VIEWER } from '../../common/reads-no-viewer';
import type { RequestContext } from '../../common/request-context';
import { CreateUserInput } from '../auth/dto/inputs/create-user.input';
import { User, UserRole } from '../auth/user.entity';
import { AdminWorkspacesArgs } from './dto/inputs/admin-workspaces.input';
import { AdminWorkspacePageOutput } from './dto/outputs/admin-workspace.output';

@Resolver()
export class AdminResolver {
  @Query(() => Boolean, { description: 'Whether maintenance mode is on. Public.' })
  @Extensions(READS_NO_VIEWER)
  maintenance(@Ctx() { services }: RequestContext): Promise<boolean> {
    return services.maintenance.isOn();
  }

  @Mutation(() => Boolean, { description: 'Admin only.' })
  setMaintenance(@Arg('enabled') enabled: boolean, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.maintenance.set(viewer, enabled);
  }

  @Query(() => [User], { description: 'Admin only.' })
  users(@Ctx() { services, viewer }: RequestContext): Promise<User[]> {
    return services.userAdmin.list(viewer);
  }

  @Query(() => AdminWorkspacePageOutput, { description: 'Admin only: every workspace with its owner, plan, members and credits used this period, searched by name or owner email.' })
  adminWorkspaces(@Args() args: AdminWorkspacesArgs, @Ctx() { services, viewer }: RequestContext): Promise<AdminWorkspacePageOutput> {
    return services.workspaceAdmin.list(viewer, args);
  }

  @Mutation(() => User, { description: 'Admin only.' })
  createUser(@Arg('input') input: CreateUserInput, @Ctx() { services, viewer }: RequestContext): Promise<User> {
    return services.userAdmin.create(viewer, input);
  }

  @Mutation(() => User, { description: 'Admin only.' })
  setUserRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => UserRole) role: UserRole,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<User> {
    return services.userAdmin.setRole(viewer, id, role);
  }
}
