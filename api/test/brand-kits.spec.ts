import { createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const kit = (agencyName: string, extra: Record<string, unknown> = {}) => ({ agencyName, primaryColor: '#0f172a', accentColor: '#1d4ed8', ...extra });

describe('brand kits per client', () => {
  it('keeps several kits, one the default, which the single-kit route reads and writes', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    expect(await request(app.url, 'GET', '/api/brand-kits', { token: owner.token })).toMatchObject({ status: 200, body: [] });
    // The single-kit route saves the default kit, as before.
    const first = await request(app.url, 'PUT', '/api/brand-kit', { token: owner.token, body: kit('Northwind Digital') });
    expect(first).toMatchObject({ status: 200, body: { name: 'Northwind Digital', isDefault: true } });

    const acme = await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Northwind Digital', { name: 'Acme', primaryColor: '#14532d' }) });
    expect(acme).toMatchObject({ status: 201, body: { name: 'Acme', isDefault: false, primaryColor: '#14532d', contrastWarnings: [] } });
    const listed = await request(app.url, 'GET', '/api/brand-kits', { token: owner.token });
    expect(listed.body.map((each: { name: string; isDefault: boolean }) => [each.name, each.isDefault])).toEqual([
      ['Northwind Digital', true],
      ['Acme', false],
    ]);

    // Making Acme the default moves the default; the single-kit route follows it.
    expect(await request(app.url, 'PUT', `/api/brand-kits/${acme.body.id}`, { token: owner.token, body: kit('Northwind Digital', { name: 'Acme Inc.', isDefault: true }) })).toMatchObject({
      status: 200,
      body: { name: 'Acme Inc.', isDefault: true },
    });
    expect(await request(app.url, 'GET', '/api/brand-kit', { token: owner.token })).toMatchObject({ status: 200, body: { id: acme.body.id, name: 'Acme Inc.' } });
    expect((await request(app.url, 'GET', '/api/brand-kits', { token: owner.token })).body.filter((each: { isDefault: boolean }) => each.isDefault)).toHaveLength(1);

    // The default goes last.
    expect(await request(app.url, 'DELETE', `/api/brand-kits/${acme.body.id}`, { token: owner.token })).toMatchObject({
      status: 409,
      body: { error: 'Make another brand kit the default before deleting this one.' },
    });
    expect(await request(app.url, 'DELETE', `/api/brand-kits/${first.body.id}`, { token: owner.token })).toMatchObject({ status: 204 });
    expect(await request(app.url, 'DELETE', `/api/brand-kits/${acme.body.id}`, { token: owner.token })).toMatchObject({ status: 204 });
    expect(await request(app.url, 'GET', '/api/brand-kits', { token: owner.token })).toMatchObject({ status: 200, body: [] });
  }, 60_000);

  it('refuses another account’s kit, bad input and plans without brand kits', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const stranger = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Northwind', { name: 'Acme' }) });
    expect(created).toMatchObject({ status: 201, body: { isDefault: true } });
    expect(await request(app.url, 'PUT', `/api/brand-kits/${created.body.id}`, { token: stranger.token, body: kit('Mine') })).toMatchObject({ status: 404, body: { error: 'Brand kit not found.' } });
    expect(await request(app.url, 'DELETE', `/api/brand-kits/${created.body.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { error: 'Brand kit not found.' } });
    expect(await request(app.url, 'DELETE', '/api/brand-kits/not-an-id', { token: owner.token })).toMatchObject({ status: 404 });
    expect(await request(app.url, 'GET', '/api/brand-kits', { token: stranger.token })).toMatchObject({ status: 200, body: [] });
    expect(await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Northwind', { accentColor: 'blue' }) })).toMatchObject({
      status: 400,
      body: { error: 'Accent colour must be a colour like #1f2937.' },
    });
    expect(await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Northwind', { name: 'x'.repeat(101) }) })).toMatchObject({
      status: 400,
      body: { error: 'Name must be at most 100 characters.' },
    });
    const pro = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'POST', '/api/brand-kits', { token: pro.token, body: kit('Pro') })).toMatchObject({ status: 403 });
  }, 60_000);

  it('answers the same through GraphQL', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const fields = 'id name isDefault agencyName';
    const a = await graphql(app.url, `mutation($input: BrandKitInput!) { createBrandKit(input: $input) { ${fields} } }`, { input: kit('Northwind', { name: 'Acme' }) }, owner.token);
    const b = await graphql(app.url, `mutation($input: BrandKitInput!) { createBrandKit(input: $input) { ${fields} } }`, { input: kit('Northwind', { name: 'Globex' }) }, owner.token);
    expect(a.data.createBrandKit).toMatchObject({ name: 'Acme', isDefault: true });
    expect(b.data.createBrandKit).toMatchObject({ name: 'Globex', isDefault: false });
    const updated = await graphql(
      app.url,
      `mutation($id: ID!, $input: BrandKitInput!) { updateBrandKit(id: $id, input: $input) { ${fields} } }`,
      { id: b.data.createBrandKit.id, input: kit('Northwind', { name: 'Globex', isDefault: true }) },
      owner.token,
    );
    expect(updated.data.updateBrandKit).toMatchObject({ isDefault: true });
    expect(await graphql(app.url, `mutation($id: ID!) { deleteBrandKit(id: $id) }`, { id: a.data.createBrandKit.id }, owner.token)).toMatchObject({ data: { deleteBrandKit: true } });
    const listed = await graphql(app.url, `{ brandKits { ${fields} } brandKit { name } }`, {}, owner.token);
    expect(listed.data).toEqual({ brandKits: [{ id: b.data.createBrandKit.id, name: 'Globex', isDefault: true, agencyName: 'Northwind' }], brandKit: { name: 'Globex' } });
  }, 60_000);
});
