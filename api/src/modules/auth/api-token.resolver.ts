import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { ApiToken, ApiTokenRole } from './api-token.entity';
import { CreatedApiTokenOutput } from './dto/outputs/created-api-token.output';

@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiToken], { description: 'Your personal API tokens that are not revoked, newest first.' })
  apiTokens(@Ctx() { services, viewer }: RequestContext): Promise<ApiToken[]> {
    return services.apiTokens.list(viewer);
  }

  @Query(() => Boolean, { description: 'Whether you may create personal API tokens: the Agency plan and admins.' })
  apiAccess(@Ctx() { services, viewer }: RequestContext): boolean {
    return services.apiTokens.hasAccess(viewer);
  }

  @Mutation(() => CreatedApiTokenOutput, { description: 'Agency plan and admins: a personal API token for the GraphQL API and REST, acting in the current workspace; `read` tokens change nothing.' })
  createApiToken(
    @Arg('name') name: string,
    @Arg('role', () => ApiTokenRole, { nullable: true, description: 'read, or write (the default).' }) role: ApiTokenRole | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<CreatedApiTokenOutput> {
    return services.apiTokens.create(viewer, { name, role });
  }

  @Mutation(() => Boolean, { description: 'Stops a token at once.' })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.apiTokens.revoke(viewer, id);
  }
}
