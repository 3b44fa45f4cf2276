// Render time of a 10-page client report to PDF through its render job, as GET /api/reports/:id/pdf
// and scheduled deliveries do: the app (embedded PGlite, in-process JobRunner) is started from the
// built api, a report's built data is set to a 10-page document, and each download starts a
// `report-render` job (gather data, render, store) and waits for it. Each timed run changes the
// report's note, so its page differs and it is rendered again; a download of an unchanged report
// reuses the stored PDF (timed too). Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
//
//   npm run build:api
//   node bench/report-render.mjs
//
// Optional: BENCH_RUNS (default 5) warm renders, BENCH_PDF_OUT (default /tmp/rankcraft-report-bench.pdf).
import { writeFileSync } from 'node:fs';
import { startInProcessApp } from './lib/app.mjs';
import { runBench, tempDir } from './lib/cleanup.mjs';
import { signIn } from './lib/http.mjs';
import { requireFiles, requireFromApi } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build:api` first.');
const pino = requireFromApi('pino');
const { getDocumentProxy } = await import('unpdf');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_PAGES = 10;
const DAY = 86_400_000;
const end = new Date('2026-11-24T09:00:00Z');
const start = new Date(end.getTime() - 90 * DAY);
const companies = ['Acme', 'Rival', 'Globex', 'Initech', 'Umbrella'];
const series = (offset) =>
  companies.map((label, index) => ({
    label,
    own: index === 0,
    points: Array.from({ length: 90 }, (_, day) => ({ at: new Date(start.getTime() + (day + 1) * DAY).toISOString(), value: Math.max(1, Math.round(10 + offset + index * 3 + 6 * Math.sin(day / 9 + index))) })),
  }));
const keywordRows = (count) =>
  Array.from({ length: count }, (_, row) => [`keyword number ${row + 1} for the client`, ...companies.flatMap((_, index) => [String(((row * 7 + index * 5) % 60) + 1), index % 2 ? '▲ 2' : ''])]);

const document = {
  name: 'Monthly SEO report',
  client: 'Acme Corp',
  rangeLabel: 'Last 90 days',
  period: { start: start.toISOString(), end: end.toISOString(), previousStart: new Date(start.getTime() - 90 * DAY).toISOString(), previousEnd: start.toISOString() },
  builtAt: end.toISOString(),
  sandbox: false,
  sections: [
    {
      kind: 'tracker-summary',
      title: 'Ranking summary',
      subtitle: 'Acme tracking · acme.com',
      companies: companies.map((name, index) => ({ name, domain: `${name.toLowerCase()}.com`, own: index === 0, visibility: { current: 40 - index * 5, previous: 35 - index * 4 }, averageRank: { current: 5 + index, previous: 7 + index } })),
      movers: { columns: ['Keyword', 'Position', 'Before', 'Change'], rows: keywordRows(10).map((row) => [row[0], '3', '8', '▲ 5']) },
    },
    { kind: 'ranking-chart', title: 'Average rank over time', subtitle: 'Acme tracking', unit: 'average rank', invert: true, series: series(0) },
    { kind: 'visibility-chart', title: 'Visibility over time', subtitle: 'Acme tracking', unit: 'visibility %', invert: false, series: series(20) },
    { kind: 'keyword-table', title: 'Keyword rankings', subtitle: 'Acme tracking · latest check 2026-11-24', table: { columns: ['Keyword', ...companies.flatMap((name) => [name, 'Change'])], rows: keywordRows(300) } },
    { kind: 'backlinks', title: 'Backlinks', subtitle: 'acme.com', table: { columns: ['Linking page', 'Anchor text', 'Target page'], rows: Array.from({ length: 60 }, (_, index) => [`https://blog${index}.example.org/a/long/path/to/a/post-${index}`, `anchor ${index}`, 'https://acme.com/']) } },
    { kind: 'note', title: 'Note', subtitle: '', text: 'Rankings rose after the site migration.\n\nNext month: internal links and two new guides.' },
  ],
};
const brand = { agencyName: 'Northwind Digital', logoDataUri: null, primaryColor: '#0f172a', accentColor: '#1d4ed8', footerText: 'Northwind Digital · hello@northwind.test', showRankcraftBranding: false };

