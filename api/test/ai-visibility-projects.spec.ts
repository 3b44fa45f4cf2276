import { createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

// AI visibility projects over the contract's REST routes and GraphQL: defaults, validation, ownership.

const PROJECTS = '/api/ai-visibility/projects';
const CONTRACT_BODY = {
  name: 'Acme in AI answers',
  brand: { name: 'Acme', aliases: ['Acme SEO'], domains: ['https://www.Acme.com/'] },
  competitors: [{ name: 'Moz', domains: ['moz.com'] }],
  prompts: ['best seo tools', 'how to track rankings'],
  surfaces: ['chatgpt', 'perplexity'],
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('AI visibility projects', () => {
  it('creates a project from the contract body with its defaults, and lists, reads, edits and deletes it', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: CONTRACT_BODY });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Acme in AI answers',
      brand: { name: 'Acme', aliases: ['Acme SEO'], domains: ['acme.com'] },
      competitors: [{ name: 'Moz', aliases: [], domains: ['moz.com'] }],
      prompts: [
        { text: 'best seo tools', tags: [] },
        { text: 'how to track rankings', tags: [] },
      ],
      surfaces: ['chatgpt', 'perplexity'],
      samples: 3,
      country: 'us',
      language: 'en',
      clientId: null,
      // Off until set: a project runs only when run by hand.
      schedule: { frequency: 'off', weekday: 1, hour: 9, timeZone: 'UTC' },
      nextRunAt: null,
      createdAt: expect.any(String),
    });
    const id = created.body.id as string;

    expect((await request(app.url, 'GET', PROJECTS, { token: user.token })).body.map((project: { id: string }) => project.id)).toEqual([id]);
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).body).toMatchObject({ id, samples: 3 });

    const edited = await request(app.url, 'PATCH', `${PROJECTS}/${id}`, { token: user.token, body: { samples: 5, prompts: [{ text: 'best seo tools', tags: ['Commercial'] }] } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, samples: 5, prompts: [{ text: 'best seo tools', tags: ['Commercial'] }], surfaces: ['chatgpt', 'perplexity'], reextractionJobId: null });

    expect((await request(app.url, 'DELETE', `${PROJECTS}/${id}`, { token: user.token })).status).toBe(204);
    expect(await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).toMatchObject({ status: 404, body: { error: 'AI visibility project not found.' } });
  });

  it.each([
    [{ brand: { name: 'Acme', domains: [] } }, 'Give each brand at least one domain, such as example.com.'],
    [{ brand: { name: 'Acme', domains: ['not a domain'] } }, 'Enter a domain such as example.com.'],
    [{ surfaces: ['bing-chat'] }, 'Surfaces must be one or more of google-ai-overview, google-ai-mode, chatgpt, perplexity, gemini or claude.'],
    [{ surfaces: [] }, 'Surfaces must be one or more of google-ai-overview, google-ai-mode, chatgpt, perplexity, gemini or claude.'],
    [{ samples: 11 }, 'Samples must be a whole number from 1 to 10.'],
    [{ samples: 0 }, 'Samples must be a whole number from 1 to 10.'],
    [{ prompts: [] }, 'Add at least one prompt.'],
    [{ prompts: [' '] }, 'A prompt is required.'],
    [{ competitors: Array.from({ length: 21 }, (_, index) => ({ name: `Rival ${index}`, domains: [`rival${index}.com`] })) }, 'At most 20 competitors.'],
    [{ competitors: [{ name: 'acme', domains: ['acme.io'] }] }, 'Two brands are named “acme”: each brand needs a name of its own.'],
    [{ country: 'usa' }, 'Country must be a two-letter code, such as us.'],
    [{ name: '' }, 'Name is required.'],
  ])('refuses %j with a clear message', async (change, message) => {
    const user = await createUser(app, { plan: 'pro' });
    const refused = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...CONTRACT_BODY, ...change } });
    expect(refused).toMatchObject({ status: 400, body: { error: message } });
    expect((await request(app.url, 'GET', PROJECTS, { token: user.token })).body).toEqual([]);
  });

  it('holds at most the plan’s prompts per project', async () => {
    const user = await createUser(app);
    const prompts = Array.from({ length: 11 }, (_, index) => `prompt ${index}`);
    expect(await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...CONTRACT_BODY, prompts } })).toMatchObject({
      status: 400,
      body: { error: 'At most 10 prompts per project on the Free plan.' },
    });
    expect(await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...CONTRACT_BODY, prompts: prompts.slice(1) } })).toMatchObject({ status: 201 });
  });

  it('answers 404 for another workspace’s project on every route', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const stranger = await createUser(app, { plan: 'pro' });
    const id = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: CONTRACT_BODY })).body.id as string;
    const calls: [string, string, unknown?][] = [
      ['GET', `${PROJECTS}/${id}`],
      ['PATCH', `${PROJECTS}/${id}`, { samples: 1 }],
      ['DELETE', `${PROJECTS}/${id}`],
      ['POST', `${PROJECTS}/${id}/runs`],
      ['GET', `${PROJECTS}/${id}/runs`],
      ['GET', `${PROJECTS}/${id}/answers`],
      ['GET', `${PROJECTS}/${id}/summary`],
      ['POST', `${PROJECTS}/${id}/competitors`, { name: 'Rival', domains: ['rival.io'] }],
    ];
    for (const [method, path, body] of calls) expect([method, path, (await request(app.url, method, path, { token: stranger.token, body })).status]).toEqual([method, path, 404]);
    expect((await request(app.url, 'GET', PROJECTS, { token: stranger.token })).body).toEqual([]);
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: owner.token })).body).toMatchObject({ samples: 3, competitors: [{ name: 'Moz' }] });
  });

  it('creates, edits and reads projects over GraphQL', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await graphql(
      app.url,
      'mutation($input: AiVisibilityProjectInput!) { createAiVisibilityProject(input: $input) { id name brand { name domains } prompts { text tags } surfaces samples } }',
      { input: { ...CONTRACT_BODY, prompts: [{ text: 'best seo tools', tags: ['core'] }], samples: 2 } },
      user.token,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createAiVisibilityProject;
    expect(created.data.createAiVisibilityProject).toMatchObject({ brand: { name: 'Acme', domains: ['acme.com'] }, prompts: [{ text: 'best seo tools', tags: ['core'] }], samples: 2 });
    const edited = await graphql(
      app.url,
      'mutation($id: ID!, $input: AiVisibilityProjectInput!) { updateAiVisibilityProject(id: $id, input: $input) { project { id surfaces } reextractionJobId } }',
      { id, input: { surfaces: ['claude', 'google-ai-overview'] } },
      user.token,
    );
    expect(edited.data.updateAiVisibilityProject).toEqual({ project: { id, surfaces: ['google-ai-overview', 'claude'] }, reextractionJobId: null });
    const refused = await graphql(app.url, 'mutation($id: ID!, $input: AiVisibilityProjectInput!) { updateAiVisibilityProject(id: $id, input: $input) { reextractionJobId } }', { id, input: { samples: 99 } }, user.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Samples must be a whole number from 1 to 10.', extensions: { code: 'BAD_USER_INPUT' } });
    const listed = await graphql(app.url, '{ aiVisibilityProjects { id samples } }', {}, user.token);
    expect(listed.data.aiVisibilityProjects).toEqual([{ id, samples: 2 }]);
  });
});
