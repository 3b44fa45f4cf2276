import { createUser } from './support/factories';
import { graphql } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const CREATE = `mutation($input: CreateTrackingInstanceInput!) { createTrackingInstance(input: $input) { id } }`;
const ONE = `query($id: ID!, $limit: Int) { trackingInstance(id: $id) { id keywords keywordCount keywordPreview(limit: $limit) } }`;
const LIST = `{ trackingInstances { id name keywordCount keywordPreview } }`;

const settings = { userDomain: 'example.com', userCompanyName: 'Example' };
// Not alphabetical: the preview keeps the order the keywords were added in, as `keywords` does.
const SEVEN = ['zeta tools', 'alpha checker', 'mid keyword', 'beta tracker', 'omega audit', 'gamma links', 'delta rank'];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function createInstance(token: string, name: string, keywords: string[]): Promise<string> {
  const { data, errors } = await graphql(app.url, CREATE, { input: { ...settings, name, keywords } }, token);
  expect(errors).toBeUndefined();
  return data.createTrackingInstance.id;
}

describe('an instance’s keyword count and preview (what the instance list shows)', () => {
  it('counts the keywords and previews the first ones in the order of `keywords`, five unless asked otherwise', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(owner.token, 'Seven', SEVEN);

    const five = await graphql(app.url, ONE, { id }, owner.token);
    expect(five.errors).toBeUndefined();
    expect(five.data.trackingInstance.keywords).toEqual(SEVEN);
    expect(five.data.trackingInstance).toMatchObject({ keywordCount: 7, keywordPreview: SEVEN.slice(0, 5) });

    const two = await graphql(app.url, ONE, { id, limit: 2 }, owner.token);
    expect(two.data.trackingInstance.keywordPreview).toEqual(['zeta tools', 'alpha checker']);
    const none = await graphql(app.url, ONE, { id, limit: 0 }, owner.token);
    expect(none.data.trackingInstance).toMatchObject({ keywordCount: 7, keywordPreview: [] });
    const all = await graphql(app.url, ONE, { id, limit: 50 }, owner.token);
    expect(all.data.trackingInstance.keywordPreview).toEqual(SEVEN);
  });

  it('follows an edit of the list: order, additions and removals', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(owner.token, 'Edited', SEVEN);
    const edited = ['new first', ...SEVEN.slice(3)];
    const update = await graphql(
      app.url,
      `mutation($id: ID!, $input: UpdateTrackingInstanceInput!) { updateTrackingInstance(id: $id, input: $input) { keywordCount keywordPreview(limit: 3) } }`,
      { id, input: { ...settings, name: 'Edited', competitors: [], keywords: edited, resultCount: 100, frequency: 'daily', scheduledTime: '09:00', timeZone: 'UTC', serpLanguage: 'en', serpCountry: 'us', page: 1 } },
      owner.token,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data.updateTrackingInstance).toEqual({ keywordCount: 5, keywordPreview: ['new first', 'beta tracker', 'omega audit'] });
  });

  it('answers each instance of the list with its own figures, and no other workspace’s instance', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const other = await createUser(app, { plan: 'pro' });
    const seven = await createInstance(owner.token, 'Seven', SEVEN);
    const two = await createInstance(owner.token, 'Two', ['one keyword', 'another keyword']);
    const theirs = await createInstance(other.token, 'Theirs', ['secret keyword']);

    const listed = await graphql(app.url, LIST, undefined, owner.token);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.trackingInstances).toEqual([
      { id: seven, name: 'Seven', keywordCount: 7, keywordPreview: SEVEN.slice(0, 5) },
      { id: two, name: 'Two', keywordCount: 2, keywordPreview: ['one keyword', 'another keyword'] },
    ]);

    // The whole lists, read only when asked for, each instance its own.
    const lists = await graphql(app.url, '{ trackingInstances { keywords } }', undefined, owner.token);
    expect(lists.data.trackingInstances).toEqual([{ keywords: SEVEN }, { keywords: ['one keyword', 'another keyword'] }]);

    const refused = await graphql(app.url, ONE, { id: theirs }, owner.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } });
    const theirList = await graphql(app.url, LIST, undefined, other.token);
    expect(theirList.data.trackingInstances).toEqual([{ id: theirs, name: 'Theirs', keywordCount: 1, keywordPreview: ['secret keyword'] }]);
  });

  it('refuses a preview longer than 50 or below 0 with a message', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(owner.token, 'Seven', SEVEN);
    for (const limit of [51, -1]) {
      const refused = await graphql(app.url, ONE, { id, limit }, owner.token);
      expect(refused.errors?.[0]).toMatchObject({ message: 'The preview’s length must be a whole number from 0 to 50.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
