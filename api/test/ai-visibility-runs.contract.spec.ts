import { createServices } from '../src/app/services';
import type { AiAnswer, AiAnswerEngine, AiAnswerEngines, AiSurface } from '../src/modules/ai-visibility/engines';
import { SandboxAiAnswerEngine, sandboxBrandOf } from '../src/modules/ai-visibility/engines/sandbox.engine';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// AI visibility runs on both job runners (and on PGlite with TEST_BOTH_DATABASES), asking the sandbox engine
// (deterministic, labelled SANDBOX; its failures on demand) through the engines the app was built with.

const PROJECTS = '/api/ai-visibility/projects';
const PROJECT = {
  name: 'Moz in AI answers',
  brand: { name: 'Moz', domains: ['moz.com'] },
  competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }, { name: 'Semrush', domains: ['semrush.com'] }],
  prompts: ['best seo tools', 'keyword research tools', 'rank tracking software', 'backlink checker'],
  surfaces: ['chatgpt', 'perplexity'],
  samples: 3,
};
const PLANNED = 4 * 2 * 3;

interface RunJson {
  id: string;
  status: string;
  samplesPlanned: number;
  samplesChecked: number;
  samplesFailed: number;
  vendorCalls: number;
}

/** The sandbox engine with `failureRate` (and `latencyMs`), counting the calls made to it. */
function countingSandbox(failureRate: number, latencyMs = 0): { engines: AiAnswerEngines; calls: { surface: AiSurface; prompt: string }[] } {
  const calls: { surface: AiSurface; prompt: string }[] = [];
  const sandbox = new SandboxAiAnswerEngine({ failureRate, latencyMs });
  const counted = Object.assign(Object.create(sandbox) as SandboxAiAnswerEngine, {
    answer: (query: Parameters<SandboxAiAnswerEngine['answer']>[0], signal?: AbortSignal) => {
      calls.push({ surface: query.surface, prompt: query.prompt });
      return sandbox.answer(query, signal);
    },
  });
  return { engines: () => counted, calls };
}

/** A vendor stand-in whose answers name Acme, or only Rival: a change no sampling noise explains. */
class SwitchingEngine implements AiAnswerEngine {
  readonly provider = 'stand-in';
  readonly source = 'LIVE' as const;
  readonly surfaces = ['chatgpt', 'perplexity'] as const;
  namesAcme = true;

  answer(): Promise<AiAnswer> {
    const text = this.namesAcme ? 'Acme is the pick, then Rival.' : 'Rival is the pick.';
    return Promise.resolve({ source: 'LIVE', provider: this.provider, observedVia: 'api', model: 'stand-in', present: true, text, citations: [], searchQueries: [], costUsd: null });
  }
}

