// Content generator benchmark: article jobs against a local OpenAI-shaped server that streams 50
// tokens a second. Prints figures; it asserts nothing.
//
//   npm run build:api
//   node bench/articles.mjs                                                     # embedded PGlite, in-memory PubSub
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/articles.mjs   # PostgreSQL, LISTEN/NOTIFY
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates its own database there and drops it.
// Optional: BENCH_CONCURRENCY (articles written at once, default 3), BENCH_TOKENS_PER_SECOND (default 50).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { listenLocal, readBody, signIn } from './lib/http.mjs';
import { requireFiles, requireFromApi } from './lib/paths.mjs';
import { percentile } from './lib/stats.mjs';

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build:api` first.');

const { createClient } = requireFromApi('graphql-ws');
const WebSocket = requireFromApi('ws');
const pino = requireFromApi('pino');

const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 3);
const BATCH = 10;
const SECTION_TOKENS = 40;
const LATENCY_TARGET_MS = 300;
const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };

// A local OpenAI-compatible server ------------------------------------------------------------------
// Every section answer starts with a token unique to its request, so the client can tell when the
// first token of each answer reached it.
const firstTokenAt = new Map();
let requestCount = 0;

function startLlmServer() {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const prompt = JSON.parse(body).messages.find((message) => message.role === 'user').content;
    const number = ++requestCount;
    const isSection = prompt.includes('Write the section');
    const text = prompt.startsWith('Plan an SEO article')
      ? 'META: A benchmark article.\n# Benchmark Article\n## Introduction\n## Details\n## Examples\n## Conclusion'
      : `Marker${number}x ` + Array.from({ length: SECTION_TOKENS - 1 }, (_, i) => `word${i} `).join('');
    const tokens = text.match(/\S+\s*/g);
    const chunk = (delta, finish = null) =>
      `data: ${JSON.stringify({ id: `c${number}`, object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const [position, token] of tokens.entries()) {
      await new Promise((resolve) => setTimeout(resolve, 1000 / TOKENS_PER_SECOND));
      if (position === 0 && isSection) firstTokenAt.set(`Marker${number}x`, performance.now());
      res.write(chunk({ content: token }));
    }
    res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
  });
  return listenLocal(server);
}

// Measuring -----------------------------------------------------------------------------------------
const latencies = [];

function followText(appUrl, token, jobId) {
  const client = createClient({ url: `${appUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const deltas = [];
  const ended = new Promise((resolve, reject) => {
    client.subscribe(
      { query: 'subscription($jobId: ID!) { articleText(jobId: $jobId) { index seq text reset section articleId } }', variables: { jobId } },
      {
        next: ({ data, errors }) => {
          if (errors) return reject(new Error(errors[0].message));
          const receivedAt = performance.now();
          deltas.push({ ...data.articleText, receivedAt });
          for (const marker of data.articleText.text.match(/Marker\d+x/g) ?? []) {
            const sentAt = firstTokenAt.get(marker);
            if (sentAt !== undefined) latencies.push(receivedAt - sentAt);
          }
        },
        error: reject,
        complete: resolve,
      },
    );
  });
  return { deltas, ended, dispose: () => client.dispose() };
}

async function graphql(appUrl, token, query, variables) {
  const response = await fetch(`${appUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

async function generate(appUrl, token, keywords) {
  const started = performance.now();
  const data = await graphql(appUrl, token, 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }', { input: { flow: 'KEYWORD', source: 'bench', keywords } });
  const live = followText(appUrl, token, data.generateArticles.id);
  await live.ended;
  const wallMs = performance.now() - started;
  await live.dispose();
  const job = await graphql(appUrl, token, 'query($id: ID!) { job(id: $id) { status } jobArticles(jobId: $id) { id } }', { id: data.generateArticles.id });
  if (job.job.status !== 'succeeded' || job.jobArticles.length !== keywords.length) throw new Error(`job ended ${job.job.status} with ${job.jobArticles.length} articles`);
  return { wallMs, deltas: live.deltas };
}

const ms = (value) => `${value.toFixed(0)} ms`;

// Run -----------------------------------------------------------------------------------------------
await runBench(async () => {
  const llm = await startLlmServer();
  onCleanup(llm.close);
  const database = await appDatabase('articles', 'rankcraft-bench-articles-');
  const label = database.postgres ? 'PostgreSQL, LISTEN/NOTIFY PubSub' : 'embedded PGlite, in-memory PubSub';
  let app;
  try {
    ({ app } = await startInProcessApp(
      {
        DATA_DIR: database.dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_MODEL: 'bench',
        ARTICLE_CONCURRENCY: String(CONCURRENCY),
      },
      { database: database.config, logger: pino({ level: 'silent' }) },
    ));
    const { token } = await signIn(app.url, ADMIN);

    console.log(`Content generator bench — ${label}, in-process job runner, ${TOKENS_PER_SECOND} tokens/s, ${SECTION_TOKENS}-token sections, concurrency ${CONCURRENCY}\n`);

    await generate(app.url, token, ['warm-up']);
    latencies.length = 0;

    const singles = [];
    for (let i = 0; i < 3; i++) singles.push(await generate(app.url, token, [`single article ${i}`]));
    const oneArticleMs = singles.map((run) => run.wallMs).sort((a, b) => a - b)[1];
    const single = singles[1];
    const streamingMs = single.deltas.at(-1).receivedAt - single.deltas[0].receivedAt;
    console.log(`One article (outline + 4 sections): median wall time of 3 = ${ms(oneArticleMs)}`);
    console.log(`  delta messages: ${single.deltas.length} in ${ms(streamingMs)} = ${((single.deltas.length / streamingMs) * 1000).toFixed(1)} per second (tokens arrive at ${TOKENS_PER_SECOND}/s)`);

    const batch = await generate(app.url, token, Array.from({ length: BATCH }, (_, i) => `batch article ${i}`));
    const ideal = Math.ceil(BATCH / CONCURRENCY) * oneArticleMs;
    const batchStreamingMs = batch.deltas.at(-1).receivedAt - batch.deltas[0].receivedAt;
    console.log(`${BATCH}-article batch: wall time ${ms(batch.wallMs)}; ceil(${BATCH} / ${CONCURRENCY}) × one article = ${ms(ideal)} (ratio ${(batch.wallMs / ideal).toFixed(2)})`);
    console.log(`  delta messages: ${batch.deltas.length} in ${ms(batchStreamingMs)} = ${((batch.deltas.length / batchStreamingMs) * 1000).toFixed(1)} per second over the job`);

    console.log(
      `\nServer's first token of a section → first delta with it at a graphql-ws client (${latencies.length} sections): ` +
        `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (target p95 < ${LATENCY_TARGET_MS} ms: ${percentile(latencies, 95) < LATENCY_TARGET_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    await app?.stop();
  }
});
