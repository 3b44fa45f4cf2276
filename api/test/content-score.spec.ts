import { graphql, request, signUpUser } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const article = ['# Running shoes for beginners', '', 'Good running shoes make running easy. The fit matters most.', '', '## Fit', '', 'Check the fit at the shop.'].join('\n');

it('scores a text for a keyword with every part explained', async () => {
  const user = await signUpUser(app.url);
  const response = await request(app.url, 'POST', '/api/content-score', { token: user.token, body: { keyword: 'running shoes', text: article } });
  expect(response.status).toBe(200);
  expect(response.body.parts.map((part: { name: string }) => part.name)).toEqual([
    'Term coverage',
    'Length',
    'Headings',
    'Keyword placement',
    'Readability',
    'Over-optimisation',
  ]);
  // Without a brief the keyword is the one term (2-6 times): it is used twice, so coverage is full.
  expect(response.body.parts[0]).toMatchObject({ points: 40, maxPoints: 40 });
  expect(response.body.terms).toEqual([{ term: 'running shoes', min: 2, max: 6, count: 2 }]);
  // Title (= H1), H1 and first paragraph: 15 of 20; the advice names the meta description.
  expect(response.body.parts[3]).toMatchObject({ points: 15, advice: 'Put the keyword "running shoes" in the meta description.' });
  const sum = response.body.parts.reduce((total: number, part: { points: number }) => total + part.points, 0);
  expect(response.body.score).toBe(Math.max(0, Math.min(100, Math.round(sum))));
});

it('refuses a missing keyword with 400 and a signed-out caller with 401', async () => {
  const user = await signUpUser(app.url);
  const noKeyword = await request(app.url, 'POST', '/api/content-score', { token: user.token, body: { text: article } });
  expect(noKeyword.status).toBe(400);
  expect(noKeyword.body.error).toMatch(/Keyword/);
  const signedOut = await request(app.url, 'POST', '/api/content-score', { body: { keyword: 'running shoes', text: article } });
  expect(signedOut.status).toBe(401);
});

it('answers the same score over GraphQL', async () => {
  const user = await signUpUser(app.url);
  const rest = await request(app.url, 'POST', '/api/content-score', { token: user.token, body: { keyword: 'running shoes', text: article } });
  const result = await graphql(
    app.url,
    'query ($keyword: String!, $text: String!) { contentScore(keyword: $keyword, text: $text) { score parts { name points maxPoints advice } terms { term min max count } wordCount } }',
    { keyword: 'running shoes', text: article },
    user.token,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.contentScore).toEqual(rest.body);
  const bad = await graphql(app.url, 'query { contentScore(keyword: " ", text: "x") { score } }', undefined, user.token);
  expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
});
