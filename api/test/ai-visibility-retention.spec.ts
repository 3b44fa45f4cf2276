import { Client, Connection } from '@temporalio/client';
import { passScheduleId } from '../src/app/periodic-passes';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { sandboxBrandOf, sandboxCandidatesOf } from '../src/modules/ai-visibility/engines/sandbox.engine';
import { createUser, jobFinished, waitFor } from './support/factories';
import { request } from './support/http';

// Stored answers past AI_ANSWERS_RETENTION_DAYS are deleted by the ai-answer-retention pass (in process: its
// timer; on Temporal: its Schedule). A run whose answers are gone keeps its counts and says its figures are gone.

const PROJECTS = '/api/ai-visibility/projects';
const PROMPTS = ['best seo tools', 'rank tracking software'];
// Every site the sandbox may name for these prompts is a competitor, so every run has mentions to count. (With a
// single one of them among the competitors, the four answers that could name it missed it 1 run in 25.)
const CANDIDATES = [...new Set(PROMPTS.flatMap((prompt) => sandboxCandidatesOf(prompt, 'us')))].filter((domain) => domain !== 'moz.com');
const PROJECT = {
  name: 'Kept answers',
  brand: { name: 'Moz', domains: ['moz.com'] },
  competitors: CANDIDATES.map((domain) => ({ name: sandboxBrandOf(domain), domains: [domain] })),
  country: 'us',
  prompts: PROMPTS,
  surfaces: ['chatgpt', 'perplexity'],
  samples: 2,
};
const PLANNED = 2 * 2 * 2;

describe.each(ENGINES)('AI answer retention: %s', (engine) => {
  let app: EngineApp;
  beforeAll(async () => {
    app = await startEngineApp(engine, { AI_ANSWERS_RETENTION_DAYS: '30', SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000) });
  }, 120_000);
  afterAll(() => app.close());

  const sql = async <T = unknown>(query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;

  /** One run of the pass, as its timer (in process) or its Schedule (Temporal) starts it. */
  async function runRetentionPass(runId: string): Promise<void> {
    if (engine === 'in-process') return app.deps.passes!.run('ai-answer-retention');
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    try {
      await new Client({ connection }).schedule.getHandle(passScheduleId('ai-answer-retention', app.deps.config.temporal!.taskQueue)).trigger();
    } finally {
      await connection.close();
    }
    await waitFor(async () => (await sql<{ gone: boolean }[]>('select answers_deleted_at is not null as gone from ai_visibility_runs where id = ?', [runId]))[0]?.gone || undefined, 30_000);
  }

  it('deletes the answers of runs older than the retention, keeps their counts, and their figures say the answers are gone', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: PROJECT });
    const id = created.body.id as string;
    const runOnce = async (daysAgo: number) => {
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
      expect(await jobFinished(app, started.body.jobId as string, 90_000)).toMatchObject({ status: 'succeeded' });
      await sql(`update ai_visibility_runs set created_at = now() - interval '${daysAgo} days' where id = ?`, [started.body.runId]);
      return started.body.runId as string;
    };
    const old = await runOnce(31);
    const kept = await runOnce(29);
    const before = await request(app.url, 'GET', `${PROJECTS}/${id}/summary?run=${old}`, { token: user.token });
    expect(before.body).toMatchObject({ answersKept: true, checked: PLANNED });

    await runRetentionPass(old);

    const runs = await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(runs.body).toEqual([
      expect.objectContaining({ id: kept, status: 'succeeded', samplesChecked: PLANNED, vendorCalls: PLANNED, answersKept: true }),
      expect.objectContaining({ id: old, status: 'succeeded', samplesPlanned: PLANNED, samplesChecked: PLANNED, samplesFailed: 0, vendorCalls: PLANNED, answersKept: false }),
    ]);
    expect(await sql<{ run_id: string; n: number }[]>('select run_id, count(*)::int as n from ai_visibility_samples where project_id = ? group by run_id', [id])).toEqual([{ run_id: kept, n: PLANNED }]);

    const gone = await request(app.url, 'GET', `${PROJECTS}/${id}/summary?run=${old}`, { token: user.token });
    expect(gone.body).toMatchObject({ runId: old, answersKept: false, checked: 0, notice: expect.stringMatching(/^Answers no longer kept/), topDomains: [], topPages: [] });
    for (const brand of gone.body.brands) expect(brand.mentionRate).toMatchObject({ value: null, n: 0 });
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}/answers?run=${old}`, { token: user.token })).body).toEqual([]);

    // The newest run's figures stand, compared with the old run's counts, which were stored when it ended and
    // outlive its answers (the answers are gone, not what was counted from them).
    const newest = await request(app.url, 'GET', `${PROJECTS}/${id}/summary`, { token: user.token });
    expect(newest.body).toMatchObject({ runId: kept, answersKept: true, notice: null, checked: PLANNED });
    const previousValues = new Map<string, number>(before.body.brands.map((brand: { name: string; mentionRate: { value: number } }) => [brand.name, brand.mentionRate.value]));
    expect(Math.max(...previousValues.values())).toBeGreaterThan(0);
    for (const brand of newest.body.brands) expect(brand.mentionChange).toMatchObject({ previousValue: previousValues.get(brand.name) });

    // Again: nothing left to delete, the kept counts unchanged.
    if (engine === 'in-process') {
      await app.deps.passes!.run('ai-answer-retention');
      expect((await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body[1]).toMatchObject({ samplesChecked: PLANNED, answersKept: false });
    }
  }, 180_000);
});
