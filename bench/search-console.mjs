// Search Console benchmark: a 16-month backfill of a property with about 50,000 query-days against a local
// server speaking Google's OAuth and searchAnalytics.query shapes, then the tracker's Search Console read
// (GET /api/instances/:id/search-console) on 1,000 tracked keywords. Prints figures; it asserts nothing.
//
//   npm run build
//   node bench/search-console.mjs                                                                 # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/search-console.mjs  # PostgreSQL
//
// Optional: BENCH_QUERIES_PER_DAY (default 103: 486 days x 103 = ~50,000 query-days), BENCH_ROWS_PER_QUERY (rows a
// query has a day across pages, devices and countries, default 4), BENCH_KEYWORDS (default 1000), BENCH_READS (50).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { listenLocal, readBody, requestJson, signIn } from './lib/http.mjs';
import { requireFiles, requireFromApi } from './lib/paths.mjs';
import { median, percentile } from './lib/stats.mjs';

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');

const QUERIES_PER_DAY = Number(process.env.BENCH_QUERIES_PER_DAY ?? 103);
const ROWS_PER_QUERY = Number(process.env.BENCH_ROWS_PER_QUERY ?? 4);
const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const READS = Number(process.env.BENCH_READS ?? 50);
const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };
const SITE = 'sc-domain:bench-site.com';
const DEVICES = ['DESKTOP', 'MOBILE'];
const COUNTRIES = ['usa', 'gbr'];

/** Google's endpoints as far as a sync uses them: /token (any code), /sites, and paged searchAnalytics.query. */
function startGoogle() {
  let queries = 0;
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url, 'http://localhost');
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === '/token') return send(200, { access_token: 'bench-access', refresh_token: 'bench-refresh', expires_in: 3600, scope: 'https://www.googleapis.com/auth/webmasters.readonly', token_type: 'Bearer' });
    if (url.pathname === '/webmasters/v3/sites') return send(200, { siteEntry: [{ siteUrl: SITE, permissionLevel: 'siteOwner' }] });
    if (url.pathname.endsWith('/searchAnalytics/query')) {
      queries += 1;
      const { startDate, startRow = 0, rowLimit = 1000 } = JSON.parse(body);
      const total = QUERIES_PER_DAY * ROWS_PER_QUERY;
      const rows = [];
      for (let n = startRow; n < Math.min(total, startRow + rowLimit); n += 1) {
        const query = Math.floor(n / ROWS_PER_QUERY);
        const variant = n % ROWS_PER_QUERY;
        const impressions = 10 + ((query * 7 + variant) % 90);
        rows.push({
          keys: [startDate, `bench query ${query}`, `https://bench-site.com/page-${query % 50}`, DEVICES[variant % 2], COUNTRIES[Math.floor(variant / 2) % 2]],
          clicks: Math.floor(impressions / 10),
          impressions,
          ctr: 0.1,
          position: 1 + (query % 30) + variant / 10,
        });
      }
      return send(200, rows.length ? { rows } : {});
    }
    send(404, { error: { code: 404, message: 'Not Found' } });
  });
  return { server, queries: () => queries };
}

async function main() {
  const google = startGoogle();
  const googleServer = await listenLocal(google.server);
  const googleUrl = googleServer.url;
  const database = await appDatabase('search_console', 'rankcraft-bench-sc-');
  const { app } = await startInProcessApp(
    {
      ...database.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: 'bench-client',
      GOOGLE_CLIENT_SECRET: 'bench-secret',
      GOOGLE_OAUTH_AUTHORIZATION_URL: `${googleUrl}/auth`,
      GOOGLE_OAUTH_BASE_URL: googleUrl,
      SEARCH_CONSOLE_API_BASE_URL: `${googleUrl}/webmasters/v3`,
    },
    { database: database.config, logger: requireFromApi('pino')({ level: 'warn' }) },
  );
  const { token } = await signIn(app.url, ADMIN);
  console.log(`search console: ${database.postgres ? 'PostgreSQL' : 'embedded PGlite'}; ${QUERIES_PER_DAY} queries a day x ${ROWS_PER_QUERY} rows each`);

  const started = await requestJson(app.url, 'POST', '/api/search-console/connect', { token });
  const state = new URL(started.body.url).searchParams.get('state');
  await fetch(`${app.url}/api/search-console/callback?${new URLSearchParams({ code: 'bench-code', state })}`, { redirect: 'manual' });
  const [property] = (await requestJson(app.url, 'GET', '/api/search-console/properties', { token })).body;
  if (!property) throw new Error('the local Google listed no property');
  const keywords = Array.from({ length: KEYWORDS }, (_, n) => `bench query ${n}`);
  const instance = await requestJson(app.url, 'POST', '/api/instances', { token, body: { name: 'Bench', user_domain: 'bench-site.com', user_company_name: 'Bench', keywords } });
  if (instance.status !== 201) throw new Error(`instance: ${instance.status} ${JSON.stringify(instance.body)}`);

  const t0 = performance.now();
  const linked = await requestJson(app.url, 'POST', `/api/instances/${instance.body.id}/search-console`, { token, body: { propertyId: property.id } });
  if (linked.status !== 202) throw new Error(`link: ${linked.status} ${JSON.stringify(linked.body)}`);
  let job;
  for (;;) {
    [job] = await app.deps.orm.em.fork().getConnection().execute('select status, result, error from jobs where id = ?', [linked.body.jobId]);
    if (['succeeded', 'failed', 'cancelled'].includes(job.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const backfillMs = performance.now() - t0;
  const result = typeof job.result === 'string' ? JSON.parse(job.result) : (job.result ?? {});
  if (job.status !== 'succeeded') throw new Error(`backfill ${job.status}: ${job.error}`);
  const days = result.days ?? 0;
  const rows = result.rows ?? 0;
  console.log(`backfill: ${days} days, ${rows.toLocaleString('en-US')} rows, ${(days * QUERIES_PER_DAY).toLocaleString('en-US')} query-days, ${google.queries()} queries, ${(backfillMs / 1000).toFixed(1)} s (${((days * QUERIES_PER_DAY) / (backfillMs / 1000)).toFixed(0)} query-days/s)`);

  const timings = [];
  let answered = 0;
  for (let n = 0; n < READS; n += 1) {
    const start = performance.now();
    const read = await requestJson(app.url, 'GET', `/api/instances/${instance.body.id}/search-console?device=desktop`, { token });
    timings.push(performance.now() - start);
    answered = read.body.rows?.filter((row) => row.clicks !== null).length ?? 0;
  }
  console.log(`tracker read with Search Console columns, ${KEYWORDS} keywords (${answered} with figures), 28 days: median ${median(timings).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms over ${READS} reads`);
  await app.stop();
  await googleServer.close();
}

await runBench(main);
