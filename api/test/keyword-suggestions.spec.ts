import { graphql, request, signUpUser } from './support/http';
import { startLlmServer, type LlmServer } from './support/llm-server';
import { startTestApp, type TestApp } from './support/test-app';

// Each suggestion is a call to a paid language model: a user gets a few a minute, counted in the database.
let llm: LlmServer;
let app: TestApp;
beforeAll(async () => {
  llm = await startLlmServer();
  app = await startTestApp({ LLM_PROVIDER: 'openai', LLM_BASE_URL: `${llm.url}/v1`, LLM_MODEL: 'test-model', LLM_MAX_RETRIES: '0' });
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

const SUGGESTION_PROMPTS = /^A business describes itself/;
const suggestionsAsked = () => llm.requests.filter((request) => SUGGESTION_PROMPTS.test(request.prompt)).length;

it('answers a Free user 10 of 40 parallel suggestions and refuses the rest with 429 and Retry-After, without asking the model', async () => {
  const user = await signUpUser(app.url);
  const before = suggestionsAsked();
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, i) => request(app.url, 'POST', '/api/suggest-keyword', { token: user.token, body: { description: `We roast coffee, batch ${i}` } })),
  );
  const answered = responses.filter((response) => response.status === 200);
  const refused = responses.filter((response) => response.status === 429);
  expect(answered).toHaveLength(10);
  expect(refused).toHaveLength(30);
  for (const response of refused) {
    expect(response.body.error).toMatch(/^You can ask for 10 keyword suggestions a minute\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  }
  expect(suggestionsAsked() - before).toBe(10);

  // GraphQL shares the count; another user has their own.
  const overGraphql = await graphql(app.url, 'mutation { suggestKeyword(description: "Handmade leather wallets") }', undefined, user.token);
  expect(overGraphql.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  const other = await signUpUser(app.url);
  expect((await request(app.url, 'POST', '/api/suggest-keyword', { token: other.token, body: { description: 'Handmade leather wallets' } })).status).toBe(200);
});
