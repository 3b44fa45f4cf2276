import { randomUUID } from 'node:crypto';
import { CreditKind } from '../src/modules/plans/credit-kind';
import type { Job } from '../src/modules/jobs/job.entity';
import { createServices } from '../src/app/services';
import { ENGINES } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { startLlmServer, type LlmServer } from './support/llm-server';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }';
const CAP_MESSAGE = 'You already have 3 article jobs in progress. Wait for one to finish or cancel it.';
jest.setTimeout(120_000);

// Article jobs are long (minutes of writing each) and tracker runs mostly short: one user's articles
// are capped, and neither kind of job waits for the other's to end, on both runners.
describe.each(ENGINES)('fair job scheduling: %s', (engine) => {
  let llm: LlmServer;
  let serper: SerperServer;
  let app: SerperApp;

  beforeAll(async () => {
    llm = await startLlmServer();
    app = await startSerperApp({
      engine,
      serper: { latencyMs: 10 },
      env: {
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_MODEL: 'test-model',
        LLM_MAX_RETRIES: '0',
        // Held answers must not time out while a test looks at the queue.
        LLM_TIMEOUT_MS: '300000',
        // More article steps at once than a worker's article and tracker slots together.
        ARTICLE_CONCURRENCY: '4',
      },
    });
    serper = app.serper;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await llm?.close();
  });

  const keywordsOf = (count: number) => Array.from({ length: count }, (_, i) => `fair ${randomUUID().slice(0, 6)} ${i}`);
  const generate = (token: string, keywords: string[]) => graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keywords.join(', '), keywords } }, token);
  const services = () => createServices(app.deps, app.deps.orm.em.fork());
  const finished = (jobId: string, timeoutMs?: number) => jobFinished(app, jobId, timeoutMs);
  const jobOf = (jobId: string): Promise<Job> => services().jobs.getJobOrFail(jobId);

  /** Cancels the jobs (each with its owner's token), lets the model answer again and waits until they have ended. */
  async function cancelAll(jobs: Iterable<[jobId: string, token: string]>, release: () => void): Promise<void> {
    const ids: string[] = [];
    for (const [id, token] of jobs) {
      expect((await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id }, token)).errors).toBeUndefined();
      ids.push(id);
    }
    release();
    for (const id of ids) expect((await finished(id)).finished).toBe(true);
  }

  it('takes 3 of 5 parallel article jobs of one user and refuses the others with 429, spending nothing for them', async () => {
    const release = llm.hold();
    const user = await createUser(app, { plan: 'pro' });
    const results = await Promise.all(Array.from({ length: 5 }, () => generate(user.token, keywordsOf(12))));
    const accepted = results.filter((result) => !result.errors).map((result) => result.data.generateArticles.id as string);
    const refused = results.filter((result) => result.errors);
    try {
      expect(accepted).toHaveLength(3);
      expect(refused).toHaveLength(2);
      for (const result of refused) expect(result.errors?.[0]).toMatchObject({ message: CAP_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(await request(app.url, 'POST', '/api/generate-article', { token: user.token, body: { business: 'A roastery', keyword: 'coffee' } })).toMatchObject({
        status: 429,
        body: { error: CAP_MESSAGE },
      });
      const usage = await services().credits.usage(await services().auth.findUserOrFail(user.id));
      expect(usage.find((row) => row.kind === CreditKind.ARTICLES)!.used).toBe(36);
    } finally {
      await cancelAll(accepted.map((id) => [id, user.token] as [string, string]), release);
    }
    // A job that has ended frees its place.
    expect((await generate(user.token, keywordsOf(1))).errors).toBeUndefined();
  });

  it('counts a user’s article jobs apart from their tracker runs: 3 of one and 10 of the other at once', async () => {
    const releaseWriters = llm.hold();
    const releaseSearches = serper.hold();
    const user = await createUser(app, { plan: 'pro' });
    const active: [string, string][] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const result = await generate(user.token, keywordsOf(2));
        expect(result.errors).toBeUndefined();
        active.push([result.data.generateArticles.id as string, user.token]);
      }
      for (let i = 0; i < 10; i++) {
        const created = await request(app.url, 'POST', '/api/instances', {
          token: user.token,
          body: { name: `Runs ${i}`, user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: keywordsOf(1), result_count: 10 },
        });
        const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, user.token);
        expect(started.errors).toBeUndefined();
        active.push([started.data.runTrackingInstance.id as string, user.token]);
      }
    } finally {
      await cancelAll(active, () => {
        releaseWriters();
        releaseSearches();
      });
    }
  });

  it('runs a third user’s short tracker run while two users’ long article jobs hold the writers', async () => {
    const release = llm.hold();
    const writers = [await createUser(app, { plan: 'pro' }), await createUser(app, { plan: 'pro' })];
    const articleJobs = new Map<string, string>();
    try {
      for (const writer of writers) {
        for (let i = 0; i < 3; i++) {
          const result = await generate(writer.token, keywordsOf(12));
          expect(result.errors).toBeUndefined();
          articleJobs.set(result.data.generateArticles.id as string, writer.token);
        }
      }
      // Articles are being written (their outlines asked for, and held) before the run is asked for.
      await llm.waitForRequests(8, /^Plan an SEO article/);

      const tracker = await createUser(app, { plan: 'pro' });
      const created = await request(app.url, 'POST', '/api/instances', {
        token: tracker.token,
        body: { name: 'Fair', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: keywordsOf(10), result_count: 10 },
      });
      expect(created.status).toBe(201);
      const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, tracker.token);
      expect(started.errors).toBeUndefined();

      // Every article job is still held by the model when the run has ended.
      expect(await finished(started.data.runTrackingInstance.id as string, 30_000)).toMatchObject({ status: 'succeeded', progressDone: 10 });
      for (const jobId of articleJobs.keys()) expect((await jobOf(jobId)).finished).toBe(false);
    } finally {
      await cancelAll(articleJobs, release);
    }
  });
});
