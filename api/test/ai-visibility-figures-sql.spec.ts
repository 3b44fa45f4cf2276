import { brandOfDomain, type SampleExtraction } from '../src/modules/ai-visibility/answer-extraction';
import { sandboxBrandOf, sandboxCandidatesOf } from '../src/modules/ai-visibility/engines/sandbox.engine';
import { brandFigures, mentionChangeOf, sourceOpportunities, topCited } from '../src/modules/ai-visibility/visibility-figures';
import { startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';

// The summary and the series are counted in SQL; they must say exactly what the figures computed in memory from
// every stored sample say (brandFigures, topCited, sourceOpportunities over the same samples).

const PROJECTS = '/api/ai-visibility/projects';
const BRAND = { name: 'Moz', domains: ['moz.com'] };
const PROMPTS = ['best seo tools', 'keyword research tools', 'rank tracking software', 'backlink checker', 'site audit tool', 'seo for startups'];
// Three of the sites the sandbox may name for each prompt are competitors, so every surface of every run has mentions
// to count. (With three fixed competitors, only two prompts could name any of them: the AI Overviews of a run named
// none about 1 run in 17.) At most 19, so that one more can be added below.
const COMPETITORS = [...new Set(PROMPTS.flatMap((prompt) => sandboxCandidatesOf(prompt, 'us').filter((domain) => domain !== 'moz.com').slice(0, 3)))]
  .slice(0, 19)
  .map((domain) => ({ name: sandboxBrandOf(domain), domains: [domain] }));
const SURFACES = ['chatgpt', 'perplexity', 'google-ai-overview'];

describe('AI visibility figures counted in SQL', () => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp('in-process');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('gives the same summary and series as the figures computed from every stored sample', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { name: 'Equal', brand: BRAND, competitors: COMPETITORS, prompts: PROMPTS, surfaces: SURFACES, samples: 3 } });
    const id = created.body.id as string;
    const runIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
      expect(await jobFinished(app, started.body.jobId as string, 60_000)).toMatchObject({ status: 'succeeded' });
      runIds.push(started.body.runId as string);
    }
    const brands = [BRAND, ...COMPETITORS];
    const names = brands.map((brand) => brand.name);
    const brandOf = (domain: string) => brandOfDomain(domain, brands.map((brand) => ({ ...brand, aliases: [] })));
    const samplesOf = async (runId: string, surface?: string) =>
      app.deps.orm.em.fork().execute<{ extraction: SampleExtraction; citations: { url: string; domain: string }[] }[]>(
        `select extraction, answer -> 'citations' as citations from ai_visibility_samples where run_id = ? and status = 'checked' ${surface ? 'and surface = ?' : ''}`,
        surface ? [runId, surface] : [runId],
      );

    for (const surface of [undefined, 'chatgpt', 'google-ai-overview']) {
      const samples = await samplesOf(runIds[2], surface);
      const previous = brandFigures(names, (await samplesOf(runIds[1], surface)).map((sample) => sample.extraction));
      const figures = brandFigures(names, samples.map((sample) => sample.extraction));
      expect(figures.some((brand) => (brand.mentionRate.value ?? 0) > 0)).toBe(true);
      const summary = await request(app.url, 'GET', `${PROJECTS}/${id}/summary${surface ? `?surface=${surface}` : ''}`, { token: user.token });
      expect(summary.status).toBe(200);
      expect(summary.body).toMatchObject({
        runId: runIds[2],
        checked: samples.length,
        brands: figures.map((brand, index) => ({ ...brand, mentionChange: mentionChangeOf(brand, previous[index]) })),
        topDomains: topCited(samples, (citation) => citation.domain, brandOf),
        topPages: topCited(samples, (citation) => citation.url, brandOf),
        opportunities: sourceOpportunities(samples, BRAND.name, brandOf),
      });
      expect(summary.body.topPages.length).toBeGreaterThan(0);

      const series = await graphql(app.url, 'query($id: ID!, $surface: String) { aiVisibilitySeries(projectId: $id, surface: $surface) { runId brands { name mentionRate { value low high n } } } }', { id, surface: surface ?? null }, user.token);
      const expected = [];
      for (const runId of runIds) {
        const extractions = (await samplesOf(runId, surface)).map((sample) => sample.extraction);
        expected.push({ runId, brands: brandFigures(names, extractions).map((brand) => ({ name: brand.name, mentionRate: brand.mentionRate })) });
      }
      expect(series.data.aiVisibilitySeries).toEqual(expected);
    }

    // A competitor added: the stored answers are re-read, and every run's counts with them.
    const added = await request(app.url, 'POST', `${PROJECTS}/${id}/competitors`, { token: user.token, body: { name: 'Ubersuggest', domains: ['neilpatel.com'] } });
    expect(added.status).toBe(200);
    expect(await jobFinished(app, added.body.reextractionJobId as string, 60_000)).toMatchObject({ status: 'succeeded' });
    const series = await graphql(app.url, 'query($id: ID!) { aiVisibilitySeries(projectId: $id) { runId brands { name mentionRate { value n } } } }', { id }, user.token);
    const withAdded = [...names, 'Ubersuggest'];
    const expected = [];
    for (const runId of runIds) {
      const extractions = (await samplesOf(runId)).map((sample) => sample.extraction);
      expected.push({ runId, brands: brandFigures(withAdded, extractions).map((brand) => ({ name: brand.name, mentionRate: { value: brand.mentionRate.value, n: brand.mentionRate.n } })) });
    }
    expect(series.data.aiVisibilitySeries).toEqual(expected);
    expect(series.data.aiVisibilitySeries[0].brands[withAdded.length - 1]).toMatchObject({ name: 'Ubersuggest' });
    expect(series.data.aiVisibilitySeries[0].brands[withAdded.length - 1].mentionRate.n).toBe(PROMPTS.length * SURFACES.length * 3);
  });

  it('counts one prompt, or the prompts of one tag, as it counts the whole run; refuses a prompt or tag the project has not', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const prompts = PROMPTS.map((text, index) => ({ text, tags: index % 2 === 0 ? ['tools'] : ['guides'] }));
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { name: 'Scoped', brand: BRAND, competitors: COMPETITORS, prompts, surfaces: SURFACES, samples: 3 } });
    const id = created.body.id as string;
    const runIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
      expect(await jobFinished(app, started.body.jobId as string, 60_000)).toMatchObject({ status: 'succeeded' });
      runIds.push(started.body.runId as string);
    }
    const names = [BRAND, ...COMPETITORS].map((brand) => brand.name);
    const extractionsOf = async (runId: string, texts: string[]) =>
      (
        await app.deps.orm.em
          .fork()
          .execute<{ extraction: SampleExtraction }[]>(`select extraction from ai_visibility_samples where run_id = ? and status = 'checked' and prompt in (?)`, [runId, texts])
      ).map((sample) => sample.extraction);

    const tagged = prompts.filter((prompt) => prompt.tags.includes('tools')).map((prompt) => prompt.text);
    for (const [query, texts] of [[`tag=tools`, tagged], [`prompt=${encodeURIComponent(PROMPTS[1])}`, [PROMPTS[1]]]] as const) {
      const figures = brandFigures(names, await extractionsOf(runIds[1], [...texts]));
      const previous = brandFigures(names, await extractionsOf(runIds[0], [...texts]));
      const summary = await request(app.url, 'GET', `${PROJECTS}/${id}/summary?${query}`, { token: user.token });
      expect(summary.status).toBe(200);
      expect(summary.body.checked).toBe(figures[0].mentionRate.n);
      expect(summary.body.checked).toBeLessThan(PROMPTS.length * SURFACES.length * 3);
      expect(summary.body.brands).toEqual(figures.map((brand, index) => ({ ...brand, mentionChange: mentionChangeOf(brand, previous[index]) })));
    }
    const byGraphql = await graphql(app.url, 'query($id: ID!) { aiVisibilitySummary(projectId: $id, tag: "tools") { checked } }', { id }, user.token);
    expect(byGraphql.data.aiVisibilitySummary.checked).toBe(brandFigures(names, await extractionsOf(runIds[1], tagged))[0].mentionRate.n);

    const refusals = await Promise.all(
      ['tag=nope', 'prompt=not%20a%20prompt', 'tag=tools&prompt=best%20seo%20tools'].map((query) => request(app.url, 'GET', `${PROJECTS}/${id}/summary?${query}`, { token: user.token })),
    );
    expect(refusals.map((answer) => [answer.status, answer.body.error])).toEqual([
      [400, 'No prompt of this project has the tag “nope”.'],
      [400, 'prompt must be one of the project’s prompts.'],
      [400, 'Ask for one prompt or one tag, not both.'],
    ]);
  });
});
