import { randomUUID } from 'node:crypto';
import { ENGINES } from './support/engine-app';
import { graphql } from './support/http';
import { useTrackerEngine } from './support/tracker-engine';

// A keyword whose search fails for good does not end its run: the other keywords are still checked,
// the failed one is "not checked" (refunded), and the run ends partial.
describe.each(ENGINES)('a keyword that fails for good: %s', (kind) => {
  // One step at a time, so a run that stopped at the first failed step would leave the later ones unchecked.
  const engine = useTrackerEngine(kind, {}, { TRACKER_RUN_CONCURRENCY: '1' });

  it('checks every other keyword of the run, leaves that one not checked and refunded, and ends the run partial', async () => {
    const tag = randomUUID().slice(0, 6);
    // 130 one-page keywords: three steps of 64, 64 and 2; the failing keyword is in the first.
    const keywords = Array.from({ length: 130 }, (_, i) => `partial ${tag} ${String(i).padStart(3, '0')}`);
    const broken = keywords[0];
    engine.serper.failKeyword(broken, 400);
    const instanceId = await engine.createInstance({ name: 'Partial', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords, result_count: 10 });
    const jobId = await engine.startRun(instanceId);
    const job = await engine.finished(jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/1 of 130 keywords could not be checked/);

    const em = engine.app.deps.orm.em.fork();
    const connection = em.getConnection();
    const [run] = await connection.execute<{ status: string; keywords_checked: number }[]>('select status, keywords_checked from tracking_runs where job_id = ?', [jobId]);
    expect({ status: run.status, checked: Number(run.keywords_checked) }).toEqual({ status: 'partial', checked: 129 });
    const searched = await connection.execute<{ keyword: string }[]>('select distinct keyword from tracking_results where instance_id = ? order by keyword', [instanceId]);
    expect(searched.map((row) => row.keyword)).toEqual(keywords.slice(1));
    // One request for the keyword that failed: a refused query is not sent again.
    expect(engine.serper.requests.filter((request) => request.q === broken)).toHaveLength(1);
    const ledger = await connection.execute<{ reason: string; change: number }[]>("select reason, change from credit_entries where reference = ? and kind = 'tracking' order by created_at", [jobId]);
    expect(ledger.map((row) => ({ reason: row.reason, change: Number(row.change) }))).toEqual([
      { reason: 'spend', change: -130 },
      { reason: 'refund', change: 1 },
    ]);

    const table = await graphql(
      engine.app.url,
      'query($id: ID!, $q: String) { trackerKeywordTable(instanceId: $id, search: $q) { runStatus rows { keyword positions { domain position } } } }',
      { id: instanceId, q: broken },
      engine.token,
    );
    expect(table.errors).toBeUndefined();
    expect(table.data.trackerKeywordTable).toEqual({ runStatus: 'PARTIAL', rows: [{ keyword: broken, positions: [{ domain: 'filler-2.example.net', position: null }] }] });
  }, 120_000);
});
