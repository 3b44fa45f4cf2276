import { randomUUID } from 'node:crypto';
import { createServices } from '../src/app/services';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { followArticleText } from './support/article-text-client';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { sectionAnswer, startLlmServer, type LlmServer } from './support/llm-server';

// The article workflow on both JobRunner adapters; Temporal joins when a server is configured (CI starts one).

const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id kind status progress { done total } } }';
const JOB_ARTICLES = 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id keyword flow source title metaDescription text wordCount writer writerSource jobId } }';
const SECTIONS = ['Introduction', 'Benefits', 'How It Works', 'Conclusion'];

describe.each(ENGINES)('JobRunner contract, article jobs: %s', (engine) => {
  let llm: LlmServer;
  let app: EngineApp;

  beforeAll(async () => {
    llm = await startLlmServer({ tokenDelayMs: 2 });
    app = await startEngineApp(engine, {
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODEL: 'test-model',
      LLM_MAX_RETRIES: '0',
      LLM_TIMEOUT_MS: '5000',
      ARTICLE_CONCURRENCY: '2',
    });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  afterEach(() => llm.setTokenDelay(2));

  const proUser = () => createUser(app, { plan: 'pro' });

  async function generate(token: string, keywords: string[]): Promise<string> {
    const result = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keywords.join(', '), keywords } }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data.generateArticles).toMatchObject({ kind: 'article', progress: { done: 0, total: keywords.length } });
    return result.data.generateArticles.id;
  }

  const finished = (jobId: string) => jobFinished(app, jobId, 90_000);
  const sectionRequests = (keyword: string, heading: string) =>
    llm.requests.filter((request) => request.prompt.includes(`Target keyword: ${keyword}\n`) && request.prompt.includes(`Write the section "${heading}"`)).length;
  const articlesUsed = async (userId: string) => {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const usage = await services.credits.usage(await services.auth.findUserOrFail(userId));
    return usage.find((row) => row.kind === CreditKind.ARTICLES)!.used;
  };

  it('writes every article of a batch, streaming its text live, and stores each once', async () => {
    const user = await proUser();
    const keywords = [`alpha ${randomUUID().slice(0, 6)}`, `beta ${randomUUID().slice(0, 6)}`, `gamma ${randomUUID().slice(0, 6)}`];
    const jobId = await generate(user.token, keywords);
    const live = followArticleText(app.url, user.token, jobId);

    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'succeeded', progressDone: 3, progressTotal: 3, error: null });
    expect(await live.ended).toEqual({});
    await live.dispose();

    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    expect(data.jobArticles.map((article: { keyword: string }) => article.keyword)).toEqual(keywords);
    for (const [index, article] of (data.jobArticles as { text: string; title: string }[]).entries()) {
      expect(article).toMatchObject({ title: 'The Keyword Guide', metaDescription: 'Learn what matters about the keyword.', flow: 'KEYWORD', writer: 'openai', writerSource: 'LIVE', jobId });
      expect(article.text).toBe(`META: Learn what matters about the keyword.\n\n# The Keyword Guide\n\n${SECTIONS.map((heading) => `## ${heading}\n\n${sectionAnswer(heading)}`).join('\n\n')}`);
      // What the browser put together from the deltas is the stored article.
      expect(live.texts.get(index)).toBe(article.text);
      const seqs = live.deltas.filter((delta) => delta.index === index).map((delta) => delta.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(live.deltas.filter((delta) => delta.index === index && delta.articleId)).toHaveLength(1);
    }
    for (const keyword of keywords) for (const heading of SECTIONS) expect(sectionRequests(keyword, heading)).toBe(1);
    expect(await articlesUsed(user.id)).toBe(3);

    // A subscriber who comes after the end gets each article's whole text at once, then the end.
    const late = followArticleText(app.url, user.token, jobId);
    expect(await late.ended).toEqual({});
    await late.dispose();
    expect(late.deltas).toHaveLength(3);
    expect(late.deltas.every((delta) => delta.reset && delta.articleId)).toBe(true);
    expect([...late.texts.values()]).toEqual(data.jobArticles.map((article: { text: string }) => article.text));
  });

  it('optimises with the language model: it is asked to revise the weakest parts, and its revision is stored with each score', async () => {
    const user = await proUser();
    const keyword = `optimise ${randomUUID().slice(0, 6)}`;
    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keyword, keywords: [keyword], optimise: true } }, user.token);
    const jobId = started.data.generateArticles.id as string;
    const live = followArticleText(app.url, user.token, jobId);
    expect((await finished(jobId)).status).toBe('succeeded');
    expect(await live.ended).toEqual({});
    await live.dispose();

    const revisions = llm.requests.filter((request) => request.prompt.startsWith(`Target keyword: ${keyword}\n`) && request.prompt.includes('Answer with the whole revised article'));
    expect(revisions.length).toBeGreaterThanOrEqual(1);
    expect(revisions.length).toBeLessThanOrEqual(2);
    // The first revision is told the score, the goal of 70 (no brief) and the weakest part's advice, then given the article.
    expect(revisions[0].prompt).toMatch(/has a content score of \d+\/100; the goal is 70\./);
    expect(revisions[0].prompt).toContain('- Length (');
    expect(revisions[0].prompt).toContain(`The article:\n\nMETA: Learn what matters about the keyword.\n\n# The Keyword Guide\n\n## Introduction`);

    const { data } = await graphql(app.url, 'query($jobId: ID!) { jobArticles(jobId: $jobId) { title metaDescription text contentScore scoreHistory } }', { jobId }, user.token);
    const [article] = data.jobArticles;
    expect(article).toMatchObject({ title: `The ${keyword} guide`, metaDescription: `All about ${keyword}.` });
    expect(article.text).toContain(`## More on ${keyword}`);
    expect(article.scoreHistory).toHaveLength(revisions.length + 1);
    expect(article.scoreHistory[1]).toBeGreaterThan(article.scoreHistory[0]);
    expect(article.contentScore).toBe(article.scoreHistory.at(-1));
    expect(live.texts.get(0)).toBe(article.text);
  });

  it("plans an article from a content brief: the outline prompt carries the competitors' H2 headings, most common first, and the People Also Ask questions", async () => {
    const user = await proUser();
    // The sandbox SERP and its pages: deterministic headings, and People Also Ask questions for this keyword.
    const made = await request(app.url, 'POST', '/api/content-briefs', { token: user.token, body: { keyword: 'Compost bins' } });
    expect(await jobFinished(app, made.body.jobId as string, 90_000)).toMatchObject({ status: 'succeeded' });
    const brief = (await request(app.url, 'GET', `/api/content-briefs/${made.body.id}`, { token: user.token })).body as { headings: { text: string; level: number; pages: number }[]; questions: string[] };
    const h2 = brief.headings.filter((heading) => heading.level === 2);
    expect(h2.length).toBeGreaterThan(3);
    expect(brief.questions.length).toBeGreaterThan(0);
    // Most common first (the brief lists them so; ties keep the order they were first seen in).
    expect(h2.map((heading) => heading.pages)).toEqual([...h2.map((heading) => heading.pages)].sort((a, b) => b - a));

    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'compost bins', keywords: ['compost bins'], briefId: made.body.id } }, user.token);
    expect(started.errors).toBeUndefined();
    expect((await finished(started.data.generateArticles.id as string)).status).toBe('succeeded');

    const outlines = llm.requests.filter((r) => r.prompt.startsWith('Plan an SEO article whose target keyword is "compost bins".'));
    expect(outlines).toHaveLength(1);
    const prompt = outlines[0].prompt;
    expect(prompt).toContain(`Their headings: ${h2.slice(0, 20).map((heading) => heading.text).join(' | ')}\n`);
    expect(prompt).toContain(`Questions searchers ask: ${brief.questions.slice(0, 8).join(' | ')}\n`);
  });

  it('keeps the article as it was when the model refuses to revise it', async () => {
    const user = await proUser();
    const keyword = `refused ${randomUUID().slice(0, 6)}`;
    llm.failNext({ kind: 'refusal' }, { match: new RegExp(`^Target keyword: ${keyword}\n[\\s\\S]*Answer with the whole revised article`) });
    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keyword, keywords: [keyword], optimise: true } }, user.token);
    const jobId = started.data.generateArticles.id as string;
    const live = followArticleText(app.url, user.token, jobId);
    expect(await finished(jobId)).toMatchObject({ status: 'succeeded', error: null });
    expect(await live.ended).toEqual({});
    await live.dispose();

    const { data } = await graphql(app.url, 'query($jobId: ID!) { jobArticles(jobId: $jobId) { title text contentScore scoreHistory } }', { jobId }, user.token);
    const [article] = data.jobArticles;
    expect(article.title).toBe('The Keyword Guide');
    expect(article.text).toBe(`META: Learn what matters about the keyword.\n\n# The Keyword Guide\n\n${SECTIONS.map((heading) => `## ${heading}\n\n${sectionAnswer(heading)}`).join('\n\n')}`);
    expect(article.scoreHistory).toEqual([article.contentScore]);
    // The browser saw the refused revision start, then the article as it was.
    expect(live.deltas.some((delta) => delta.section === 'Revision 1')).toBe(true);
    expect(live.texts.get(0)).toBe(article.text);
  });

  it('gives a subscriber who joins mid-article the text so far first, then the rest live', async () => {
    const user = await proUser();
    llm.setTokenDelay(30);
    const keyword = `late ${randomUUID().slice(0, 6)}`;
    const jobId = await generate(user.token, [keyword]);
    await llm.waitForRequests(1, new RegExp(`Target keyword: ${keyword}\\n[\\s\\S]*Write the section "Benefits"`));
    const late = followArticleText(app.url, user.token, jobId);

    expect((await finished(jobId)).status).toBe('succeeded');
    expect(await late.ended).toEqual({});
    await late.dispose();
    const [first] = late.deltas;
    expect(first).toMatchObject({ index: 0, reset: true, articleId: null });
    expect(first.text).toContain(`## Introduction\n\n${sectionAnswer('Introduction')}`);
    expect(late.deltas.length).toBeGreaterThan(2);
    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    expect(late.texts.get(0)).toBe(data.jobArticles[0].text);
  });

  it('resumes at the section that failed mid-stream, without writing the earlier sections again', async () => {
    const user = await proUser();
    const keyword = `resume ${randomUUID().slice(0, 6)}`;
    llm.failNext({ kind: 'cut', afterTokens: 5 }, { match: new RegExp(`Target keyword: ${keyword}\\n[\\s\\S]*Write the section "How It Works"`) });
    const jobId = await generate(user.token, [keyword]);
    const live = followArticleText(app.url, user.token, jobId);

    expect((await finished(jobId)).status).toBe('succeeded');
    expect(await live.ended).toEqual({});
    await live.dispose();

    expect(SECTIONS.map((heading) => sectionRequests(keyword, heading))).toEqual([1, 1, 2, 1]);
    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    const [article] = data.jobArticles as { text: string }[];
    expect(article.text.split(sectionAnswer('How It Works'))).toHaveLength(2);
    // The browser dropped the broken-off attempt when the section started again.
    expect(live.deltas.some((delta) => delta.reset && delta.section === 'How It Works')).toBe(true);
    expect(live.texts.get(0)).toBe(article.text);
  });

  it('cancels a generation: the model calls stop, and the unwritten articles are refunded', async () => {
    const user = await proUser();
    llm.setTokenDelay(100);
    const keyword = `cancel ${randomUUID().slice(0, 6)}`;
    const jobId = await generate(user.token, [keyword, `${keyword} two`]);
    await llm.waitForRequests(1, new RegExp(`Target keyword: ${keyword}\\n`));
    const cancel = await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: jobId }, user.token);
    expect(cancel.errors).toBeUndefined();

    expect(await finished(jobId)).toMatchObject({ status: 'cancelled', error: 'Cancelled.' });
    // A cancelled job ends once its work has stopped calling the model: the calls close, and no other follows.
    const afterEnd = llm.requests.length;
    await llm.idle();
    expect(llm.requests.length).toBe(afterEnd);
    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    expect(data.jobArticles).toHaveLength(0);
    expect(await articlesUsed(user.id)).toBe(0);
  });

  it('fails at once when the model refuses, with its message, refunding the articles not written', async () => {
    const user = await proUser();
    const keyword = `refused ${randomUUID().slice(0, 6)}`;
    llm.failNext({ kind: 'refusal' }, { match: new RegExp(`Target keyword: ${keyword}\\n[\\s\\S]*Write the section "Benefits"`) });
    const jobId = await generate(user.token, [keyword]);

    expect(await finished(jobId)).toMatchObject({ status: 'failed', error: 'The language model declined to write this: I can’t help with that.' });
    expect(sectionRequests(keyword, 'Benefits')).toBe(1);
    expect(await articlesUsed(user.id)).toBe(0);
  });

  // A failure worth retrying that outlasts every retry still ends the job with the model's own words.
  it('fails with the model’s message when it stays unavailable through every retry, refunding the article', async () => {
    const user = await proUser();
    const keyword = `unavailable ${randomUUID().slice(0, 6)}`;
    llm.failNext({ kind: 'status', status: 503 }, { times: 4, match: new RegExp(`Target keyword: ${keyword}\\n[\\s\\S]*Write the section "Benefits"`) });
    const jobId = await generate(user.token, [keyword]);

    expect(await finished(jobId)).toMatchObject({ status: 'failed', error: 'The language model is unavailable (HTTP 503).' });
    expect(sectionRequests(keyword, 'Benefits')).toBe(4);
    expect(await articlesUsed(user.id)).toBe(0);
  }, 60_000);

  if (engine === 'temporal') {
    it('completes after its worker stops mid-article and a new one takes over, storing each article once', async () => {
      const user = await proUser();
      llm.setTokenDelay(20);
      const keyword = `worker ${randomUUID().slice(0, 6)}`;
      const jobId = await generate(user.token, [keyword, `${keyword} two`]);
      await llm.waitForRequests(llm.requests.length + 3);

      await app.worker!.replace();
      const job = await finished(jobId);

      expect(job.status).toBe('succeeded');
      const rows = await app.deps.orm.em.fork().getConnection().execute<{ position: number }[]>('select position from articles where job_id = ?', [jobId]);
      expect(rows.map((row) => row.position).sort()).toEqual([0, 1]);
    });
  }
});
