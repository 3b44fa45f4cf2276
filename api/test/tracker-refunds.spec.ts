import { randomUUID } from 'node:crypto';
import { User } from '../src/modules/auth/user.entity';
import type { JobRunner } from '../src/modules/jobs/job-runner';
import { createServices } from '../src/app/services';
import { graphql, request } from './support/http';
import { ADMIN } from './support/test-app';
import { ENGINES } from './support/engine-app';
import { useTrackerEngine } from './support/tracker-engine';
import { inPersonalWorkspace } from './support/viewer';

// A run spends one tracking credit per keyword under its job's id; one that fails or is cancelled
// gives back the credits of the keywords it did not check.
describe.each(ENGINES)('tracker run refunds: %s', (kind) => {
  const engine = useTrackerEngine(kind);

  afterEach(() => engine.serper.setLatency(0));

  async function start(keywordCount: number): Promise<{ instanceId: string; jobId: string }> {
    const keywords = Array.from({ length: keywordCount }, (_, i) => `refund ${randomUUID().slice(0, 6)} ${i}`);
    const instanceId = await engine.createInstance({ name: 'Refunds', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords, result_count: 10 });
    return { instanceId, jobId: await engine.startRun(instanceId) };
  }

  /** Credits the job spent and got back, from the ledger's entries under its id. */
  async function ledger(jobId: string) {
    const rows = await engine.app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ reason: string; change: number }[]>("select reason, change from credit_entries where reference = ? and kind = 'tracking' order by created_at", [jobId]);
    return rows.map((row) => ({ reason: row.reason, change: Number(row.change) }));
  }

  async function checkedKeywords(instanceId: string): Promise<number> {
    const [row] = await engine.app.deps.orm.em.fork().getConnection().execute<{ n: number | string }[]>('select count(distinct keyword) as n from tracking_results where instance_id = ?', [instanceId]);
    return Number(row.n);
  }

  it('refunds the keywords a failed run did not check', async () => {
    // A rejected API key fails the run before any keyword is checked.
    engine.serper.failNext(100, 401);
    const { instanceId, jobId } = await start(3);
    try {
      expect(await engine.finished(jobId)).toMatchObject({ status: 'failed' });
    } finally {
      engine.serper.failNext(0, 401);
    }
    expect(await checkedKeywords(instanceId)).toBe(0);
    expect(await ledger(jobId)).toEqual([
      { reason: 'spend', change: -3 },
      { reason: 'refund', change: 3 },
    ]);
  });

  it('refunds the keywords a cancelled run did not check, and keeps and shows the ones it did', async () => {
    const KEYWORDS = 200;
    // Slow enough answers, and enough keywords, that the cancel (through Temporal, on a busy machine) arrives while
    // keywords are left: 25 rounds of 8 requests at 600 ms give it 15 s. 40 keywords (3 s) were checked whole under load.
    engine.serper.setLatency(600);
    const before = engine.serper.requests.length;
    const { instanceId, jobId } = await start(KEYWORDS);
    // The 9th request goes out once the first of the 8 in flight has been answered.
    await engine.serper.waitForRequests(before + 9);
    const cancel = await graphql(engine.app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: jobId }, engine.token);
    expect(cancel.errors).toBeUndefined();
    expect(await engine.finished(jobId)).toMatchObject({ status: 'cancelled' });
    const checked = await checkedKeywords(instanceId);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThan(KEYWORDS);
    expect(await ledger(jobId)).toEqual([
      { reason: 'spend', change: -KEYWORDS },
      { reason: 'refund', change: KEYWORDS - checked },
    ]);
    // What was paid for is there to see: the latest results, the history and the instance's last run.
    const keywordsIn = (rows: { keyword: string }[]) => new Set(rows.map((row) => row.keyword)).size;
    const latest = await request<{ keyword: string; created_at: string }[]>(engine.app.url, 'GET', `/api/instances/${instanceId}/latest`, { token: engine.token });
    expect(keywordsIn(latest.body)).toBe(checked);
    const history = await request<{ keyword: string }[]>(engine.app.url, 'GET', `/api/instances/${instanceId}/results`, { token: engine.token });
    expect(keywordsIn(history.body)).toBe(checked);
    const instances = await request<{ id: string; last_run: string }[]>(engine.app.url, 'GET', '/api/instances', { token: engine.token });
    // The instance's last run is the cancelled one, whose time its results carry.
    expect(instances.body.find((instance) => instance.id === instanceId)?.last_run).toBe(latest.body[0].created_at);
  });

  it('gives nothing back for a run that checked every keyword', async () => {
    const { jobId } = await start(2);
    expect(await engine.finished(jobId)).toMatchObject({ status: 'succeeded' });
    expect(await ledger(jobId)).toEqual([{ reason: 'spend', change: -2 }]);
  });

  it('fails and refunds a run no runner would start, never leaving it queued', async () => {
    const instanceId = await engine.createInstance({ name: 'Unstarted', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: ['a', 'b'], result_count: 10 });
    const em = engine.app.deps.orm.em.fork();
    // The app's runner, except that starting a job fails (say, Temporal cannot be reached).
    const unreachable: JobRunner = Object.assign(Object.create(engine.app.deps.jobRunner) as JobRunner, { start: () => Promise.reject(new Error('runner unreachable')) });
    const services = createServices({ ...engine.app.deps, jobRunner: unreachable }, em);
    const admin = inPersonalWorkspace(await em.findOneOrFail(User, { email: ADMIN.email }));
    await expect(services.trackerRunStarts.startRun(admin, instanceId)).rejects.toThrow('runner unreachable');
    const [job] = await engine.app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; status: string; error: string }[]>("select id, status, error from jobs where subject_id = ? and kind = 'tracker-run'", [instanceId]);
    expect(job).toMatchObject({ status: 'failed', error: 'Run failed' });
    expect(await ledger(job.id)).toEqual([
      { reason: 'spend', change: -2 },
      { reason: 'refund', change: 2 },
    ]);
  });

  it('refunds a run cancelled while no runner holds it (still queued)', async () => {
    const instanceId = await engine.createInstance({ name: 'Queued', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: ['a', 'b', 'c'], result_count: 10 });
    const em = engine.app.deps.orm.em.fork();
    // The app's runner, except that it holds no job: a started job stays queued, as behind a full in-process queue.
    const idle: JobRunner = Object.assign(Object.create(engine.app.deps.jobRunner) as JobRunner, {
      start: () => Promise.resolve(),
      cancel: () => Promise.resolve('not-running' as const),
    });
    const services = createServices({ ...engine.app.deps, jobRunner: idle }, em);
    const admin = inPersonalWorkspace(await em.findOneOrFail(User, { email: ADMIN.email }));
    const job = await services.trackerRunStarts.startRun(admin, instanceId);
    expect(job.status).toBe('queued');
    expect(await services.jobs.cancel(admin, job.id)).toMatchObject({ status: 'cancelled' });
    expect(await ledger(job.id)).toEqual([
      { reason: 'spend', change: -3 },
      { reason: 'refund', change: 3 },
    ]);
  });
});
