import { createServices } from '../src/app/services';
import type { AiAnswerEngine } from '../src/modules/ai-visibility/engines/ai-answer-engine';
import { SandboxAiAnswerEngine } from '../src/modules/ai-visibility/engines/sandbox.engine';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { startLlmServer, type LlmServer } from './support/llm-server';
import { startTestApp, type TestApp } from './support/test-app';

// AI visibility prompts from a CSV import (preview, then save) and from the writer's suggestions, and the
// project's answers and summary as CSV downloads.

const PROJECTS = '/api/ai-visibility/projects';
const PROJECT = {
  name: 'Acme in AI answers',
  brand: { name: 'Moz', domains: ['moz.com'] },
  competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }],
  prompts: ['best seo tools'],
  surfaces: ['chatgpt', 'perplexity'],
  samples: 2,
};
const PREVIEW = `query($projectId: ID, $text: String!) { previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {
  added duplicates invalid promptsAfter promptLimit problem sampleLines lines { line prompt tags status message } prompts { text tags } } }`;
const IMPORT = 'mutation($projectId: ID!, $text: String!) { importAiVisibilityPrompts(projectId: $projectId, text: $text) { added skipped prompts } }';
const SUGGEST = 'mutation($projectId: ID!, $instanceId: ID!, $count: Int) { suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) { source writer keywords suggestions { text keyword } } }';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

async function newProject(plan: 'free' | 'pro' | 'agency' = 'pro', body: Record<string, unknown> = PROJECT) {
  const user = await createUser(app, { plan });
  const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body });
  expect(created.status).toBe(201);
  return { user, id: created.body.id as string };
}

const csvBody = (token: string, text: string) => ({ token, rawBody: text, headers: { 'content-type': 'text/csv' } });

