import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signInUser, signUpUser } from './support/http';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
});
afterAll(() => app.close());

const CREATE = 'mutation($input: CustomerInput!) { createCustomer(input: $input) { id name featured logoUrl } }';
const testimonial = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Ruiz',
  company: 'Bloom Bakery',
  position: 'Owner',
  logoUrl: 'https://example.com/logo.png',
  testimonial: 'Our local pages finally rank.',
  featured: true,
  ...overrides,
});

it('starts with no customers, so the landing section stays hidden', async () => {
  expect(await request(app.url, 'GET', '/api/customers?featured=true')).toMatchObject({ status: 200, body: [] });
});

it('lets an admin add, edit and remove testimonials, and lists only featured ones when asked', async () => {
  const featured = (await graphql(app.url, CREATE, { input: testimonial() }, adminToken)).data.createCustomer;
  const hidden = (await graphql(app.url, CREATE, { input: testimonial({ name: 'Eli', featured: false, logoUrl: null }) }, adminToken)).data.createCustomer;
  expect(hidden).toMatchObject({ name: 'Eli', featured: false, logoUrl: null });

  const listed = await request(app.url, 'GET', '/api/customers?featured=true');
  expect(listed.body).toEqual([
    { id: featured.id, name: 'Dana Ruiz', company: 'Bloom Bakery', position: 'Owner', logo_url: 'https://example.com/logo.png', testimonial: 'Our local pages finally rank.', featured: true },
  ]);
  expect((await graphql(app.url, '{ customers { name } }')).data.customers).toHaveLength(2);
  expect((await graphql(app.url, '{ customers(featured: true) { name } }')).data.customers).toEqual([{ name: 'Dana Ruiz' }]);

  const updated = await graphql(app.url, 'mutation($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { featured company } }', { id: hidden.id, input: testimonial({ company: 'Eli & Co', featured: true }) }, adminToken);
  expect(updated.data.updateCustomer).toEqual({ featured: true, company: 'Eli & Co' });

  expect((await graphql(app.url, 'mutation($id: ID!) { deleteCustomer(id: $id) }', { id: featured.id }, adminToken)).data).toEqual({ deleteCustomer: true });
  expect((await request(app.url, 'GET', '/api/customers?featured=true')).body.map((c: { company: string }) => c.company)).toEqual(['Eli & Co']);
});

it('validates testimonials and reports unknown ids', async () => {
  const missingName = await graphql(app.url, CREATE, { input: testimonial({ name: ' ' }) }, adminToken);
  expect(missingName.errors?.[0]).toMatchObject({ message: 'Name is required.', extensions: { code: 'BAD_USER_INPUT' } });
  const badLogo = await graphql(app.url, CREATE, { input: testimonial({ logoUrl: 'javascript:alert(1)' }) }, adminToken);
  expect(badLogo.errors?.[0].message).toBe('Logo URL must be an http(s) address.');
  const unknown = await graphql(app.url, 'mutation { deleteCustomer(id: "7c0f6a3e-6a53-4c1f-9d59-2f8f7b0f1a11") }', {}, adminToken);
  expect(unknown.errors?.[0]).toMatchObject({ message: 'Customer not found.', extensions: { code: 'NOT_FOUND' } });
});

it('refuses changes from anyone but an admin', async () => {
  const user = await signUpUser(app.url);
  expect((await graphql(app.url, CREATE, { input: testimonial() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await graphql(app.url, CREATE, { input: testimonial() }, user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
});

it('serves the plans from the billing catalogue', async () => {
  const result = await graphql(app.url, '{ plans { id name pricePerMonth mostPopular trialDays features limitations } }');
  expect(result.data.plans.map((plan: { id: number; name: string; pricePerMonth: number; mostPopular: boolean; trialDays: number }) => [plan.id, plan.name, plan.pricePerMonth, plan.mostPopular, plan.trialDays])).toEqual([
    [1, 'Free', 0, false, 0],
    [2, 'Pro', 29, true, 14],
    [3, 'Agency', 99, false, 14],
  ]);
  expect(result.data.plans[0].limitations).toEqual(expect.arrayContaining(['No backlink analysis']));
});
