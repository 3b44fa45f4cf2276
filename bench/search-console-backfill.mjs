// Search Console (a): a 16-month backfill of a property with ~50,000 query-days against the local Search Console
// server (api/test/support/search-console-server.ts, transpiled here with the repository's TypeScript), through the
// app as users reach it: OAuth connect (consent at the local server), link to an instance, the sync job on the
// in-process runner, day by day, 25,000-row pages. Prints wall time, the requests the server saw, rows stored and
// bytes per query-day stored (the rows table with its indexes, and the query and page dictionaries), and a
// yardstick: the floor the pacing (1,200 queries a minute per site and user) sets for that many requests.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/search-console-backfill.mjs
//
// BENCH_QUERY_DAYS (50,000): query-days in all, spread evenly over the 16 months.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { requestJson, signUp } from './lib/http.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireFromRoot, requireServerUrl, root } from './lib/paths.mjs';
import { startInProcessApp } from './lib/app.mjs';
import { loadAverage } from './lib/table.mjs';

const SERVER_URL = requireServerUrl('BENCH_DATABASE_URL is not set, e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/search-console-backfill.mjs');
requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');
requireFromApi('reflect-metadata');
const { syncWindow } = requireBuilt('modules/search-console/search-console-sync-plan.js');
const QUERY_DAYS = Number(process.env.BENCH_QUERY_DAYS ?? 50_000);

/** The local server, transpiled from the tests' TypeScript to a CommonJS module in a temporary directory. */
function loadSearchConsoleServer() {
  const ts = requireFromRoot('typescript');
  const source = readFileSync(path.join(root, 'api/test/support/search-console-server.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sc-server-')), 'search-console-server.cjs');
  writeFileSync(file, outputText);
  return requireFromRoot(file);
}

await runBench(async () => {
  const { startSearchConsoleServer } = loadSearchConsoleServer();
  const window = syncWindow('backfill', new Date());
  const rowsPerDay = Math.ceil(QUERY_DAYS / window.days);
  const server = await startSearchConsoleServer({ sites: [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }], rowsPerProperty: rowsPerDay });
  const db = await createDatabase(SERVER_URL, 'scbackfill');
  let app;
  try {
    ({ app } = await startInProcessApp({
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sc-bench-data-')),
      GOOGLE_CLIENT_ID: server.clientId,
      GOOGLE_CLIENT_SECRET: server.clientSecret,
      GOOGLE_OAUTH_AUTHORIZATION_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_BASE_URL: server.url,
      SEARCH_CONSOLE_API_BASE_URL: `${server.url}/webmasters/v3`,
      LOG_LEVEL: 'warn',
    }));
    const base = app.url;
    const { token } = await signUp(base, { fullName: 'Bench', email: 'sc-bench@rankcraft.test', password: 'bench-password-1' });
    const sql = (text, params = []) => app.database.orm.em.fork().getConnection().execute(text, params);
    // A paid plan (tracking instances need one).
    await sql(`update users set plan_id = 3 where email = 'sc-bench@rankcraft.test'`);
    const started = await requestJson(base, 'POST', '/api/search-console/connect', { token });
    const url = new URL(started.body.url);
    const code = server.consent(url.toString());
    await fetch(`${base}/api/search-console/callback?${new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' })}`, { redirect: 'manual' });
    const [property] = (await requestJson(base, 'GET', '/api/search-console/properties', { token })).body;
    const instance = await requestJson(base, 'POST', '/api/instances', { token, body: { name: 'Bench', user_domain: 'example.com', user_company_name: 'Bench', keywords: ['query 1'] } });
    if (instance.status !== 201) throw new Error(`instance: ${instance.status} ${JSON.stringify(instance.body)}`);
    const before = server.requests.length;
    const start = performance.now();
    const linked = await requestJson(base, 'POST', `/api/instances/${instance.body.id}/search-console`, { token, body: { propertyId: property.id } });
    if (linked.status !== 202) throw new Error(`link: ${linked.status} ${JSON.stringify(linked.body)}`);
    let job;
    for (;;) {
      [job] = await sql('select status, progress_done, progress_total, error from jobs where id = ?', [linked.body.jobId]);
      if (['succeeded', 'failed', 'cancelled'].includes(job.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const wallMs = performance.now() - start;
    if (job.status !== 'succeeded') throw new Error(`the sync job ${job.status}: ${job.error}`);
    const requests = server.requests.slice(before).filter((r) => r.path.includes('/searchAnalytics/query'));
    const bytes = requests.reduce((sum, r) => sum + r.body.length, 0);
    const [{ rows, query_days: queryDays }] = await sql(
      `select count(*)::int as rows, count(distinct (day, query_id))::int as query_days from search_console_rows`,
    );
    const [{ rows_bytes: rowsBytes, dictionary_bytes: dictionaryBytes }] = await sql(
      `select pg_total_relation_size('search_console_rows')::bigint as rows_bytes,
              (pg_total_relation_size('search_console_queries') + pg_total_relation_size('search_console_pages'))::bigint as dictionary_bytes`,
    );
    const floorS = Math.max(0, Math.ceil(requests.length / 1_200) - 1) * 60;
    console.log(`Backfill of ${window.days} days (${window.from} to ${window.to}), ${rowsPerDay} rows a day: ${queryDays.toLocaleString()} query-days, ${rows.toLocaleString()} rows stored.`);
    console.log(`Wall time ${(wallMs / 1000).toFixed(1)} s; ${requests.length} searchAnalytics.query requests (${(bytes / 1024).toFixed(0)} KiB of request bodies), ${job.progress_done}/${job.progress_total} days.`);
    console.log(`Stored: ${(Number(rowsBytes) / queryDays).toFixed(1)} bytes per query-day in search_console_rows with its indexes, ${(Number(dictionaryBytes) / queryDays).toFixed(1)} in the query and page dictionaries (${((Number(rowsBytes) + Number(dictionaryBytes)) / 1024 / 1024).toFixed(1)} MiB in all).`);
    console.log(`Yardstick: at 1,200 queries a minute per site and user, ${requests.length} requests fit in ${floorS ? `${floorS} s of waiting` : "one minute's quota: the pacing adds no wait"}; ${(requests.length / 20).toFixed(1)} s if spread evenly at 20 a second.`);
    console.log(`Load average at end: ${loadAverage()}`);
  } finally {
    await app?.stop();
    await server.close();
    await db.drop();
  }
});
