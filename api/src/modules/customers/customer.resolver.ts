import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Customer } from './customer.entity';
import { CustomerInput } from './dto/inputs/customer.input';

@Resolver()
export class CustomerResolver {
  @Query(() => [Customer], { description: 'Testimonials; public.' })
  customers(@Arg('featured', () => Boolean, { nullable: true }) featured: boolean | null, @Ctx() { services }: RequestContext): Promise<Customer[]> {
    return services.customers.list({ featuredOnly: featured === true });
  }

  @Mutation(() => Customer, { description: 'Admin only.' })
  createCustomer(@Arg('input') input: CustomerInput, @Ctx() { services, viewer }: RequestContext): Promise<Customer> {
    return services.customers.create(viewer, input);
  }

  @Mutation(() => Customer, { description: 'Admin only.' })
  updateCustomer(@Arg('id', () => ID) id: string, @Arg('input') input: CustomerInput, @Ctx() { services, viewer }: RequestContext): Promise<Customer> {
    return services.customers.update(viewer, id, input);
  }

  @Mutation(() => Boolean, { description: 'Admin only.' })
  deleteCustomer(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.customers.remove(viewer, id);
  }
}
