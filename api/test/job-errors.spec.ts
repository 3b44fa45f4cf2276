import { ENGINES } from './support/engine-app';
import { useTrackerEngine } from './support/tracker-engine';

// What a job's error may say: messages written for users pass, anything else is replaced.
describe.each(ENGINES)('job errors shown to users: %s', (kind) => {
  const engine = useTrackerEngine(kind);

  async function runOf(keyword: string): Promise<{ instanceId: string; run: () => Promise<{ status: string; error: string | null }> }> {
    const instanceId = await engine.createInstance({ name: 'Errors', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: [keyword], result_count: 10 });
    return { instanceId, run: async () => engine.finished(await engine.startRun(instanceId)) };
  }

  it('ends a job that failed on an unexpected error with "Run failed", never the error’s own text', async () => {
    const { instanceId, run } = await runOf('internal failure');
    // A database error whose text is for operators only, raised when the run stores its results.
    const connection = engine.app.deps.orm.em.fork().getConnection();
    await connection.execute(`create or replace function fail_for_instance() returns trigger language plpgsql as $$
      begin raise exception 'internal detail: relation secret_table, host db-7.internal'; end $$`);
    await connection.execute(`create trigger fail_results before insert on tracking_results for each row when (new.instance_id = '${instanceId}') execute function fail_for_instance()`);
    try {
      const job = await run();
      expect(job).toMatchObject({ status: 'failed', error: 'Run failed' });
    } finally {
      await connection.execute('drop trigger fail_results on tracking_results');
    }
  }, 60_000);

  it('keeps a message written for users', async () => {
    const { run } = await runOf('rejected key');
    engine.serper.failNext(1, 401);
    expect(await run()).toMatchObject({ status: 'failed', error: 'Serper rejected the API key. Check SERPER_API_KEY.' });
  });
});
