import { articleBody } from '../src/modules/articles/article-score';
import { followArticleText } from './support/article-text-client';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';

// Write, score, revise on both JobRunner adapters, with the sandbox writer (whose revisions really raise
// the score). A goal of 100 is out of the sandbox's reach, so the loop must stop at its limit of 2.

const GENERATE = 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }';
const JOB_ARTICLES = 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id title metaDescription text contentScore scoreTarget scoreHistory } }';
const ARTICLE_SCORE = 'query($id: ID!, $input: ArticleDraftScoreInput!) { articleScore(id: $id, input: $input) { target goal score { score } } }';
const CONTENT_SCORE = 'query($briefId: ID, $keyword: String, $text: String!) { contentScore(briefId: $briefId, keyword: $keyword, text: $text) { score } }';
const ARTICLE_BRIEF = 'query($id: ID!) { article(id: $id) { briefId scoreTarget } }';

describe.each(ENGINES)('optimise after writing: %s', (engine) => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp(engine, { LLM_SANDBOX_TOKENS_PER_SECOND: '2000', ARTICLE_SCORE_GOAL: '100', SERP_PROVIDER: 'sandbox' });
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

  it('writes, scores and revises an article against its content brief, towards the competitors’ median; another user’s brief is refused', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const made = await request(app.url, 'POST', '/api/content-briefs', { token: user.token, body: { keyword: 'Compost bins' } });
    expect(made.status).toBe(202);
    expect(await jobFinished(app, made.body.jobId as string, 90_000)).toMatchObject({ status: 'succeeded' });
    const brief = (await request(app.url, 'GET', `/api/content-briefs/${made.body.id}`, { token: user.token })).body;
    expect(brief.competitorMedian).toBeGreaterThan(0);

    const started = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'compost bins', keywords: ['compost bins'], optimise: true, briefId: brief.id } }, user.token);
    expect(started.errors).toBeUndefined();
    const jobId = started.data.generateArticles.id as string;
    expect(await jobFinished(app, jobId, 120_000)).toMatchObject({ status: 'succeeded', error: null });

    const [article] = (await graphql(app.url, JOB_ARTICLES, { jobId }, user.token)).data.jobArticles as { id: string; title: string; metaDescription: string | null; text: string; contentScore: number; scoreTarget: string; scoreHistory: number[] }[];
    expect(article.scoreTarget).toBe('BRIEF');
    expect((await graphql(app.url, ARTICLE_BRIEF, { id: article.id }, user.token)).data.article).toEqual({ briefId: brief.id, scoreTarget: 'BRIEF' });
    // The stored score is the one the editor shows against the brief's terms and ranges, with the competitors' median
    // as the goal (not the default goal of 100), and it is not the keyword-only score of the same text.
    const shown = (await graphql(app.url, ARTICLE_SCORE, { id: article.id, input: { title: article.title, metaDescription: article.metaDescription, text: articleBody(article.text) } }, user.token)).data.articleScore;
    expect(shown).toEqual({ target: 'BRIEF', goal: brief.competitorMedian, score: { score: article.contentScore } });
    const body = articleBody(article.text);
    const [againstBrief, keywordOnly] = await Promise.all(
      [brief.id, null].map(async (briefId) => (await graphql(app.url, CONTENT_SCORE, { briefId, keyword: briefId ? null : 'compost bins', text: body }, user.token)).data.contentScore.score as number),
    );
    expect(againstBrief).not.toBe(keywordOnly);
    // The optimise step revised towards that median: every score but the last is below it, and it stops on reaching it or after two revisions.
    const history = article.scoreHistory;
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(history.length).toBeLessThanOrEqual(3);
    expect(history.slice(0, -1).every((score) => score < brief.competitorMedian)).toBe(true);
    if (history.length < 3) expect(history.at(-1)).toBeGreaterThanOrEqual(brief.competitorMedian);
    expect(article.contentScore).toBe(history.at(-1));

    const stranger = await createUser(app, { plan: 'pro' });
    const refused = await graphql(app.url, GENERATE, { input: { flow: 'KEYWORD', source: 'compost bins', keywords: ['compost bins'], briefId: brief.id } }, stranger.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Content brief not found.', extensions: { code: 'NOT_FOUND' } });
    expect(refused.data).toBeNull();
  }, 240_000);
});
