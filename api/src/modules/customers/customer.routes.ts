import type { Router } from 'express';
import { contextOf } from '../../common/rest-context';
import type { Customer } from './customer.entity';

function toCustomerJson(customer: Customer) {
  const { id, name, company, position, logoUrl, testimonial, featured } = customer;
  return { id, name, company, position, logo_url: logoUrl, testimonial, featured };
}

export function registerCustomerRoutes(router: Router): void {
  router.get('/customers', async (req, res) => {
    const customers = await contextOf(res).services.customers.list({ featuredOnly: req.query.featured === 'true' });
    res.json(customers.map(toCustomerJson));
  });
}
