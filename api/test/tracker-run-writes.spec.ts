import { Client, type QueryConfig } from 'pg';
import { createInstance, createUser, waitFor } from './support/factories';
import { request } from './support/http';
import { SerpSnapshotRepository, type SnapshotInput } from '../src/modules/tracker/serp-snapshot.repository';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// What a tracker run writes per search and per batch of ended searches: how many statements, and how
// their values reach the database.

let database: TestDatabase;
let app: SerperApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startSerperApp({ database });
});
afterAll(async () => {
  await app.close();
});

/** The SQL text of every statement this process's pg clients send while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const query = jest.spyOn(Client.prototype, 'query');
  try {
    await work();
    return query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as QueryConfig).text));
  } finally {
    query.mockRestore();
  }
}

async function runOf(token: string, instanceId: string): Promise<string> {
  const started = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
  expect(started).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  const [row] = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [started.body.job_id]);
  return row.id;
}

/** A results page of `results` results on made-up sites (`site`-1.example, ...), with a featured snippet and People Also Ask. */
function pageOf(keyword: string, results: number, site = 'site'): SnapshotInput {
  return {
    keyword,
    device: 'desktop',
    page: {
      results: Array.from({ length: results }, (_, i) => ({
        position: i + 1,
        url: `https://${site}-${i + 1}.example/${encodeURIComponent(keyword)}`,
        domain: `${site}-${i + 1}.example`,
        title: `${keyword} on site ${i + 1}`,
        type: i === 0 ? 'featured_snippet' : 'organic',
        snippet: '',
        date: null,
      })),
      features: [
        { type: 'featured_snippet', domain: `${site}-1.example` },
        { type: 'people_also_ask', domain: null, questions: [`What is ${keyword}?`] },
      ],
    },
  };
}

describe("a tracker run's writes", () => {
  let owner: { id: string; token: string };
  let instanceId: string;
  const keywords = ['write path one', 'write path two', 'write path three'];

  beforeAll(async () => {
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await createInstance(app, owner.token, { name: 'Writes', keywords, result_count: 20, competitor_domains: ['rival.io'], competitor_company_names: ['Rival'] });
    app.serper.setRankings(Object.fromEntries(keywords.map((keyword) => [keyword, Array.from({ length: 20 }, (_, i) => (i === 4 ? 'acme.com' : `site-${i + 1}.net`))])));
  });

  it('sends the claims, result rows and results pages of a run with their values as parameters: no keyword is written into their SQL', async () => {
    const sent = await statementsDuring(() => runOf(owner.token, instanceId));
    const writes = sent.filter((sql) => /claim_vendor_call|insert into (tracking_run_keyword_calls|tracking_results|serp_snapshots|serp_domains|serp_urls|serp_titles|serp_entries)\b/i.test(sql));
    // Two vendor pages a keyword at depth 20 (Serper pages by 10), the three keywords searched at once: their
    // requests are claimed a batch at a time (one statement for the first pages, one for the second at most, as
    // each keyword's second page waits for its first), and at least one batch of pages and rows is written.
    const claims = writes.filter((sql) => /claim_vendor_call|tracking_run_keyword_calls/.test(sql)).length;
    expect(claims).toBeGreaterThanOrEqual(2);
    expect(claims).toBeLessThan(keywords.length * 2);
    expect(writes.filter((sql) => /insert into tracking_results/i.test(sql)).length).toBeGreaterThan(0);
    expect(writes.filter((sql) => /insert into serp_snapshots/i.test(sql)).length).toBeGreaterThan(0);
    expect(writes.filter((sql) => keywords.some((keyword) => sql.includes(keyword)))).toEqual([]);
  });

  it('stores a batch of results pages in five statements however many pages it holds, and overwrites it with the pages alone', async () => {
    const runId = await runOf(owner.token, instanceId);
    const repository = new SerpSnapshotRepository(app.deps.orm.em.fork());
    const batch = ['batch one', 'batch two', 'batch three', 'batch four', 'batch five', 'batch six', 'batch seven', 'batch eight'].map((keyword) => pageOf(keyword, 30));
    expect(await statementsDuring(() => repository.store(runId, batch))).toHaveLength(5);
    // A retried step stores the same pages again: this process knows every dictionary value's id by now.
    const again = await statementsDuring(() => new SerpSnapshotRepository(app.deps.orm.em.fork()).store(runId, batch));
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/insert into serp_snapshots/);
    // A batch with one new URL asks for that URL alone (and its entry); the domain and title were known.
    const changed = pageOf('batch one', 30);
    changed.page.results[3] = { ...changed.page.results[3], url: `${changed.page.results[3].url}?moved` };
    const sent: unknown[][] = [];
    const query = jest.spyOn(Client.prototype, 'query');
    try {
      await new SerpSnapshotRepository(app.deps.orm.em.fork()).store(runId, [changed]);
      sent.push(...query.mock.calls.map(([first, values]) => (typeof first === 'string' ? (values as unknown[] | undefined) : (first as QueryConfig).values) ?? []));
    } finally {
      query.mockRestore();
    }
    expect(sent).toHaveLength(3);
    expect(JSON.parse(String(sent[0][0]))).toEqual([{ value: changed.page.results[3].url, domain_id: expect.any(Number) }]);
    expect(JSON.parse(String(sent[1][0]))).toHaveLength(1);
    expect(await new SerpSnapshotRepository(app.deps.orm.em.fork()).read(instanceId, 'batch one', 'desktop', runId)).toMatchObject({
      results: changed.page.results.map(({ position, url, title, type }) => ({ position, url, title, type })),
    });
    await repository.store(runId, batch);
    for (const { keyword, page } of [batch[0], batch[7]]) {
      const stored = await new SerpSnapshotRepository(app.deps.orm.em.fork()).read(instanceId, keyword, 'desktop', runId);
      expect(stored).toMatchObject({
        runId,
        results: page.results.map(({ position, url, title, type }) => ({ position, url, title, type })),
        features: page.features.map(({ type, domain }) => ({ type, domain })),
      });
    }
  });

  it('finds the ids of dictionary values another transaction added while the batch was being stored', async () => {
    // PGlite runs one transaction at a time: no other can hold a value back.
    if (!database.url) return;
    const runId = await runOf(owner.token, instanceId);
    const other = new Client({ connectionString: database.url });
    await other.connect();
    try {
      // The other transaction adds a domain the batch has, and commits only once the batch's insert waits for it.
      await other.query('begin');
      await other.query("insert into serp_domains (domain) values ('raced-3.example')");
      const stored = new SerpSnapshotRepository(app.deps.orm.em.fork()).store(runId, [pageOf('raced keyword', 5, 'raced')]);
      // Asked on another connection: inside its transaction, `other` would see the activity of its first look only.
      await waitFor(async () => {
        const waiting = await app.deps.orm.em.fork().getConnection().execute("select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%insert into serp_domains%'");
        return waiting.length > 0 ? true : undefined;
      });
      await other.query('commit');
      await stored;
    } finally {
      await other.end();
    }
    const page = await new SerpSnapshotRepository(app.deps.orm.em.fork()).read(instanceId, 'raced keyword', 'desktop', runId);
    expect(page?.results.map((result) => result.url)).toEqual(pageOf('raced keyword', 5, 'raced').page.results.map((result) => result.url));
    const [domain] = await app.deps.orm.em.fork().getConnection().execute<{ domain: string }[]>(
      "select d.domain from serp_urls u join serp_domains d on d.id = u.domain_id where u.url = 'https://raced-3.example/raced%20keyword'",
    );
    expect(domain).toEqual({ domain: 'raced-3.example' });
  });
});
