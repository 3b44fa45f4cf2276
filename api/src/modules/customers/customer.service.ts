import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, requiredText, type Untrusted } from '../../common/validation';
import { requireAdmin, type Viewer } from '../auth/access';
import { Customer } from './customer.entity';

export const customerSchema = z.object({
  name: requiredText('Name', 100),
  company: requiredText('Company', 100),
  position: requiredText('Position', 100),
  logoUrl: z
    .string()
    .trim()
    .max(500, 'Logo URL must be at most 500 characters.')
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: 'Logo URL must be an http(s) address.' }).nullable()),
  testimonial: requiredText('Testimonial', 2000),
  featured: z.boolean().default(false),
});
export type CustomerInput = z.input<typeof customerSchema>;

export class CustomerService {
  constructor(private readonly em: EntityManager) {}

  list(options: { featuredOnly: boolean }): Promise<Customer[]> {
    return this.em.find(Customer, options.featuredOnly ? { featured: true } : {}, { orderBy: { createdAt: 'asc' } });
  }

  async create(viewer: Viewer, input: Untrusted<CustomerInput>): Promise<Customer> {
    requireAdmin(viewer);
    const customer = this.em.create(Customer, parseInput(customerSchema, input));
    await this.em.flush();
    return customer;
  }

  async update(viewer: Viewer, id: string, input: Untrusted<CustomerInput>): Promise<Customer> {
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
    if (!customer) throw new AppError('NOT_FOUND', 'Customer not found.');
    return customer;
  }
}
