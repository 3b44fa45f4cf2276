// Content brief benchmark: the work of one brief over 10 result pages served by a local HTTP server
// (fetch through the outbound HTTP client, 4 at a time as the job does; main text with Readability on
// linkedom; terms and ranges; each page scored against the brief), then scoring a 3,000-word article
// against that brief. Prints the first run (which loads the language model) and the median of the next
// ones. The job's own overhead (a database write per page, the runner) is not in these figures. It asserts nothing.
//
//   npm run build:api
//   node bench/content-brief.mjs
//
// Optional: BENCH_REPS (default 5) timed briefs, BENCH_KEYWORD (default "trail running shoes").
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { listenLocal } from './lib/http.mjs';
import { requireBuilt, requireFiles } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

requireFiles(['api/dist/modules/content/brief-terms.js'], 'api/dist is missing the content briefs: run `npm run build:api` first.');
const { LivePageFetcher } = requireBuilt('modules/content/pages/live-page-fetcher.js');
const { sandboxPageHtml } = requireBuilt('modules/content/pages/sandbox-page-fetcher.js');
const { extractPage } = requireBuilt('modules/content/pages/page-extract.js');
const { recommendFromPages, briefScoreTarget, percentile } = requireBuilt('modules/content/brief-terms.js');
const { scoreContent } = requireBuilt('modules/content/content-score.js');

const reps = Number(process.env.BENCH_REPS ?? 5);
const keyword = process.env.BENCH_KEYWORD ?? 'trail running shoes';
const PAGES = 10;
const CONCURRENCY = 4;

// Ten different pages on the keyword (the sandbox's page generator, served over real HTTP).
const server = await listenLocal(http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sandboxPageHtml(`https://site.test${req.url}`, keyword))));
const base = server.url;
const fetcher = new LivePageFetcher({ userAgent: 'RankcraftBench/1.0', allowPrivateNetworks: true, timeoutMs: 10_000, maxBytes: 3_000_000 });

async function brief() {
  const urls = Array.from({ length: PAGES }, (_, i) => `${base}/page-${i + 1}`);
  const read = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        read.push(extractPage((await fetcher.fetch({ url, keyword })).html));
      }
    }),
  );
  const recommendations = recommendFromPages(read);
  const target = briefScoreTarget(keyword, recommendations);
  const scores = read.map((page) => scoreContent({ text: page.markdown, title: page.title, metaDescription: page.metaDescription ?? undefined }, target).score);
  return { read, recommendations, target, median: Math.round(percentile(scores, 0.5)) };
}

const firstStart = performance.now();
const first = await brief();
const firstMs = performance.now() - firstStart;
const times = [];
for (let i = 0; i < reps; i++) {
  const start = performance.now();
  await brief();
  times.push(performance.now() - start);
}
console.log(`brief: ${first.read.length} pages, word count ${first.recommendations.wordCount.min}-${first.recommendations.wordCount.max}, ${first.recommendations.terms.length} terms, competitors' median score ${first.median}`);
console.log(`first brief (loads the model): ${firstMs.toFixed(0)} ms`);
console.log(`next ${reps}: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`);

// A 3,000-word article (the pages' paragraphs, in turn) scored against the brief: the editor's live score.
const paragraphs = first.read.flatMap((page) => page.markdown.split('\n\n').filter((block) => !block.startsWith('#')));
const article = [`# ${keyword}`];
let words = 0;
for (let i = 0; words < 3000; i++) {
  if (i % 6 === 0) article.push(`## Part ${i / 6 + 1}`);
  const paragraph = paragraphs[i % paragraphs.length];
  article.push(paragraph);
  words += paragraph.split(/\s+/).length;
}
const text = article.join('\n\n');
const scoreTimes = [];
let scored;
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  scored = scoreContent({ text, metaDescription: `All about ${keyword}.` }, first.target);
  scoreTimes.push(performance.now() - start);
}
console.log(`scoring a ${scored.wordCount}-word article against the brief (${first.target.terms.length} terms): median ${median(scoreTimes).toFixed(1)} ms, worst ${Math.max(...scoreTimes).toFixed(1)} ms (target < 300 ms); score ${scored.score}`);
await server.close();