describe.each(ENGINES)('AI visibility runs: %s', (engine) => {
  let app: EngineApp;
  let builtEngines: AiAnswerEngines;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await startEngineApp(engine, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    builtEngines = app.deps.aiAnswers;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });
  afterEach(() => {
    app.deps.aiAnswers = builtEngines;
  });

  const aiAnswersUsed = async (userId: string) => {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const usage = await services.credits.usage(await services.auth.findUserOrFail(userId));
    return usage.find((row) => row.kind === CreditKind.AI_ANSWERS)!.used;
  };

  const newProject = async (plan: 'pro' | 'free' | 'agency' = 'pro', body: Record<string, unknown> = PROJECT) => {
    const user = await createUser(app, { plan });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body });
    expect(created.status).toBe(201);
    return { user, id: created.body.id as string };
  };

  it('asks every prompt of every surface samples times, stores each answer whole, and charges one AI answer each', async () => {
    const sandbox = countingSandbox(0);
    app.deps.aiAnswers = sandbox.engines;
    const { user, id } = await newProject();
    const cost = await graphql(app.url, 'query($id: ID!) { aiVisibilityRunCost(projectId: $id) { samples creditsLeft short } }', { id }, user.token);
    expect(cost.data.aiVisibilityRunCost).toEqual({ samples: PLANNED, creditsLeft: 9300, short: null });

    const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ runId: expect.any(String), jobId: expect.any(String) });
    const job = await jobFinished(app, started.body.jobId as string, 90_000);
    expect(job).toMatchObject({ kind: 'ai-visibility-run', status: 'succeeded', progressDone: PLANNED, progressTotal: PLANNED, progressMessage: `Checked ${PLANNED} samples` });
    expect(sandbox.calls).toHaveLength(PLANNED);

    const runs = await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(runs.body).toEqual([
      expect.objectContaining({ id: started.body.runId, status: 'succeeded', samplesPlanned: PLANNED, samplesChecked: PLANNED, samplesFailed: 0, vendorCalls: PLANNED, source: 'SANDBOX' }),
    ]);
    expect(await aiAnswersUsed(user.id)).toBe(PLANNED);

    const answers = await request(app.url, 'GET', `${PROJECTS}/${id}/answers?prompt=best%20seo%20tools&surface=chatgpt&run=${started.body.runId}`, { token: user.token });
    expect(answers.status).toBe(200);
    expect(answers.body.map((answer: { sample: number }) => answer.sample)).toEqual([1, 2, 3]);
    for (const answer of answers.body) {
      expect(answer).toMatchObject({ prompt: 'best seo tools', surface: 'chatgpt', status: 'checked', source: 'SANDBOX', provider: 'sandbox', observedVia: 'api', model: 'sandbox-chatgpt' });
      expect(answer.text).toMatch(/^SANDBOX answer\./);
      // Mentions are what the stored text says: each brand named in it, ranked by where it is first named.
      const named = ['Moz', 'Ahrefs', 'Semrush'].filter((brand) => answer.text.includes(`**${brand}**`)).sort((a, b) => answer.text.indexOf(`**${a}**`) - answer.text.indexOf(`**${b}**`));
      expect(answer.mentions).toEqual(named.map((brand, index) => ({ brand, position: index + 1 })));
      for (const citation of answer.citations) expect(citation).toEqual({ url: expect.stringMatching(/^https:\/\//), domain: expect.any(String), title: expect.any(String) });
    }

    const summary = await request(app.url, 'GET', `${PROJECTS}/${id}/summary`, { token: user.token });
    expect(summary.body).toMatchObject({ runId: started.body.runId, checked: PLANNED, source: 'SANDBOX' });
    expect(summary.body.brands.map((brand: { name: string }) => brand.name)).toEqual(['Moz', 'Ahrefs', 'Semrush']);
    for (const brand of summary.body.brands) {
      expect(brand.mentionRate.n).toBe(PLANNED);
      expect(brand.mentionRate.low).toBeLessThanOrEqual(brand.mentionRate.value);
      expect(brand.mentionRate.high).toBeGreaterThanOrEqual(brand.mentionRate.value);
      expect(brand.citationRate.n).toBe(PLANNED);
    }
    const perSurface = await request(app.url, 'GET', `${PROJECTS}/${id}/summary?surface=perplexity&run=${started.body.runId}`, { token: user.token });
    expect(perSurface.body).toMatchObject({ surface: 'perplexity', checked: PLANNED / 2 });
    expect(await request(app.url, 'GET', `${PROJECTS}/${id}/summary?surface=bing`, { token: user.token })).toMatchObject({ status: 400 });
  }, 120_000);

  it('keeps a failed sample as not checked: the run ends partial, refunds it, and leaves it out of every figure', async () => {
    const sandbox = countingSandbox(0.3);
    app.deps.aiAnswers = sandbox.engines;
    const { user, id } = await newProject();
    const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
    expect(started.status).toBe(202);
    const job = await jobFinished(app, started.body.jobId as string, 90_000);
    expect(job.status).toBe('succeeded');

    const [run] = (await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body as RunJson[];
    expect(run.samplesFailed).toBeGreaterThan(0);
    expect(run.samplesChecked).toBeGreaterThan(0);
    expect(run).toMatchObject({ status: 'partial', samplesPlanned: PLANNED, samplesChecked: PLANNED - run.samplesFailed });
    // A failing sample is called at most three times, each call recorded before it is sent.
    expect(run.vendorCalls).toBe(run.samplesChecked + 3 * run.samplesFailed);
    expect(sandbox.calls).toHaveLength(run.vendorCalls);
    expect(job.progressMessage).toBe(`Checked ${run.samplesChecked} samples; ${run.samplesFailed} could not be checked and were refunded`);
    expect(await aiAnswersUsed(user.id)).toBe(run.samplesChecked);

    const answers = (await request(app.url, 'GET', `${PROJECTS}/${id}/answers`, { token: user.token })).body as { status: string; text: string | null; mentions: unknown[]; error: string | null }[];
    const failed = answers.filter((answer) => answer.status === 'failed');
    expect(failed).toHaveLength(run.samplesFailed);
    for (const answer of failed) expect(answer).toMatchObject({ text: null, mentions: [], error: expect.stringContaining('SANDBOX_AI_FAILURE_RATE') });
    const summary = (await request(app.url, 'GET', `${PROJECTS}/${id}/summary`, { token: user.token })).body;
    expect(summary.checked).toBe(run.samplesChecked);
    for (const brand of summary.brands) expect(brand.mentionRate.n).toBe(run.samplesChecked);
  }, 120_000);

  it('refuses a run the credits do not cover, before anything is stored or asked', async () => {
    const sandbox = countingSandbox(0);
    app.deps.aiAnswers = sandbox.engines;
    const { user, id } = await newProject('free');
    const cost = await graphql(app.url, 'query($id: ID!) { aiVisibilityRunCost(projectId: $id) { samples creditsLeft short } }', { id }, user.token);
    expect(cost.data.aiVisibilityRunCost).toEqual({ samples: PLANNED, creditsLeft: 0, short: 'Insufficient AI answer credits' });
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token })).toMatchObject({ status: 400, body: { error: 'Insufficient AI answer credits' } });
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body).toEqual([]);
    expect(sandbox.calls).toHaveLength(0);
  });

  it('keeps a project while its run is under way, and gives back every sample a cancelled run did not check', async () => {
    const sandbox = countingSandbox(0, 60_000);
    app.deps.aiAnswers = sandbox.engines;
    const { user, id } = await newProject();
    const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
    await waitFor(async () => (sandbox.calls.length > 0 ? true : undefined), 60_000);
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token })).toMatchObject({ status: 409, body: { error: 'A run of this project is under way: wait for it to end.' } });
    expect(await request(app.url, 'DELETE', `${PROJECTS}/${id}`, { token: user.token })).toMatchObject({ status: 409 });
    const cancelled = await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: started.body.jobId }, user.token);
    expect(cancelled.errors).toBeUndefined();
    expect(await jobFinished(app, started.body.jobId as string, 90_000)).toMatchObject({ status: 'cancelled' });
    const [run] = (await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body as RunJson[];
    expect(run).toMatchObject({ status: 'cancelled', samplesPlanned: PLANNED, samplesChecked: 0, samplesFailed: PLANNED });
    expect(await aiAnswersUsed(user.id)).toBe(0);
    expect((await request(app.url, 'DELETE', `${PROJECTS}/${id}`, { token: user.token })).status).toBe(204);
  }, 120_000);

  it('publishes ai_visibility.changed when a brand’s mention rate changes beyond chance, and nothing when it does not', async () => {
    const stand = new SwitchingEngine();
    app.deps.aiAnswers = () => stand;
    const { user, id } = await newProject('agency', { ...PROJECT, brand: { name: 'Acme', domains: ['acme.com'] }, competitors: [{ name: 'Rival', domains: ['rival.io'] }] });
    const endpoint = await request(app.url, 'POST', '/api/webhooks', { token: user.token, body: { url: receiver.url, events: ['ai_visibility.changed'] } });
    expect(endpoint.status).toBe(201);
    const runOnce = async () => {
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
      expect(await jobFinished(app, started.body.jobId as string, 90_000)).toMatchObject({ status: 'succeeded' });
      return started.body.runId as string;
    };
    const events = async () =>
      app.deps.orm.em.fork().execute<{ data: Record<string, unknown> }[]>(
        `select e.data from webhook_events e join ai_visibility_projects p on p.workspace_id = e.workspace_id where p.id = ? and e.type = 'ai_visibility.changed' order by e.created_at`,
        [id],
      );
    await runOnce();
    await runOnce();
    // The same answers again: no change, no event.
    expect(await events()).toEqual([]);
    stand.namesAcme = false;
    const changedRun = await runOnce();
    const [event] = await events();
    expect(event.data).toMatchObject({ projectId: id, runId: changedRun, brands: [{ name: 'Acme', mentionRate: 0, previousMentionRate: 1, n: PLANNED, pValue: expect.any(Number) }] });
    expect(event.data.brands).toHaveLength(1);
    const summary = (await request(app.url, 'GET', `${PROJECTS}/${id}/summary`, { token: user.token })).body;
    expect(summary.brands[0]).toMatchObject({ name: 'Acme', mentionChange: { previousValue: 1, changed: true } });
    expect(summary.brands[1]).toMatchObject({ name: 'Rival', mentionChange: { previousValue: 1, changed: false } });
    const [delivery] = await receiver.waitForRequests(1, 30_000);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({ type: 'ai_visibility.changed' });
  }, 180_000);

  it('adds a competitor and re-reads every stored answer for it as a job, asking no engine', async () => {
    const { user, id } = await newProject('pro', { ...PROJECT, competitors: [] });
    const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
    await jobFinished(app, started.body.jobId as string, 90_000);
    const before = (await request(app.url, 'GET', `${PROJECTS}/${id}/answers`, { token: user.token })).body as { text: string; mentions: { brand: string }[]; citations: { domain: string }[] }[];
    expect(before.flatMap((answer) => answer.mentions.map((mention) => mention.brand)).every((brand) => brand === 'Moz')).toBe(true);
    // A site the stored answers cite besides the brand's becomes the competitor.
    const domain = before.flatMap((answer) => answer.citations.map((citation) => citation.domain)).find((cited) => cited !== 'moz.com')!;
    const rival = sandboxBrandOf(domain);

    const sandbox = countingSandbox(0);
    app.deps.aiAnswers = sandbox.engines;
    const added = await request(app.url, 'POST', `${PROJECTS}/${id}/competitors`, { token: user.token, body: { name: rival, aliases: [domain], domains: [domain] } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id, competitors: [{ name: rival, aliases: [domain], domains: [domain] }], reextractionJobId: expect.any(String) });
    const job = await jobFinished(app, added.body.reextractionJobId as string, 60_000);
    expect(job).toMatchObject({ kind: 'ai-visibility-reextraction', status: 'succeeded', progressDone: PLANNED, progressTotal: PLANNED, progressMessage: `Re-read ${PLANNED} stored answers` });
    expect(sandbox.calls).toHaveLength(0);

    const after = (await request(app.url, 'GET', `${PROJECTS}/${id}/answers`, { token: user.token })).body as { text: string; mentions: { brand: string }[]; cited: string[]; citations: { domain: string }[] }[];
    expect(after.filter((answer) => answer.mentions.some((mention) => mention.brand === rival)).length).toBeGreaterThan(0);
    for (const answer of after) {
      expect(answer.mentions.some((mention) => mention.brand === rival)).toBe(answer.text.includes(`**${rival}**`));
      expect(answer.cited.includes(rival)).toBe(answer.citations.some((citation) => citation.domain === domain));
    }
    const [run] = (await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body as RunJson[];
    expect(run.vendorCalls).toBe(PLANNED);
  }, 120_000);
});
