// Content score benchmark: scores a 3,000-word Markdown article against a brief of 40 terms and prints
// the warm-up the web process runs in the background at start (loads the language model and runs it
// once), then the first score and the median and worst of the next ones. Target: under 300 ms per
// score, worst case, so the editor can score while the user types. It asserts nothing.
//
//   npm run build:api
//   node bench/content-score.mjs
//
// Optional: BENCH_REPS (default 20) timed scores, BENCH_WORDS (default 3000) words in the article.
import { performance } from 'node:perf_hooks';
import { requireBuilt, requireFiles } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

requireFiles(['api/dist/modules/content/content-score.js'], 'api/dist is missing the content module: run `npm run build:api` first.');
const { scoreContent, warmUpScoring } = requireBuilt('modules/content/content-score.js');

const reps = Number(process.env.BENCH_REPS ?? 20);
const targetWords = Number(process.env.BENCH_WORDS ?? 3000);

// A deterministic article: sentences of 6 to 21 words from a running-shoe vocabulary, a heading every 250 words.
const vocabulary = (
  'running shoes cushioning trail road runners stability heel drop midsole outsole grip comfort fit size width arch support ' +
  'marathon training pace mileage foam carbon plate durability weight breathable upper lacing toe box pronation injury ' +
  'recovery terrain rocks mud surface brand model review test price value beginner'
).split(' ');
const glue = ['the', 'a', 'with', 'for', 'and', 'on', 'is', 'are', 'gives', 'needs', 'of', 'to'];
let seed = 42;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const lines = ['# Running shoes: the complete guide', ''];
let words = 0;
let sinceHeading = 0;
while (words < targetWords) {
  if (sinceHeading >= 250) {
    lines.push('', `## ${vocabulary[Math.floor(next() * vocabulary.length)]} and ${vocabulary[Math.floor(next() * vocabulary.length)]}`, '');
    sinceHeading = 0;
  }
  const length = 6 + Math.floor(next() * 16);
  const sentence = Array.from({ length }, (_, i) => (i % 3 === 1 ? glue : vocabulary)[Math.floor(next() * (i % 3 === 1 ? glue.length : vocabulary.length))]);
  sentence[0] = sentence[0][0].toUpperCase() + sentence[0].slice(1);
  lines.push(`${sentence.join(' ')}.`);
  words += length;
  sinceHeading += length;
}
const text = lines.join('\n');
const target = {
  keyword: 'running shoes',
  terms: vocabulary.slice(0, 30).map((term, i) => ({ term, min: 1 + (i % 4), max: 4 + (i % 6) })).concat(
    ['trail running', 'heel drop', 'toe box', 'carbon plate', 'arch support', 'road running shoes', 'stability shoes', 'marathon training', 'running shoe review', 'outsole grip'].map(
      (term) => ({ term, min: 1, max: 3 }),
    ),
  ),
  wordCount: { min: 2000, max: 3500 },
  headingCount: { min: 8, max: 16 },
};

const warmStart = performance.now();
warmUpScoring();
const warmMs = performance.now() - warmStart;
const firstStart = performance.now();
const first = scoreContent({ text, metaDescription: 'How to choose running shoes.' }, target);
const firstMs = performance.now() - firstStart;
const times = [];
for (let i = 0; i < reps; i++) {
  const start = performance.now();
  scoreContent({ text, metaDescription: 'How to choose running shoes.' }, target);
  times.push(performance.now() - start);
}
const worst = Math.max(...times);
console.log(`article: ${first.wordCount} words, ${target.terms.length} terms; score ${first.score}`);
console.log(`warm-up at start (loads the model, off the request path): ${warmMs.toFixed(0)} ms`);
console.log(`first score: ${firstMs.toFixed(1)} ms`);
console.log(`next ${reps}: median ${median(times).toFixed(1)} ms, worst ${worst.toFixed(1)} ms; worst of all ${Math.max(firstMs, worst).toFixed(1)} ms (target < 300 ms)`);
