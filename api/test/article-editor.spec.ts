import { startTestApp, type TestApp } from './support/test-app';
import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';

// The editor's API: articles scored when written, saved with PATCH /api/articles/:id or updateArticle,
// drafts scored as they are typed; and the optimise step stopping once the goal is reached.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LLM_SANDBOX_TOKENS_PER_SECOND: '0', ARTICLE_SCORE_GOAL: '90' });
}, 120_000);
afterAll(() => app.close());

const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }';
const ARTICLE = 'query($id: ID!) { article(id: $id) { id title metaDescription text body wordCount contentScore scoreTarget scoreHistory } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id title metaDescription text body wordCount contentScore scoreTarget } }';
const SCORE = 'query($id: ID!, $input: ArticleDraftScoreInput!) { articleScore(id: $id, input: $input) { target goal score { score parts { name points } terms { term count } wordCount } } }';

async function writeArticle(token: string, keyword: string, optimise = false): Promise<string> {
  const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keyword, keywords: [keyword], optimise } }, token);
  expect(started.errors).toBeUndefined();
  const jobId = started.data.generateArticles.id as string;
  expect(await jobFinished(app, jobId, 60_000)).toMatchObject({ status: 'succeeded' });
  const { data } = await graphql(app.url, 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id } }', { jobId }, token);
  return data.jobArticles[0].id as string;
}

const BODY = [
  '# Running shoes for beginners',
  '',
  'Good running shoes make running easy. The fit matters most.',
  '',
  '## Fit',
  '',
  'Check the fit at the shop.',
].join('\n');

it('scores an article when it is written, and again when its edits are saved', async () => {
  const user = await createUser(app);
  const id = await writeArticle(user.token, 'running shoes');
  const written = (await graphql(app.url, ARTICLE, { id }, user.token)).data.article;
  expect(written).toMatchObject({ scoreTarget: 'KEYWORD', scoreHistory: null });
  expect(written.contentScore).toBeGreaterThan(0);
  // The editor edits the body: the text without its META line.
  expect(written.text).toBe(`META: ${written.metaDescription}\n\n${written.body}`);

  const saved = await graphql(app.url, UPDATE, { id, input: { title: 'Running shoes for beginners', metaDescription: 'How to pick running shoes.', text: BODY } }, user.token);
  expect(saved.errors).toBeUndefined();
  expect(saved.data.updateArticle).toMatchObject({
    title: 'Running shoes for beginners',
    metaDescription: 'How to pick running shoes.',
    text: `META: How to pick running shoes.\n\n${BODY}`,
    body: BODY,
    scoreTarget: 'KEYWORD',
  });
  // The stored score is the one the editor showed for the same text.
  const shown = await graphql(app.url, SCORE, { id, input: { title: 'Running shoes for beginners', metaDescription: 'How to pick running shoes.', text: BODY } }, user.token);
  expect(shown.data.articleScore).toMatchObject({ target: 'KEYWORD', goal: 90 });
  expect(saved.data.updateArticle.contentScore).toBe(shown.data.articleScore.score.score);
  expect(saved.data.updateArticle.contentScore).not.toBe(written.contentScore);
  expect(saved.data.updateArticle.wordCount).toBeLessThan(written.wordCount);

  // REST: the same save; an empty meta description removes the META line.
  const patched = await request(app.url, 'PATCH', `/api/articles/${id}`, { token: user.token, body: { title: 'Shoes', metaDescription: '', text: BODY } });
  expect(patched).toMatchObject({ status: 200, body: { id, title: 'Shoes', meta_description: null, article: BODY, score_target: 'KEYWORD' } });
  expect(patched.body.content_score).toEqual(expect.any(Number));
});

it('scores a draft as it is typed: more of the keyword raises the score', async () => {
  const user = await createUser(app);
  const id = await writeArticle(user.token, 'running shoes');
  const score = async (text: string) => (await graphql(app.url, SCORE, { id, input: { text } }, user.token)).data.articleScore.score;
  const before = await score('# Shoes\n\nA short note.');
  const after = await score('# Running shoes\n\nRunning shoes for a short run.\n\n## Why running shoes');
  expect(before.terms).toEqual([{ term: 'running shoes', count: 0 }]);
  expect(after.terms).toEqual([{ term: 'running shoes', count: 3 }]);
  expect(after.score).toBeGreaterThan(before.score);
});

