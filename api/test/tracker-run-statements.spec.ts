import pg from 'pg';
import { useTrackerEngine } from './support/tracker-engine';

const KEYWORDS = Array.from({ length: 24 }, (_, i) => `statement keyword ${i + 1}`);

/** The SQL of every statement the app sends while `work` runs, as the driver is asked to send it. */
async function statementsDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const send = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    sent.push(typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? ''));
    return send.apply(this, args);
  };
  try {
    await work();
    return sent;
  } finally {
    prototype.query = send;
  }
}

describe('the statements of a tracker run', () => {
  const engine = useTrackerEngine('in-process');

  it('records the vendor requests searched at the same time together: fewer statements than requests, every request counted', async () => {
    const instanceId = await engine.createInstance({ name: 'Statements', user_domain: 'acme.com', user_company_name: 'Acme', keywords: KEYWORDS, result_count: 10 });
    let jobId = '';
    const statements = await statementsDuring(async () => {
      jobId = await engine.startRun(instanceId);
      const job = await engine.finished(jobId);
      expect(job.status).toBe('succeeded');
    });
    const claims = statements.filter((sql) => /insert into tracking_run_keyword_calls/i.test(sql));
    const connection = engine.app.deps.orm.em.fork().getConnection();
    const [run] = await connection.execute<{ vendor_calls: number }[]>('select vendor_calls from tracking_runs where job_id = ?', [jobId]);
    const calls = await connection.execute<{ calls: number }[]>('select c.calls from tracking_run_keyword_calls c join tracking_runs r on r.id = c.run_id where r.job_id = ?', [jobId]);
    expect(run.vendor_calls).toBe(KEYWORDS.length);
    expect(calls.map((row) => Number(row.calls))).toEqual(KEYWORDS.map(() => 1));
    // One statement a request before; the 8 searches a step starts at once share at least one.
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.length).toBeLessThanOrEqual(KEYWORDS.length - 7);
  }, 60_000);
});
