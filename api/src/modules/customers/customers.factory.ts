import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import { CustomerService } from './customer.service';

export interface CustomersModuleNeeds {
  em: EntityManager;
}

/** The customers module's services on one unit of work, each built when first used. */
export function createCustomerServices(needs: CustomersModuleNeeds) {
  return builtOnFirstRead({
    customers: () => new CustomerService(needs.em),
  });
}
