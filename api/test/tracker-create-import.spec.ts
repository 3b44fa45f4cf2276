import { createUser } from './support/factories';
import { graphql } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const CSV = ['keyword,tags,target url,device', 'seo tools,core;money,https://example.com/tools,mobile', 'rank tracker,core,,desktop', 'Seo Tools,repeat,,', ',no keyword,,'].join('\n');

const CREATE = `mutation($input: CreateTrackingInstanceInput!, $importText: String) {
  createTrackingInstance(input: $input, importText: $importText) { id keywords lastRun } }`;
const PREVIEW = `query($text: String!) { previewKeywordImport(text: $text) { added updated duplicates invalid keywordsAfter keywordLimit problem lines { keyword status } } }`;
const KEYWORDS = `query($id: ID!) { trackingKeywords(instanceId: $id) { keyword tags targetUrl device } }`;
const USED = '{ creditUsage { kind used } }';

const settings = { name: 'Agency list', userDomain: 'example.com', userCompanyName: 'Example' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('keywords imported while creating a tracking instance', () => {
  it('previews a CSV for an instance not yet created, read against no keywords and the plan limit', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const { data, errors } = await graphql(app.url, PREVIEW, { text: CSV }, owner.token);
    expect(errors).toBeUndefined();
    expect(data.previewKeywordImport).toMatchObject({ added: 2, updated: 0, duplicates: 1, invalid: 1, keywordsAfter: 2, keywordLimit: 1000, problem: null });
  });

  it('saves the typed keywords and the file’s keywords with their tags, target URL and device, spending no credits', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const created = await graphql(app.url, CREATE, { input: { ...settings, keywords: ['backlink checker'] }, importText: CSV }, owner.token);
    expect(created.errors).toBeUndefined();
    expect(created.data.createTrackingInstance).toMatchObject({ keywords: ['backlink checker', 'seo tools', 'rank tracker'], lastRun: null });
    const listed = await graphql(app.url, KEYWORDS, { id: created.data.createTrackingInstance.id }, owner.token);
    expect(listed.data.trackingKeywords).toEqual([
      { keyword: 'backlink checker', tags: [], targetUrl: null, device: null },
      { keyword: 'seo tools', tags: ['core', 'money'], targetUrl: 'https://example.com/tools', device: 'mobile' },
      { keyword: 'rank tracker', tags: ['core'], targetUrl: null, device: 'desktop' },
    ]);
    const used = await graphql(app.url, USED, undefined, owner.token);
    expect(used.data.creditUsage.find((row: { kind: string }) => row.kind === 'TRACKING')).toMatchObject({ used: 0 });
  });

  it('creates from the file alone, and refuses a file over the plan’s keyword limit with the plan’s message, creating nothing', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const fromFile = await graphql(app.url, CREATE, { input: { ...settings, keywords: [] }, importText: CSV }, owner.token);
    expect(fromFile.data.createTrackingInstance.keywords).toEqual(['seo tools', 'rank tracker']);

    const tooMany = Array.from({ length: 1001 }, (_, index) => `keyword ${index}`).join('\n');
    const refused = await graphql(app.url, CREATE, { input: { ...settings, name: 'Too many', keywords: [] }, importText: tooMany }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Track at most 1,000 keywords per instance on your plan.', extensions: { code: 'BAD_USER_INPUT' } });
    const instances = await graphql(app.url, '{ trackingInstances { name } }', undefined, owner.token);
    expect(instances.data.trackingInstances).toEqual([{ name: 'Agency list' }]);
  });

  it('asks for keywords when neither the form nor the file gives a valid one', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const refused = await graphql(app.url, CREATE, { input: { ...settings, keywords: [] }, importText: ',only tags,,' }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors?.[0].message).toMatch(/required/i);
  });
});