const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };
const AGENCY_PLAN_ID = 3;
await runBench(async () => {
  const dataDir = tempDir('rankcraft-bench-report-');
  let app;
  try {
    ({ app } = await startInProcessApp(
      { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      { database: { kind: 'embedded', dataDir }, logger: pino({ level: 'silent' }) },
    ));
    const sql = (text, params = []) => app.database.orm.em.fork().getConnection().execute(text, params);
    const { token } = await signIn(app.url, ADMIN);
    const call = async (method, url, body) => {
      const response = await fetch(`${app.url}${url}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response;
    };
    await sql('update users set plan_id = ? where email = ?', [AGENCY_PLAN_ID, ADMIN.email]);
    await call('PUT', '/api/brand-kit', { agencyName: brand.agencyName, primaryColor: brand.primaryColor, accentColor: brand.accentColor, footerText: brand.footerText, hideRankcraftBranding: true });
    const { id } = await (await call('POST', '/api/reports', { name: document.name, client: document.client, range: { preset: 'last-90-days' }, sections: [{ kind: 'note', text: 'x' }] })).json();

    /** One download of a changed report: its render job's time (queued to stored) and the request's. */
    const renderedDownload = async (run) => {
      const note = { ...document.sections.at(-1), text: `${document.sections.at(-1).text}\n\nRun ${run}.` };
      await sql('update reports set snapshot = ?::jsonb where id = ?', [JSON.stringify({ ...document, sections: [...document.sections.slice(0, -1), note] }), id]);
      const began = performance.now();
      const pdf = Buffer.from(await (await call('GET', `/api/reports/${id}/pdf`)).arrayBuffer());
      const requestMs = performance.now() - began;
      const [job] = await sql("select created_at, finished_at, status from jobs where kind = 'report-render' and subject_id = ? order by created_at desc limit 1", [id]);
      const [render] = await sql('select render_ms from report_renders where report_id = ?', [id]);
      if (job.status !== 'succeeded') throw new Error(`render job ended ${job.status}`);
      return { pdf, requestMs, jobMs: new Date(job.finished_at) - new Date(job.created_at), chromiumMs: render.render_ms };
    };

    const cold = await renderedDownload(0);
    const warm = [];
    for (let run = 1; run <= RUNS; run++) warm.push(await renderedDownload(run));
    const reused = [];
    for (let run = 0; run < RUNS; run++) {
      const began = performance.now();
      await (await call('GET', `/api/reports/${id}/pdf`)).arrayBuffer();
      reused.push(performance.now() - began);
    }
    const [{ jobs }] = await sql("select count(*)::int as jobs from jobs where kind = 'report-render' and subject_id = ?", [id]);
    const { pdf } = warm.at(-1);
    const pages = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
    const out = process.env.BENCH_PDF_OUT ?? '/tmp/rankcraft-report-bench.pdf';
    writeFileSync(out, pdf);
    console.log(`report PDF: ${pages} pages (target ${TARGET_PAGES}), ${(pdf.length / 1024).toFixed(0)} KB, written to ${out}`);
    console.log(`first download (render job, Chromium starting): request ${cold.requestMs.toFixed(0)} ms, job ${cold.jobMs} ms, Chromium ${cold.chromiumMs} ms`);
    console.log(`next ${RUNS} downloads of a changed report (a render job each): request median ${median(warm.map((run) => run.requestMs)).toFixed(0)} ms, max ${Math.max(...warm.map((run) => run.requestMs)).toFixed(0)} ms; job median ${median(warm.map((run) => run.jobMs))} ms; Chromium median ${median(warm.map((run) => run.chromiumMs))} ms (target < 10000 ms)`);
    console.log(`${RUNS} downloads of the unchanged report (stored PDF reused): median ${median(reused).toFixed(0)} ms; render jobs in all: ${jobs} (expected ${RUNS + 1})`);
  } finally {
    await app?.stop();
  }
});
