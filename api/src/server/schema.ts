import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { PlanResolver } from '../modules/billing/plan.resolver';
import { CustomerResolver } from '../modules/customers/customer.resolver';

export const resolvers = [AuthResolver, AdminResolver, CustomerResolver, PlanResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  // Input is validated by the services (zod), once for GraphQL and REST alike.
  return buildSchema({ resolvers, validate: false });
}
