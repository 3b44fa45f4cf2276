import { setPlan, startTestApp, type TestApp } from './support/test-app';
import { followArticleText } from './support/article-text-client';
import { graphql, request, signUpUser } from './support/http';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LLM_SANDBOX_TOKENS_PER_SECOND: '0' });
});
afterAll(() => app.close());

const AUTH_REQUIRED = 'Authentication required. Please log in.';
const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id kind status progress { total } } }';
const ARTICLE_FIELDS = 'id keyword flow source title metaDescription text wordCount writer writerSource jobId createdAt keywordStat { keyword volume cpc { currency value } competition }';

async function generateArticle(token: string, keyword = 'organic coffee beans') {
  const response = await request(app.url, 'POST', '/api/generate-article', { token, body: { business: 'A small roastery in Berlin', keyword } });
  expect(response.status).toBe(200);
  return response.body as { article: string; id: string };
}

it('names the writer publicly, as SANDBOX, in GraphQL and /healthz', async () => {
  expect((await graphql(app.url, '{ writerProvider { name model source } }')).data).toEqual({ writerProvider: { name: 'sandbox', model: null, source: 'SANDBOX' } });
  expect((await request(app.url, 'GET', '/healthz')).body.providers.writer).toEqual({ name: 'sandbox', model: null, source: 'SANDBOX' });
});

it('asks visitors to sign in before suggesting, generating or listing', async () => {
  for (const query of ['mutation { suggestKeyword(description: "We roast coffee") }', `{ articles { id } }`]) {
    expect((await graphql(app.url, query)).errors?.[0]).toMatchObject({ message: AUTH_REQUIRED, extensions: { code: 'UNAUTHENTICATED' } });
  }
  expect((await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'coffee', keywords: ['coffee'] } })).errors?.[0]?.message).toBe(AUTH_REQUIRED);
  for (const [path, body] of [['/api/suggest-keyword', { description: 'We roast coffee' }], ['/api/generate-article', { business: 'Roastery', keyword: 'coffee' }]] as const) {
    expect(await request(app.url, 'POST', path, { body })).toMatchObject({ status: 401, body: { error: AUTH_REQUIRED } });
  }
});

it('suggests one seed keyword for a business description over REST and GraphQL', async () => {
  const user = await signUpUser(app.url);
  expect(await request(app.url, 'POST', '/api/suggest-keyword', { token: user.token, body: { description: 'We roast organic coffee in Berlin' } })).toMatchObject({
    status: 200,
    body: { keyword: 'organic coffee', source: 'SANDBOX' },
  });
  expect((await graphql(app.url, 'mutation { suggestKeyword(description: "Handmade leather wallets") }', undefined, user.token)).data).toEqual({ suggestKeyword: 'handmade leather wallets' });
  expect(await request(app.url, 'POST', '/api/suggest-keyword', { token: user.token, body: { description: '   ' } })).toMatchObject({ status: 400, body: { error: 'Description is required.' } });
  expect(await request(app.url, 'POST', '/api/generate-article', { token: user.token, body: { business: 'Roastery' } })).toMatchObject({ status: 400, body: { error: 'Keyword is required.' } });
});