describe('prompt import', () => {
  it('previews each line (new, duplicate, invalid, with line numbers) and saves nothing; saving adds the new lines with their tags', async () => {
    const { user, id } = await newProject();
    const csv = ['prompt,tags', 'Which CRM is best for startups?,crm; Commercial', 'best seo tools,seo', '"which crm is best for startups?",', `${'x'.repeat(501)},`, '"a quote, not closed,tag', '', 'How do I track rankings?'].join('\n');
    const preview = await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/import?preview=1`, csvBody(user.token, csv));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ added: 2, duplicates: 2, invalid: 2, promptsAfter: 3, promptLimit: 100, problem: null, sampleLines: 20, prompts: [] });
    expect(preview.body.lines).toEqual([
      { line: 2, prompt: 'Which CRM is best for startups?', tags: ['crm', 'Commercial'], status: 'new', message: null },
      { line: 3, prompt: 'best seo tools', tags: ['seo'], status: 'duplicate', message: 'Already a prompt of this project.' },
      { line: 4, prompt: 'which crm is best for startups?', tags: [], status: 'duplicate', message: 'Repeats line 2.' },
      { line: 5, prompt: 'x'.repeat(501), tags: [], status: 'invalid', message: 'A prompt must be at most 500 characters.' },
      { line: 6, prompt: '', tags: [], status: 'invalid', message: 'This line cannot be read: a quote is not closed.' },
      { line: 8, prompt: 'How do I track rankings?', tags: [], status: 'new', message: null },
    ]);
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).body.prompts).toHaveLength(1);

    const saved = await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/import`, csvBody(user.token, csv));
    expect(saved).toMatchObject({ status: 200, body: { added: 2, skipped: 4, prompts: 3 } });
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).body.prompts).toEqual([
      { text: 'best seo tools', tags: [] },
      { text: 'Which CRM is best for startups?', tags: ['crm', 'Commercial'] },
      { text: 'How do I track rankings?', tags: [] },
    ]);
    // The same file again: everything is a repeat now.
    const again = await graphql(app.url, IMPORT, { projectId: id, text: csv }, user.token);
    expect(again.data.importAiVisibilityPrompts).toEqual({ added: 0, skipped: 6, prompts: 3 });
  });

  it('checks the plan’s prompts per project in the preview and refuses the save, bounds the size first, and hands a new project’s prompts back with their tags', async () => {
    const { user, id } = await newProject('free');
    const eleven = Array.from({ length: 10 }, (_, index) => `question number ${index + 1}`).join('\n');
    const preview = await graphql(app.url, PREVIEW, { projectId: id, text: eleven }, user.token);
    expect(preview.data.previewAiVisibilityPromptImport).toMatchObject({ added: 10, promptsAfter: 11, promptLimit: 10, problem: 'At most 10 prompts per project on the Free plan.' });
    const refused = await graphql(app.url, IMPORT, { projectId: id, text: eleven }, user.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'At most 10 prompts per project on the Free plan.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).body.prompts).toHaveLength(1);

    // Bounded before any line is read: the body limit at the edge, the import's own limit behind it (GraphQL over a socket, MCP).
    const tooBig = 'a prompt\n'.repeat(120_000);
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/import?preview=1`, csvBody(user.token, tooBig))).toMatchObject({ status: 413, body: { error: 'The request body is too large.' } });
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const viewer = await services.auth.findUserOrFail(user.id);
    await expect(services.aiVisibilityPrompts.previewImport(viewer, null, { text: tooBig })).rejects.toThrow('Paste or upload at most 1 MB of prompts at once.');

    // The create form's import: no project yet, the prompts handed back to create it with.
    const tsv = await graphql(app.url, PREVIEW, { projectId: null, text: 'prompt\ttags\nwhich crm is best?\tcrm, sales\n' }, user.token);
    expect(tsv.data.previewAiVisibilityPromptImport).toMatchObject({ added: 1, promptsAfter: 1, prompts: [{ text: 'which crm is best?', tags: ['crm', 'sales'] }] });
  });

  it('answers 404 for another workspace’s project, on REST and GraphQL', async () => {
    const { id } = await newProject();
    const stranger = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/import?preview=1`, csvBody(stranger.token, 'a prompt'))).toMatchObject({ status: 404, body: { error: 'AI visibility project not found.' } });
    expect((await graphql(app.url, IMPORT, { projectId: id, text: 'a prompt' }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('prompt suggestions', () => {
  it('turns the instance’s top keywords by search volume into questions with the sandbox writer, saving nothing, and leaves out the project’s prompts', async () => {
    const { user, id } = await newProject();
    const instanceId = await createInstance(app, user.token, { keywords: ['crm software', 'seo tools', 'rank tracker'] });
    await app.deps.orm.em.fork().execute(
      `insert into tracking_keyword_volumes (keyword_key, country, volume, has_volume, source, fetched_at) values ('rank tracker', 'us', 900, true, 'SANDBOX', now()), ('seo tools', 'us', 100, true, 'SANDBOX', now())
       on conflict (keyword_key, country) do update set volume = excluded.volume`,
    );
    const first = await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/suggestions`, { token: user.token, body: { instanceId, count: 2 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ source: 'SANDBOX', writer: 'sandbox', keywords: ['rank tracker', 'seo tools'] });
    expect(first.body.suggestions).toHaveLength(2);
    expect(first.body.suggestions.map((suggestion: { keyword: string }) => suggestion.keyword)).toEqual(['rank tracker', 'seo tools']);
    // Deterministic: the same keywords give the same questions.
    const second = await graphql(app.url, SUGGEST, { projectId: id, instanceId, count: 2 }, user.token);
    expect(second.data.suggestAiVisibilityPrompts.suggestions).toEqual(first.body.suggestions);
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}`, { token: user.token })).body.prompts).toHaveLength(1);

    const all = await graphql(app.url, SUGGEST, { projectId: id, instanceId, count: null }, user.token);
    expect(all.data.suggestAiVisibilityPrompts.keywords).toEqual(['rank tracker', 'seo tools', 'crm software']);
  });

  it('refuses another workspace’s instance (404) and a count out of range', async () => {
    const { user, id } = await newProject();
    const other = await createUser(app, { plan: 'pro' });
    const theirs = await createInstance(app, other.token);
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/suggestions`, { token: user.token, body: { instanceId: theirs } })).toMatchObject({ status: 404, body: { error: 'Tracking instance not found.' } });
    expect(await request(app.url, 'POST', `${PROJECTS}/${id}/prompts/suggestions`, { token: user.token, body: { instanceId: theirs, count: 51 } })).toMatchObject({ status: 400, body: { error: 'count must be a whole number from 1 to 50.' } });
  });

  it('asks the configured language model (a local server in OpenAI’s shape) and reads its numbered lines', async () => {
    const llm: LlmServer = await startLlmServer();
    const live = await startTestApp({ LLM_PROVIDER: 'openai', LLM_BASE_URL: `${llm.url}/v1`, LLM_MODEL: 'test-model', LLM_MAX_RETRIES: '0', LLM_TIMEOUT_MS: '5000' });
    try {
      const user = await createUser(live, { plan: 'pro' });
      const project = await request(live.url, 'POST', PROJECTS, { token: user.token, body: PROJECT });
      const instanceId = await createInstance(live, user.token, { keywords: ['crm software', 'best seo tools'] });
      const answer = await request(live.url, 'POST', `${PROJECTS}/${project.body.id}/prompts/suggestions`, { token: user.token, body: { instanceId } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ source: 'LIVE', writer: 'openai' });
      expect(answer.body.suggestions).toEqual([
        { text: 'Which crm software do reviewers rate best?', keyword: 'crm software' },
        { text: 'Which best seo tools do reviewers rate best?', keyword: 'best seo tools' },
      ]);
      const asked = llm.requests.find((sent) => sent.prompt.startsWith('Questions a user would ask an AI assistant'));
      expect(asked?.prompt).toContain('- crm software');
    } finally {
      await live.close();
      await llm.close();
    }
  }, 60_000);
});

describe('CSV exports', () => {
  it('exports every sample of a run with positions and citations, a sample not checked as "not checked", and the summary per brand', async () => {
    const built = app.deps.aiAnswers;
    // Every sample of one prompt on one surface fails, as a vendor's errors would (a failure rate left none 1 run in 300).
    const sandbox = new SandboxAiAnswerEngine();
    const failing: AiAnswerEngine = {
      provider: sandbox.provider,
      source: sandbox.source,
      surfaces: sandbox.surfaces,
      answer: (query, signal) => (query.prompt === 'backlink checker' && query.surface === 'perplexity' ? Promise.reject(new Error('The vendor failed this sample.')) : sandbox.answer(query, signal)),
    };
    app.deps.aiAnswers = () => failing;
    try {
      const { user, id } = await newProject('pro', { ...PROJECT, prompts: ['best seo tools', 'keyword research tools', 'rank tracking software', 'backlink checker'] });
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: user.token });
      await jobFinished(app, started.body.jobId as string, 90_000);
      const [run] = (await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: user.token })).body as { id: string; samplesChecked: number; samplesFailed: number }[];
      expect(run.samplesFailed).toBe(2);

      const answers = await fetch(`${app.url}${PROJECTS}/${id}/answers.csv?run=${run.id}`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(answers.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answers.headers.get('content-disposition')).toMatch(/^attachment; filename="acme-in-ai-answers-answers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows = parseCsv(await answers.text());
      expect(rows[0]).toEqual(['run_id', 'run_started_at', 'source', 'prompt', 'surface', 'sample', 'status', 'Moz position', 'Ahrefs position', 'cited_brands', 'citations', 'model', 'checked_at', 'text']);
      const body = rows.slice(1);
      expect(body).toHaveLength(4 * 2 * 2);
      const notChecked = body.filter((row) => row[6] === 'not checked');
      expect(notChecked).toHaveLength(run.samplesFailed);
      for (const row of notChecked) expect(row.slice(7, 11)).toEqual(['not checked', 'not checked', 'not checked', 'not checked']);
      const checked = body.filter((row) => row[6] === 'checked');
      expect(checked).toHaveLength(run.samplesChecked);
      for (const row of checked) {
        expect(row[2]).toBe('SANDBOX');
        for (const cell of row.slice(7, 9)) expect(cell === 'not mentioned' || /^\d+$/.test(cell)).toBe(true);
      }
      // The stored answers say the same as the JSON route.
      const json = await request(app.url, 'GET', `${PROJECTS}/${id}/answers?run=${run.id}`, { token: user.token });
      const first = json.body.find((sample: { status: string }) => sample.status === 'checked');
      const row = checked.find((candidate) => candidate[3] === first.prompt && candidate[4] === first.surface && candidate[5] === String(first.sample))!;
      expect(row[13]).toBe(first.text);
      expect(row[10]).toBe(first.citations.map((citation: { url: string }) => citation.url).join(' '));
      const moz = first.mentions.find((mention: { brand: string }) => mention.brand === 'Moz');
      expect(row[7]).toBe(moz ? String(moz.position) : 'not mentioned');

      const perplexity = parseCsv(await (await fetch(`${app.url}${PROJECTS}/${id}/answers.csv?run=${run.id}&surface=perplexity`, { headers: { authorization: `Bearer ${user.token}` } })).text());
      expect(perplexity.slice(1).every((cells) => cells[4] === 'perplexity')).toBe(true);
      expect(perplexity).toHaveLength(1 + 4 * 2);

      const summaryJson = (await request(app.url, 'GET', `${PROJECTS}/${id}/summary?run=${run.id}`, { token: user.token })).body;
      const summary = parseCsv(await (await fetch(`${app.url}${PROJECTS}/${id}/summary.csv?run=${run.id}`, { headers: { authorization: `Bearer ${user.token}` } })).text());
      expect(summary[0]).toEqual(['run_id', 'surface', 'source', 'brand', 'mention_rate', 'mention_rate_low', 'mention_rate_high', 'mention_n', 'citation_rate', 'citation_rate_low', 'citation_rate_high', 'citation_n', 'share_of_voice', 'average_position']);
      expect(summary.slice(1).map((cells) => cells[3])).toEqual(['Moz', 'Ahrefs']);
      summary.slice(1).forEach((cells, index) => {
        const brand = summaryJson.brands[index];
        expect(cells.slice(0, 3)).toEqual([run.id, 'all', 'SANDBOX']);
        // n is the checked samples only: a failed one is not "not mentioned".
        expect(Number(cells[7])).toBe(run.samplesChecked);
        expect(Number(cells[4])).toBeCloseTo(brand.mentionRate.value, 4);
        expect(Number(cells[5])).toBeCloseTo(brand.mentionRate.low, 4);
        expect(Number(cells[6])).toBeCloseTo(brand.mentionRate.high, 4);
        expect(Number(cells[8])).toBeCloseTo(brand.citationRate.value, 4);
      });

      // A client viewer may read, so may download; another workspace's project is 404.
      const stranger = await createUser(app, { plan: 'pro' });
      expect((await fetch(`${app.url}${PROJECTS}/${id}/summary.csv`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    } finally {
      app.deps.aiAnswers = built;
    }
  }, 120_000);

  it('exports a project with no run: the summary says "not checked", never 0', async () => {
    const { user, id } = await newProject();
    const summary = parseCsv(await (await fetch(`${app.url}${PROJECTS}/${id}/summary.csv`, { headers: { authorization: `Bearer ${user.token}` } })).text());
    expect(summary[1]).toEqual(['', 'all', '', 'Moz', 'not checked', 'not checked', 'not checked', '0', 'not checked', 'not checked', 'not checked', '0', 'not checked', 'not checked']);
    const answers = parseCsv(await (await fetch(`${app.url}${PROJECTS}/${id}/answers.csv`, { headers: { authorization: `Bearer ${user.token}` } })).text());
    expect(answers).toHaveLength(1);
  });
});

/** A small RFC 4180 reader for the assertions (quoted cells, doubled quotes, line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
