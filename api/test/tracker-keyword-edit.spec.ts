import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const UPDATE = `mutation($id: ID!, $input: UpdateTrackedKeywordInput!) { updateTrackedKeyword(instanceId: $id, input: $input) { keyword tags targetUrl device } }`;
const KEYWORDS = `query($id: ID!, $tag: String) { trackingKeywords(instanceId: $id, tag: $tag) { keyword tags targetUrl } }`;
const TAGS = `query($id: ID!) { trackingKeywordTags(instanceId: $id) { tag keywords } }`;

describe('editing one keyword’s tags and target URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('replaces tags and target URL over GraphQL and REST; the tag list and tag filter follow', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools', 'rank tracker'] });

    const edited = await graphql(app.url, UPDATE, { id, input: { keyword: 'SEO Tools', tags: [' money ', 'core  team', 'money'], targetUrl: ' https://acme.com/tools ' } }, owner.token);
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateTrackedKeyword).toEqual({ keyword: 'seo tools', tags: ['core team', 'money'], targetUrl: 'https://acme.com/tools', device: null });
    expect((await graphql(app.url, TAGS, { id }, owner.token)).data.trackingKeywordTags).toEqual([
      { tag: 'core team', keywords: 1 },
      { tag: 'money', keywords: 1 },
    ]);

    const rest = await request(app.url, 'PATCH', `/api/instances/${id}/keywords/${encodeURIComponent('rank tracker')}`, {
      token: owner.token,
      body: { tags: ['money'], target_url: 'https://acme.com/rank' },
    });
    expect(rest).toMatchObject({ status: 200, body: { keyword: 'rank tracker', tags: ['money'], target_url: 'https://acme.com/rank', device: null } });
    expect((await graphql(app.url, KEYWORDS, { id, tag: 'money' }, owner.token)).data.trackingKeywords.map((row: { keyword: string }) => row.keyword)).toEqual([
      'seo tools',
      'rank tracker',
    ]);

    // Empty clears both.
    const cleared = await request(app.url, 'PATCH', `/api/instances/${id}/keywords/seo%20tools`, { token: owner.token, body: { tags: [], target_url: '' } });
    expect(cleared).toMatchObject({ status: 200, body: { tags: [], target_url: null } });
    expect((await graphql(app.url, TAGS, { id }, owner.token)).data.trackingKeywordTags).toEqual([{ tag: 'money', keywords: 1 }]);
  });

  it('refuses a bad target URL or tag with the import’s messages, a keyword not tracked, and another user’s instance', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools'] });
    const patch = (path: string, body: unknown, token = owner.token) => request(app.url, 'PATCH', `/api/instances/${id}/keywords/${path}`, { token, body });

    expect(await patch('seo%20tools', { target_url: 'acme.com/tools' })).toMatchObject({ status: 400, body: { error: 'The target URL must be a full http:// or https:// address.' } });
    expect(await patch('seo%20tools', { tags: ['x'.repeat(51)] })).toMatchObject({ status: 400, body: { error: 'A tag must be at most 50 characters.' } });
    expect(await patch('seo%20tools', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toMatchObject({ status: 400, body: { error: 'A keyword may have at most 20 tags.' } });
    expect(await patch('seo%20tools', { tags: ['  '] })).toMatchObject({ status: 400, body: { error: 'A tag must not be empty.' } });
    const missing = await graphql(app.url, UPDATE, { id, input: { keyword: 'not tracked', tags: ['a'] } }, owner.token);
    expect(missing.errors?.[0]).toMatchObject({ message: 'This instance does not track that keyword.', extensions: { code: 'NOT_FOUND' } });

    const stranger = await createUser(app, { plan: 'pro' });
    expect((await patch('seo%20tools', { tags: ['mine'] }, stranger.token)).status).toBe(404);
    const strangerGraphql = await graphql(app.url, UPDATE, { id, input: { keyword: 'seo tools', tags: ['mine'] } }, stranger.token);
    expect(strangerGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Nothing refused was saved.
    expect((await graphql(app.url, KEYWORDS, { id }, owner.token)).data.trackingKeywords).toEqual([{ keyword: 'seo tools', tags: [], targetUrl: null }]);
  });
});
