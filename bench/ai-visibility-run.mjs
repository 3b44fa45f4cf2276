// An AI visibility run of 200 prompts x 6 surfaces x 3 samples (3,600 vendor calls) on the api's in-process job
// runner, against a local DataForSEO-shaped server (Google organic with its ai_overview item, AI Mode, LLM Responses
// for ChatGPT, Claude, Gemini and Perplexity) answering every request after a fixed latency (1 s). Prints the wall
// time from the start request to the run's end, its floor (vendor calls / the run's allowed concurrency x latency)
// and the ratio (target <= 1.2), the most requests the server held at once, and the bytes a stored sample takes. It
// asserts nothing.
//
//   npm run build:api
//   node bench/ai-visibility-run.mjs                         # on the embedded database
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/ai-visibility-run.mjs
//
// Optional: BENCH_PROMPTS (200), BENCH_SAMPLES (3), BENCH_LATENCY_MS (1000).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { runBench, onCleanup } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { listenLocal, readBody, requestJson, signIn } from './lib/http.mjs';
import { requireBuilt } from './lib/paths.mjs';
import { cpus, loadAverage } from './lib/table.mjs';

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 1000);
const SURFACES = ['google-ai-overview', 'google-ai-mode', 'chatgpt', 'perplexity', 'gemini', 'claude'];
const ADMIN = { email: 'admin@rankcraft.test', password: 'bench-admin-password-1' };
const BRANDS = ['Moz', 'Ahrefs', 'Semrush', 'Similarweb'];
const { SAMPLES_PER_BATCH, BATCH_LANES } = requireBuilt('modules/ai-visibility/ai-visibility-run-job.service.js');

/** DataForSEO's envelope around one task's result, as its live endpoints answer. */
const envelope = (result, cost) => ({ version: '0.1.bench', status_code: 20000, status_message: 'Ok.', cost, tasks_count: 1, tasks_error: 0, tasks: [{ id: 'bench', status_code: 20000, status_message: 'Ok.', cost, result_count: 1, result: [result] }] });

/** Names 2 of the brands (which, by the prompt) and cites their home pages. */
function answerOf(prompt) {
  const n = [...prompt].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const brands = [BRANDS[n % BRANDS.length], BRANDS[(n + 1) % BRANDS.length]];
  const links = brands.map((brand) => `https://${brand.toLowerCase()}.com/`);
  return { text: `The options most often recommended are ${brands.join(', ')}. ${'Each has its strengths for a team of any size. '.repeat(6)}`, links };
}

function startVendorServer() {
  const state = { calls: 0, inFlight: 0, peak: 0 };
  const server = http.createServer(async (req, res) => {
    state.calls++;
    state.inFlight++;
    state.peak = Math.max(state.peak, state.inFlight);
    const task = JSON.parse((await readBody(req)) || '[{}]')[0] ?? {};
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    let body;
    if (req.url.startsWith('/v3/serp/google/')) {
      const answer = answerOf(String(task.keyword));
      const references = answer.links.map((url) => ({ type: 'ai_overview_reference', url, title: `About ${new URL(url).hostname}`, domain: new URL(url).hostname }));
      body = envelope({ keyword: task.keyword, items: [{ type: 'ai_overview', markdown: answer.text, items: [], references }, { type: 'organic', rank_group: 1, url: 'https://example.com/', title: 'Example' }] }, 0.002);
    } else if (/\/llm_responses\/live$/.test(req.url)) {
      const answer = answerOf(String(task.user_prompt));
      body = envelope({ model_name: String(task.model_name), web_search: true, money_spent: 0.001, items: [{ type: 'message', sections: [{ type: 'text', text: answer.text, annotations: answer.links.map((url) => ({ url, title: `About ${new URL(url).hostname}` })) }] }], fan_out_queries: [String(task.user_prompt)] }, 0.003);
    } else {
      body = { status_code: 40400, status_message: 'Not Found.' };
    }
    state.inFlight--;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  return listenLocal(server).then((local) => ({ ...local, state }));
}

await runBench(async () => {
  console.log(`ai-visibility-run: ${PROMPTS} prompts x ${SURFACES.length} surfaces x ${SAMPLES} samples, vendor latency ${LATENCY_MS} ms; ${cpus()}; load ${loadAverage()}`);
  const database = await appDatabase('aivrun', 'rankcraft-bench-aivrun-');
  const vendor = await startVendorServer();
  onCleanup(vendor.close);
  const { app } = await startInProcessApp(
    {
      LOG_LEVEL: 'silent',
      ...database.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AI_ANSWERS_PROVIDER: 'dataforseo',
      DATAFORSEO_LOGIN: 'bench',
      DATAFORSEO_PASSWORD: 'bench',
      AI_ANSWERS_DATAFORSEO_BASE_URL: vendor.url,
    },
    { database: database.config },
  );
  const base = app.url;
  const { token } = await signIn(base, ADMIN);
  const prompts = Array.from({ length: PROMPTS }, (_, i) => `best seo tool for task ${i}`);
  const created = await requestJson(base, 'POST', '/api/ai-visibility/projects', {
    token,
    body: { name: 'Bench', brand: { name: BRANDS[0], domains: ['moz.com'] }, competitors: BRANDS.slice(1).map((name) => ({ name, domains: [`${name.toLowerCase()}.com`] })), prompts, surfaces: SURFACES, samples: SAMPLES },
  });
  if (created.status !== 201) throw new Error(`project not created: ${created.status} ${JSON.stringify(created.body)}`);
  const projectId = created.body.id;

  const start = performance.now();
  const started = await requestJson(base, 'POST', `/api/ai-visibility/projects/${projectId}/runs`, { token });
  if (started.status !== 202) throw new Error(`run not started: ${started.status} ${JSON.stringify(started.body)}`);
  let run;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    [run] = (await requestJson(base, 'GET', `/api/ai-visibility/projects/${projectId}/runs`, { token })).body;
    if (!['queued', 'running'].includes(run.status)) break;
  }
  const wallS = (performance.now() - start) / 1000;
  const concurrency = SAMPLES_PER_BATCH * BATCH_LANES;
  const floorS = (vendor.state.calls / concurrency) * (LATENCY_MS / 1000);
  console.log(`run ${run.status}: ${run.samplesChecked} checked, ${run.samplesFailed} not checked, ${run.vendorCalls} vendor calls recorded, ${vendor.state.calls} received`);
  console.log(`wall ${wallS.toFixed(2)} s; floor ${floorS.toFixed(2)} s (${vendor.state.calls} calls / ${concurrency} at once (${BATCH_LANES} batches of ${SAMPLES_PER_BATCH}) x ${LATENCY_MS} ms); ratio ${(wallS / floorS).toFixed(3)} (target <= 1.2: ${wallS / floorS <= 1.2 ? 'met' : 'NOT met'})`);
  console.log(`most requests in flight at once: ${vendor.state.peak}`);
  const [size] = await app.deps.orm.em.fork().execute(
    `select count(*) as samples, sum(pg_column_size(answer) + coalesce(pg_column_size(extraction), 0))::bigint as bytes from ai_visibility_samples where status = 'checked'`,
  );
  console.log(`bytes per stored sample (answer + extraction, pg_column_size): ${(Number(size.bytes) / Number(size.samples)).toFixed(0)}; database ${database.postgres ? 'PostgreSQL' : 'PGlite'}; load after ${loadAverage()}`);
});
