import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { requireAdmin } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import { Customer } from './customer.entity';
import { customerSchema } from './dto/inputs/customer.input';
import { customersMessages } from './customers.messages';

export class CustomerService {
  constructor(private readonly em: EntityManager) {}

  list(options: { featuredOnly: boolean }): Promise<Customer[]> {
    return this.em.find(Customer, options.featuredOnly ? { featured: true } : {}, { orderBy: { createdAt: 'asc' } });
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof customerSchema>): Promise<Customer> {
    requireAdmin(viewer);
    const customer = this.em.create(Customer, parseInput(customerSchema, input));
    await this.em.flush();
    return customer;
  }

  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof customerSchema>): Promise<Customer> {
    requireAdmin(viewer);
    const customer = await this.findCustomerOrFail(id);
    this.em.assign(customer, parseInput(customerSchema, input));
    await this.em.flush();
    return customer;
  }

  async remove(viewer: Viewer, id: string): Promise<boolean> {
    requireAdmin(viewer);
    this.em.remove(await this.findCustomerOrFail(id));
    await this.em.flush();
    return true;
  }

  private async findCustomerOrFail(id: string): Promise<Customer> {
    const customer = isUuid(id) ? await this.em.findOne(Customer, { id }) : null;
    if (!customer) throw new AppError('NOT_FOUND', customersMessages.notFound);
    return customer;
  }
}