it('saves only the owner’s article, and refuses bad input with a clear message', async () => {
  const owner = await createUser(app);
  const stranger = await createUser(app);
  const id = await writeArticle(owner.token, 'coffee beans');
  const input = { title: 'Coffee beans', text: BODY };
  expect((await graphql(app.url, UPDATE, { id, input }, stranger.token)).errors?.[0]).toMatchObject({ message: 'Article not found.', extensions: { code: 'NOT_FOUND' } });
  expect(await request(app.url, 'PATCH', `/api/articles/${id}`, { token: stranger.token, body: input })).toMatchObject({ status: 404, body: { error: 'Article not found.' } });
  expect((await graphql(app.url, SCORE, { id, input: { text: 'x' } }, stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(await request(app.url, 'PATCH', `/api/articles/${id}`, { body: input })).toMatchObject({ status: 401 });
  expect(await request(app.url, 'PATCH', '/api/articles/not-an-id', { token: owner.token, body: input })).toMatchObject({ status: 404 });

  const refused = async (body: Record<string, unknown>) => request(app.url, 'PATCH', `/api/articles/${id}`, { token: owner.token, body });
  expect(await refused({ title: '  ', text: BODY })).toMatchObject({ status: 400, body: { error: 'Title is required.' } });
  expect(await refused({ title: 'x'.repeat(301), text: BODY })).toMatchObject({ status: 400, body: { error: 'Title must be at most 300 characters.' } });
  expect(await refused({ title: 'Coffee', text: '  \n' })).toMatchObject({ status: 400, body: { error: 'Text is required.' } });
  expect(await refused({ title: 'Coffee', metaDescription: 'one\ntwo', text: BODY })).toMatchObject({ status: 400, body: { error: 'Meta description must be one line.' } });
  expect(await refused({ title: 'Coffee', metaDescription: 'm'.repeat(301), text: BODY })).toMatchObject({ status: 400, body: { error: 'Meta description must be at most 300 characters.' } });
  const bad = await graphql(app.url, UPDATE, { id, input: { title: 'Coffee', text: '' } }, owner.token);
  expect(bad.errors?.[0]).toMatchObject({ message: 'Text is required.', extensions: { code: 'BAD_USER_INPUT' } });
  // Nothing was saved by the refused calls.
  expect((await graphql(app.url, ARTICLE, { id }, owner.token)).data.article.title).not.toBe('Coffee');
});

it('stops revising once the score reaches the goal', async () => {
  const user = await createUser(app, { plan: 'pro' });
  const id = await writeArticle(user.token, 'organic coffee beans', true);
  const { scoreHistory, contentScore } = (await graphql(app.url, ARTICLE, { id }, user.token)).data.article;
  // The draft is below the goal of 90, the first revision reaches it: no second revision.
  expect(scoreHistory).toHaveLength(2);
  expect(scoreHistory[0]).toBeLessThan(90);
  expect(scoreHistory[1]).toBeGreaterThanOrEqual(90);
  expect(contentScore).toBe(scoreHistory[1]);
});

it('refuses a content brief that does not exist before anything is spent', async () => {
  const user = await createUser(app, { plan: 'pro' });
  const input = { flow: 'KEYWORD', source: 'coffee', keywords: ['coffee'] };
  const missing = await graphql(app.url, GENERATE, { input: { ...input, briefId: '00000000-0000-4000-8000-000000000000' } }, user.token);
  expect(missing.errors?.[0]).toMatchObject({ message: 'Content brief not found.', extensions: { code: 'NOT_FOUND' } });
  const malformed = await graphql(app.url, GENERATE, { input: { ...input, briefId: 'brief-1' } }, user.token);
  expect(malformed.errors?.[0]).toMatchObject({ message: 'Content brief not found.', extensions: { code: 'BAD_USER_INPUT' } });
  expect((await graphql(app.url, '{ articles { id } }', undefined, user.token)).data.articles).toEqual([]);
});
