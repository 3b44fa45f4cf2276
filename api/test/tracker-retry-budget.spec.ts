import { ENGINES } from './support/engine-app';
import { useTrackerEngine } from './support/tracker-engine';
import { trackerRepositoriesOn } from '../src/modules/tracker/tracker.factory';

// 50 results for the keyword, none of them the tracked domain: a depth-50 run reads all 5 pages.
const HOSTS = Array.from({ length: 50 }, (_, i) => `result-${i + 1}.example.net`);

describe.each(ENGINES)('one retry budget per keyword: %s', (kind) => {
  // Short waits between a failing request's tries: the budget counts requests, not time.
  const DEEP_KEYWORDS = ['deep keyword', 'deep keyword two', 'deep keyword three', 'deep keyword four'];
  const engine = useTrackerEngine(kind, { rankings: Object.fromEntries(DEEP_KEYWORDS.map((keyword) => [keyword, HOSTS])) }, { SERP_RETRY_BASE_MS: '20' });

  async function run(keyword: string, resultCount: number) {
    const instanceId = await engine.createInstance({ name: 'Budget', user_domain: 'acme.com', user_company_name: 'Acme', keywords: [keyword], result_count: resultCount });
    const jobId = await engine.startRun(instanceId);
    const job = await engine.finished(jobId);
    const connection = engine.app.deps.orm.em.fork().getConnection();
    const [usage] = await connection.execute<{ vendor_calls: number; pages_fetched: number }[]>('select vendor_calls, pages_fetched from tracking_runs where job_id = ?', [jobId]);
    const calls = await connection.execute<{ keyword: string; calls: number }[]>(
      'select c.keyword, c.calls from tracking_run_keyword_calls c join tracking_runs r on r.id = c.run_id where r.job_id = ?',
      [jobId],
    );
    const keywordCalls = Object.fromEntries(calls.map((row) => [row.keyword, Number(row.calls)]));
    return { job, usage: { vendorCalls: usage.vendor_calls, pagesFetched: usage.pages_fetched, keywordCalls } };
  }

  it('sends a one-page keyword at most 4 times in all when the vendor keeps failing (12 before)', async () => {
    const before = engine.serper.requests.length;
    engine.serper.failNext(1_000, 500);
    try {
      const { job, usage } = await run('always failing', 10);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/Gave up on "always failing": its requests to the search provider are used up/);
      expect(engine.serper.requests.length - before).toBe(4);
      expect(usage).toEqual({ vendorCalls: 4, pagesFetched: 0, keywordCalls: { 'always failing': 4 } });
    } finally {
      engine.serper.failNext(0, 500);
    }
  }, 60_000);

  it('carries a keyword’s failed tries into the step’s retry, and spends none on the pages it reads', async () => {
    const before = engine.serper.requests.length;
    // The first try of page 1 and the SERP client's 2 retries fail, so the step fails and is
    // retried; the retry has one unanswered request left, and the 5 pages it reads spend none of it.
    engine.serper.failNext(3, 500);
    const { job, usage } = await run('deep keyword', 50);
    expect(job.error).toBeNull();
    expect(job.status).toBe('succeeded');
    expect(engine.serper.requests.slice(before).map((r) => r.page)).toEqual([1, 1, 1, 1, 2, 3, 4, 5]);
    expect(usage).toEqual({ vendorCalls: 8, pagesFetched: 5, keywordCalls: { 'deep keyword': 8 } });
  }, 60_000);

  it('claims the requests of several deep keywords a batch at a time, each keyword within its own budget', async () => {
    const before = engine.serper.requests.length;
    const instanceId = await engine.createInstance({ name: 'Batches', user_domain: 'acme.com', user_company_name: 'Acme', keywords: DEEP_KEYWORDS, result_count: 50 });
    const jobId = await engine.startRun(instanceId);
    expect((await engine.finished(jobId)).status).toBe('succeeded');
    const em = engine.app.deps.orm.em.fork();
    const [run] = await em.getConnection().execute<{ id: string; vendor_calls: number }[]>('select id, vendor_calls from tracking_runs where job_id = ?', [jobId]);
    // Five pages a keyword, every request claimed and none refused.
    expect(engine.serper.requests.length - before).toBe(20);
    expect(run.vendor_calls).toBe(20);

    // A batch as the run's searches send it: a keyword whose unanswered requests reached the limit is
    // refused, the others are recorded; the same keyword twice counts twice.
    const results = trackerRepositoriesOn(em).results;
    await expect(results.claimVendorCalls(run.id, 'desktop', [{ keyword: 'new one', answered: 0 }, { keyword: 'new one', answered: 0 }], 2)).resolves.toEqual([true, true]);
    const claimed = await results.claimVendorCalls(
      run.id,
      'desktop',
      [
        { keyword: 'new one', answered: 0 },
        { keyword: 'deep keyword', answered: 0 },
        { keyword: 'other', answered: 0 },
      ],
      2,
    );
    expect(claimed).toEqual([false, true, true]);
    const [after] = await em.getConnection().execute<{ vendor_calls: number }[]>('select vendor_calls from tracking_runs where id = ?', [run.id]);
    expect(after.vendor_calls).toBe(24);
  }, 60_000);

  it('gives a deep keyword up at its 4th failed request, across both levels (pages + 3 = 8 requests before)', async () => {
    const before = engine.serper.requests.length;
    engine.serper.failNext(4, 500);
    const { job, usage } = await run('deep keyword', 50);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/Gave up on "deep keyword": its requests to the search provider are used up/);
    expect(engine.serper.requests.slice(before).map((r) => r.page)).toEqual([1, 1, 1, 1]);
    expect(usage).toEqual({ vendorCalls: 4, pagesFetched: 0, keywordCalls: { 'deep keyword': 4 } });
  }, 60_000);
});
