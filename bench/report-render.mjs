// Render time of a 10-page client report: the report HTML (brand kit, SVG charts, tables) printed to
// PDF by headless Chromium, as GET /api/reports/:id/pdf and scheduled deliveries do. Imports the built
// api (npm run build:api); needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium). No database.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { renderReportHtml } = require('../api/dist/modules/reports/report-html.js');
const { ReportPdfRenderer } = require('../api/dist/modules/reports/report-pdf-renderer.js');
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

const renderer = new ReportPdfRenderer(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
try {
  const html = renderReportHtml(document, brand);
  const coldStart = performance.now();
  let pdf = await renderer.render(html, 'a4');
  const cold = performance.now() - coldStart;
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const began = performance.now();
    pdf = await renderer.render(html, 'a4');
    times.push(performance.now() - began);
  }
  const pages = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
  times.sort((a, b) => a - b);
  const out = process.env.BENCH_PDF_OUT ?? '/tmp/rankcraft-report-bench.pdf';
  writeFileSync(out, pdf);
  console.log(`report PDF: ${pages} pages (target ${TARGET_PAGES}), ${(pdf.length / 1024).toFixed(0)} KB, written to ${out}`);
  console.log(`first render (Chromium starting): ${cold.toFixed(0)} ms`);
  console.log(`warm renders (${RUNS}): median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (target < 10000 ms)`);
} finally {
  await renderer.close();
}
