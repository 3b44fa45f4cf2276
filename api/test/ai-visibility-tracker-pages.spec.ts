import { DataForSeoSerpAiEngine } from '../src/modules/ai-visibility/engines/dataforseo-serp.engine';
import type { AiAnswerEngines } from '../src/modules/ai-visibility/engines';
import { DataForSeoProvider } from '../src/modules/seo/serp/dataforseo.provider';
import { SerpSnapshotRepository } from '../src/modules/tracker/serp-snapshot.repository';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { createServices } from '../src/app/services';
import { startAiVendorServer, type AiVendorServer } from './support/ai-vendor-server';
import { startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';

// google-ai-overview's first sample is read from the tracker's stored results page when the page is fresh: the
// page fetched through the SERP port from a local DataForSEO-shaped server (its ai_overview item kept with the
// stored page), the other samples asked of the same server.

const PROJECTS = '/api/ai-visibility/projects';
const PROMPTS = ['best seo tools', 'rank tracking software'];

describe('AI visibility: AI Overviews from the tracker’s stored pages', () => {
  let app: EngineApp;
  let vendor: AiVendorServer;
  let builtEngines: AiAnswerEngines;

  beforeAll(async () => {
    vendor = await startAiVendorServer({ answerFor: () => ({ brands: ['Moz', 'Ahrefs'], cites: ['https://moz.com/learn', 'https://ahrefs.com/'] }) });
    app = await startEngineApp('in-process');
    builtEngines = app.deps.aiAnswers;
    const engine = new DataForSeoSerpAiEngine({ login: 'login', password: 'password', baseUrl: vendor.url, timeoutMs: 5000, maxAttempts: 1, retryBaseMs: 10 });
    app.deps.aiAnswers = () => engine;
  }, 120_000);
  afterAll(async () => {
    app.deps.aiAnswers = builtEngines;
    await app.close();
    await vendor.close();
  });

  /** A tracker run of `keyword` `hoursAgo`, its page fetched through the DataForSEO SERP provider and stored as a run stores it. */
  const trackedPage = async (instanceId: string, keyword: string, hoursAgo: number) => {
    const em = app.deps.orm.em.fork();
    const [run] = await em.execute<{ id: string }[]>(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at)
       values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'dataforseo', 10, now() - make_interval(hours => ?)) returning id`,
      [instanceId, hoursAgo],
    );
    const page = await new DataForSeoProvider({ login: 'login', password: 'password', baseUrl: vendor.url }).search({ keyword, depth: 10, page: 1, language: 'en', country: 'us', location: null, dateRange: null });
    expect(page.aiOverview).toEqual({ text: expect.stringContaining('Moz'), references: [{ url: 'https://moz.com/learn', title: expect.any(String) }, { url: 'https://ahrefs.com/', title: expect.any(String) }] });
    await new SerpSnapshotRepository(em).store(run.id, [{ keyword, device: 'desktop', page }]);
  };

  const aiAnswersUsed = async (userId: string) => {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const usage = await services.credits.usage(await services.auth.findUserOrFail(userId));
    return usage.find((row) => row.kind === CreditKind.AI_ANSWERS)!.used;
  };

  it('reads the first sample of a prompt the tracker saw within 24 h from its page: no vendor call, no credit, said where it came from', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, user.token, { keywords: PROMPTS });
    await trackedPage(instanceId, 'best seo tools', 2);
    // Stale: seen 30 hours ago, so asked again.
    await trackedPage(instanceId, 'rank tracking software', 30);
    const created = await request(app.url, 'POST', PROJECTS, {
      token: user.token,
      body: { name: 'Moz on Google', brand: { name: 'Moz', domains: ['moz.com'] }, competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }], prompts: PROMPTS, surfaces: ['google-ai-overview'], samples: 3 },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const cost = await graphql(app.url, 'query($id: ID!) { aiVisibilityRunCost(projectId: $id) { samples fromTrackerPages } }', { id }, user.token);
    expect(cost.data.aiVisibilityRunCost).toEqual({ samples: 5, fromTrackerPages: 1 });

    const before = vendor.calls['dataforseo-organic'];
    const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(started.status).toBe(202);
    expect(await jobFinished(app, started.body.jobId as string, 60_000)).toMatchObject({ status: 'succeeded' });

    // 2 prompts x 3 samples, one read from the fresh page: 5 calls, 5 credits.
    expect(vendor.calls['dataforseo-organic'] - before).toBe(5);
    expect(await aiAnswersUsed(user.id)).toBe(5);
    const runs = await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(runs.body[0]).toMatchObject({ samplesPlanned: 6, samplesChecked: 6, samplesFailed: 0, vendorCalls: 5 });

    const fresh = await request(app.url, 'GET', `${PROJECTS}/${id}/answers?prompt=best%20seo%20tools&run=${started.body.runId}`, { token: user.token });
    expect(fresh.body.map((answer: { sample: number }) => answer.sample)).toEqual([1, 2, 3]);
    expect(fresh.body[0]).toMatchObject({ mentions: [{ brand: 'Moz', position: 1 }, { brand: 'Ahrefs', position: 2 }], citations: [{ url: 'https://moz.com/learn', domain: 'moz.com' }, { url: 'https://ahrefs.com/', domain: 'ahrefs.com' }] });
    const em = app.deps.orm.em.fork();
    const stored = await em.execute<{ sample: number; attempts: number; provider: string; observed_from: string | null }[]>(
      `select sample, attempts, answer ->> 'provider' as provider, answer ->> 'observedFrom' as observed_from from ai_visibility_samples where run_id = ? and prompt_index = 0 order by sample`,
      [started.body.runId],
    );
    expect(stored[0]).toEqual({ sample: 1, attempts: 0, provider: 'tracker', observed_from: expect.stringMatching(/^From the tracker’s results page of \d{4}-\d\d-\d\d \d\d:\d\d UTC$/) });
    expect(stored.slice(1).map((row) => [row.attempts, row.provider])).toEqual([[1, 'dataforseo'], [1, 'dataforseo']]);
    const stale = await em.execute<{ attempts: number }[]>(`select attempts from ai_visibility_samples where run_id = ? and prompt_index = 1`, [started.body.runId]);
    expect(stale.map((row) => row.attempts)).toEqual([1, 1, 1]);
  });
});
