import { readFileSync } from 'node:fs';
import { createInstance, createUser } from './support/factories';
import { signal } from './support/signal';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

/** The longest any request of one user may keep /healthz waiting. */
const MAX_HEALTH_GAP_MS = 100;
/** Answers to /healthz before the work starts, so the poller (and its keep-alive socket) is warm. */
const WARM_ANSWERS = 3;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * Asks /healthz again 10 ms after each answer while `work` runs, and returns what `work` gave and
 * the longest time between two answers that this process's main thread spent working (the app runs
 * here: a blocked event loop holds both). A gap counts for the CPU time the main thread used in it, at
 * most its length: on a machine shared with other test runs the process also waits for a core, and
 * V8's collector threads work beside the event loop without holding it; neither is the app's stall. The work is done again (up to 3 times) until one run stays under the limit; a stall
 * the request causes shows in every run.
 */
async function whileHealthIsPolled<T>(work: () => Promise<T>): Promise<{ result: T; worstGapMs: number }> {
  let best = await pollDuring(work);
  for (let attempt = 1; attempt < 3 && best.worstGapMs >= MAX_HEALTH_GAP_MS; attempt++) {
    const again = await pollDuring(work);
    if (again.worstGapMs < best.worstGapMs) best = again;
  }
  return best;
}

/** Linux counts each thread's time on a core in nanoseconds; the main thread's id is the process id. */
const MAIN_THREAD_SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

/** CPU milliseconds of the main thread, or of the whole process where the kernel does not tell them apart. */
const cpuMs = (): number => {
  try {
    return Number(readFileSync(MAIN_THREAD_SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
};

async function pollDuring<T>(work: () => Promise<T>): Promise<{ result: T; worstGapMs: number }> {
  let running = true;
  let worstGapMs = 0;
  let answers = 0;
  const warm = signal();
  const poller = (async () => {
    let last = { wall: performance.now(), cpu: cpuMs() };
    while (running) {
      // A keep-alive socket the app dropped while it was stalled fails once; only answers count.
      const answered = await fetch(`${app.url}/healthz`)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      if (!answered) continue;
      const now = { wall: performance.now(), cpu: cpuMs() };
      worstGapMs = Math.max(worstGapMs, Math.min(now.wall - last.wall, now.cpu - last.cpu));
      last = now;
      if (++answers === WARM_ANSWERS) warm.resolve();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  // A few answers first, so the poller is warm before the work starts.
  await warm.promise;
  try {
    const result = await work();
    return { result, worstGapMs };
  } finally {
    running = false;
    await poller;
  }
}

/** About 950 KB of CSV: mostly good lines, every tenth a repeat and every tenth without a keyword. */
function bigImport(): string {
  const lines = ['keyword,tags,target url,device'];
  let size = lines[0].length;
  for (let n = 0; size < 950_000; n++) {
    const line = n % 10 === 3 ? `keyword ${n - 1},again,,` : n % 10 === 7 ? ',orphan tag,,' : `keyword ${n},core;money,https://example.com/page-${n},mobile`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

const article = (chars: number) => `# Running shoes\n\n${'Good running shoes make running easy, and the fit matters most of all. '.repeat(Math.ceil(chars / 70))}`.slice(0, chars);

describe('one user’s big request does not hold the others', () => {
  it('refuses many aliases of an expensive field over one big variable, without a stall', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools'] });
    const text = bigImport();
    const aliases = Array.from({ length: 10 }, (_, index) => `p${index}: previewKeywordImport(instanceId: $id, text: $text) { added }`).join(' ');
    const { result, worstGapMs } = await whileHealthIsPolled(() => graphql(app.url, `query($id: ID!, $text: String!) { ${aliases} }`, { id, text }, owner.token));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Too many expensive fields: previewKeywordImport is asked for 10 times; a document may ask for one field that reads a large input, once.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(worstGapMs).toBeLessThan(MAX_HEALTH_GAP_MS);
  }, 120_000);

  it('refuses two different expensive fields in one document', async () => {
    const owner = await createUser(app);
    const result = await graphql(
      app.url,
      'query($text: String!) { contentScore(keyword: "shoes", text: $text) { score } bulkKeywordsPreview(text: $text) { count } }',
      { text: 'shoes' },
      owner.token,
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toBe('Too many expensive fields: contentScore and bulkKeywordsPreview are asked for; a document may ask for one field that reads a large input, once.');
  });

  it('scores a 199,000-character text, and many aliases of it are refused, without a stall', async () => {
    const owner = await createUser(app);
    const text = article(199_000);
    const single = await whileHealthIsPolled(() => graphql(app.url, 'query($text: String!) { contentScore(keyword: "running shoes", text: $text) { score wordCount } }', { text }, owner.token));
    expect(single.result.errors).toBeUndefined();
    expect(single.result.data.contentScore.wordCount).toBeGreaterThan(25_000);
    expect(single.worstGapMs).toBeLessThan(MAX_HEALTH_GAP_MS);

    const aliases = Array.from({ length: 30 }, (_, index) => `s${index}: contentScore(keyword: "running shoes", text: $text) { score }`).join(' ');
    const many = await whileHealthIsPolled(() => graphql(app.url, `query($text: String!) { ${aliases} }`, { text }, owner.token));
    expect(many.result.status).toBe(400);
    expect(many.result.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(many.worstGapMs).toBeLessThan(MAX_HEALTH_GAP_MS);
  }, 120_000);

  it('previews a ~950 KB import over REST with counts and a bounded sample, five at once, without a stall', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['keyword 0'] });
    const text = bigImport();
    const preview = () => request(app.url, 'POST', `/api/instances/${id}/keywords/import?preview=1`, { token: owner.token, rawBody: text, headers: { 'content-type': 'text/csv' } });

    const single = await whileHealthIsPolled(async () => {
      const started = performance.now();
      const response = await preview();
      return { response, size: JSON.stringify(response.body).length, ms: performance.now() - started };
    });
    const { response, size } = single.result;
    expect(response.status).toBe(200);
    const lines = text.split('\n').length - 1;
    const repeats = Math.floor((lines + 6) / 10);
    const orphans = Math.floor((lines + 2) / 10);
    expect(response.body).toMatchObject({ added: lines - repeats - orphans - 1, updated: 1, duplicates: repeats, invalid: orphans, keywordsAfter: lines - repeats - orphans });
    expect(response.body.problem).toBe('Track at most 1,000 keywords per instance on your plan.');
    // The first lines of each kind, with their line numbers and why: never the whole file echoed back.
    expect(size).toBeLessThan(20_000);
    expect(response.body.lines[0]).toEqual({ line: 2, keyword: 'keyword 0', tags: ['core', 'money'], targetUrl: 'https://example.com/page-0', device: 'mobile', status: 'update', message: 'Already tracked: its tags, target URL and device are replaced.' });
    expect(response.body.lines.find((line: { status: string }) => line.status === 'duplicate')).toMatchObject({ line: 5, keyword: 'keyword 2', message: 'Repeats line 4.' });
    expect(response.body.lines.find((line: { status: string }) => line.status === 'invalid')).toMatchObject({ line: 9, message: 'The keyword is missing.' });
    expect(single.worstGapMs).toBeLessThan(MAX_HEALTH_GAP_MS);

    const parallel = await whileHealthIsPolled(() => Promise.all(Array.from({ length: 5 }, preview)));
    expect(parallel.result.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(parallel.worstGapMs).toBeLessThan(MAX_HEALTH_GAP_MS);
  }, 180_000);
});