it('writes an article for {business, keyword} over REST, answering with its text, and keeps it for its owner only', async () => {
  const owner = await signUpUser(app.url);
  const stranger = await signUpUser(app.url);
  const written = await generateArticle(owner.token);
  expect(written.article).toMatch(/^META: SANDBOX · .+\n\n# Organic Coffee Beans: .+\n\n## Introduction\n\n> SANDBOX article/);
  expect(written).toMatchObject({ keyword: 'organic coffee beans', source: 'SANDBOX', writer: 'sandbox' });

  const listed = await graphql(app.url, `{ articles { ${ARTICLE_FIELDS} } }`, undefined, owner.token);
  expect(listed.data.articles).toHaveLength(1);
  expect(listed.data.articles[0]).toMatchObject({ id: written.id, keyword: 'organic coffee beans', flow: 'BUSINESS', source: 'A small roastery in Berlin', text: written.article, writer: 'sandbox', writerSource: 'SANDBOX' });
  expect(listed.data.articles[0].title).toMatch(/^Organic Coffee Beans: /);
  expect(listed.data.articles[0].metaDescription).toMatch(/^SANDBOX · /);
  expect(listed.data.articles[0].wordCount).toBeGreaterThan(100);
  // The target keyword's stats come from the research port (its sandbox here).
  expect(listed.data.articles[0].keywordStat).toMatchObject({ keyword: 'organic coffee beans', cpc: { currency: 'USD' } });
  expect(listed.data.articles[0].keywordStat.volume).toBeGreaterThan(0);

  const article = `query($id: ID!) { article(id: $id) { id } }`;
  expect((await graphql(app.url, article, { id: written.id }, owner.token)).data).toEqual({ article: { id: written.id } });
  expect((await graphql(app.url, article, { id: written.id }, stranger.token)).errors?.[0]).toMatchObject({ message: 'Article not found.', extensions: { code: 'NOT_FOUND' } });
  expect((await graphql(app.url, `{ articles { id } }`, undefined, stranger.token)).data).toEqual({ articles: [] });
  const jobArticles = 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id } }';
  const jobId = listed.data.articles[0].jobId as string;
  expect((await graphql(app.url, jobArticles, { jobId }, stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const live = followArticleText(app.url, stranger.token, jobId);
  expect((await live.ended).errors?.[0]).toMatchObject({ message: 'Job not found.', extensions: { code: 'NOT_FOUND' } });
  await live.dispose();

  const remove = 'mutation($id: ID!) { deleteArticle(id: $id) }';
  expect((await graphql(app.url, remove, { id: written.id }, stranger.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await graphql(app.url, remove, { id: written.id }, owner.token)).data).toEqual({ deleteArticle: true });
  expect((await graphql(app.url, `{ articles { id } }`, undefined, owner.token)).data).toEqual({ articles: [] });
});

it('takes each keyword once after trimming, and at most the plan’s number per generation', async () => {
  const user = await signUpUser(app.url);
  const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'coffee', keywords: ['  coffee ', 'Coffee', '', 'tea'] } }, user.token);
  expect(started.data.generateArticles).toMatchObject({ kind: 'article', progress: { total: 2 } });

  const eleven = Array.from({ length: 11 }, (_, i) => `keyword ${i}`);
  const refused = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'coffee', keywords: eleven } }, user.token);
  expect(refused.errors?.[0]).toMatchObject({ message: 'The Free plan generates up to 10 articles at a time.', extensions: { code: 'BAD_USER_INPUT' } });
  expect((await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'coffee', keywords: [' '] } }, user.token)).errors?.[0]?.message).toBe('Select at least one keyword.');

  await setPlan(app, user.id, 2);
  const pro = await graphql(app.url, GENERATE, { input: { flow: 'DOMAIN', source: 'rival.example', keywords: eleven } }, user.token);
  expect(pro.data.generateArticles.progress.total).toBe(11);
});

it('spends one article credit per keyword and refuses a generation the month’s allowance cannot cover', async () => {
  const user = await signUpUser(app.url);
  const usage = async () =>
    ((await graphql(app.url, '{ creditUsage { kind used limit } }', undefined, user.token)).data.creditUsage as { kind: string; used: number; limit: number }[]).find((row) => row.kind === 'ARTICLES');
  await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'coffee', keywords: Array.from({ length: 9 }, (_, i) => `coffee ${i}`) } }, user.token);
  expect(await usage()).toMatchObject({ used: 9, limit: 10 });

  const refused = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'tea', keywords: ['tea', 'green tea'] } }, user.token);
  expect(refused.errors?.[0]).toMatchObject({ message: 'Insufficient article credits', extensions: { code: 'INSUFFICIENT_CREDITS' } });
  expect(await request(app.url, 'POST', '/api/generate-article', { token: user.token, body: { business: 'Tea shop', keyword: 'tea' } })).toMatchObject({ status: 200 });
  expect(await request(app.url, 'POST', '/api/generate-article', { token: user.token, body: { business: 'Tea shop', keyword: 'tea' } })).toMatchObject({
    status: 400,
    body: { error: 'Insufficient article credits' },
  });
  expect(await usage()).toMatchObject({ used: 10 });
  // A refused generation leaves no job behind.
  expect((await graphql(app.url, '{ myJobs { id } }', undefined, user.token)).data.myJobs).toHaveLength(2);
});
