import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ClientBudgetInput } from './dto/inputs/workspace-client.input';
import { WorkspaceClientOutput } from './dto/outputs/workspace-client.output';

@Resolver()
export class WorkspaceClientResolver {
  @Query(() => [WorkspaceClientOutput], { description: 'The clients of a workspace by name (members read them; a client viewer sees their own).' })
  workspaceClients(@Arg('workspaceId', () => ID) workspaceId: string, @Ctx() { services, viewer }: RequestContext): Promise<WorkspaceClientOutput[]> {
    return services.workspaceClients.list(viewer, workspaceId);
  }

  @Mutation(() => WorkspaceClientOutput, { description: 'Adds a client to a workspace (owners and admins), with optional monthly budgets per credit kind.' })
  createWorkspaceClient(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('name') name: string,
    @Arg('budgets', () => [ClientBudgetInput], { nullable: true }) budgets: ClientBudgetInput[] | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WorkspaceClientOutput> {
    return services.workspaceClients.create(viewer, workspaceId, { name, budgets });
  }

  @Mutation(() => WorkspaceClientOutput, { description: 'Renames a client or replaces its budgets (owners and admins); what is left out stays.' })
  updateWorkspaceClient(
    @Arg('workspaceId', () => ID) workspaceId: string,
    @Arg('clientId', () => ID) clientId: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('budgets', () => [ClientBudgetInput], { nullable: true }) budgets: ClientBudgetInput[] | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WorkspaceClientOutput> {
    return services.workspaceClients.update(viewer, workspaceId, clientId, { name: name ?? undefined, budgets: budgets ?? undefined });
  }

  @Mutation(() => Boolean, { description: 'Deletes a client (owners and admins): its projects stay, ungrouped; its client viewers lose access.' })
  async deleteWorkspaceClient(@Arg('workspaceId', () => ID) workspaceId: string, @Arg('clientId', () => ID) clientId: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.workspaceClients.remove(viewer, workspaceId, clientId);
    return true;
  }
}
