import { followArticleText } from './support/article-text-client';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { graphql } from './support/http';

// Write, score, revise on both JobRunner adapters, with the sandbox writer (whose revisions really raise
// the score). A goal of 100 is out of the sandbox's reach, so the loop must stop at its limit of 2.

const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }';
const JOB_ARTICLES = 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id title metaDescription text contentScore scoreTarget scoreHistory } }';

describe.each(ENGINES)('optimise after writing: %s', (engine) => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp(engine, { LLM_SANDBOX_TOKENS_PER_SECOND: '2000', ARTICLE_SCORE_GOAL: '100' });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('revises while the score is below the goal, at most twice, streaming each revision and keeping every score', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const keywords = ['organic coffee beans', 'running shoes'];
    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: keywords.join(', '), keywords, optimise: true } }, user.token);
    expect(started.errors).toBeUndefined();
    const jobId = started.data.generateArticles.id as string;
    const live = followArticleText(app.url, user.token, jobId);

    const job = await jobFinished(app, jobId, 120_000);
    expect(job).toMatchObject({ status: 'succeeded', progressDone: 2, error: null });
    expect(await live.ended).toEqual({});
    await live.dispose();

    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    for (const [index, article] of (data.jobArticles as { text: string; contentScore: number; scoreTarget: string; scoreHistory: number[] }[]).entries()) {
      // The draft's score, then two revisions, each higher; the goal is never reached, so the loop stopped at its limit.
      expect(article.scoreHistory).toHaveLength(3);
      const [draft, first, second] = article.scoreHistory;
      expect(first).toBeGreaterThan(draft);
      expect(second).toBeGreaterThan(first);
      expect(second).toBeLessThan(100);
      expect(article).toMatchObject({ contentScore: second, scoreTarget: 'KEYWORD' });
      expect(article.text).toContain('SANDBOX revision 2');
      // Each revision streamed live, replacing the text so far, and the browser's text is the stored article.
      const sections = live.deltas.filter((delta) => delta.index === index).map((delta) => delta.section);
      expect(sections).toContain('Revision 1');
      expect(sections).toContain('Revision 2');
      expect(live.deltas.filter((delta) => delta.index === index && delta.reset && delta.section === 'Revision 1')).toHaveLength(1);
      expect(live.texts.get(index)).toBe(article.text);
    }
  }, 180_000);

  it('does not revise an article written without the optimise option', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'seo tools', keywords: ['seo tools'] } }, user.token);
    const jobId = started.data.generateArticles.id as string;
    expect(await jobFinished(app, jobId, 120_000)).toMatchObject({ status: 'succeeded' });
    const { data } = await graphql(app.url, JOB_ARTICLES, { jobId }, user.token);
    expect(data.jobArticles[0]).toMatchObject({ scoreTarget: 'KEYWORD', scoreHistory: null });
    expect(data.jobArticles[0].contentScore).toBeGreaterThan(0);
    expect(data.jobArticles[0].text).not.toContain('SANDBOX revision');
  }, 180_000);
});
