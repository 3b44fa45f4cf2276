// Web bundle benchmark: what the browser downloads for each route, from the built files.
// Reads the build manifest (web/dist/.vite/manifest.json) and, per route, gzips (zlib, default level) every JS and CSS
// file of the app entry and of the route's own chunk together with their static imports — what loads before the
// page renders. A page that reads through Apollo (its files include Apollo's code) is loaded together with the
// Apollo provider chunk (web/src/app/lazy-with-apollo.ts), which is counted with it. Chunks a page imports lazily
// (charts, dialogs opened later) are not counted. Prints figures; it asserts nothing (e2e/bundle-split.e2e.ts does).
//
//   npm run build -w web        # or npm run build
//   node bench/web-bundle.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { requireFiles, webDist as dist } from './lib/paths.mjs';
import { kb } from './lib/table.mjs';

const TARGET_KB = 150;
const manifestPath = path.join(dist, '.vite/manifest.json');
requireFiles([manifestPath], 'web/dist/.vite/manifest.json is missing: run `npm run build -w web` first.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The files a manifest entry loads before it runs: its own file, its CSS and, recursively, its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const APOLLO_PROVIDER = 'src/app/apollo-provider.tsx';
const apolloFiles = manifest[APOLLO_PROVIDER] ? staticClosure(APOLLO_PROVIDER) : new Set();
/** Apollo's own files: the provider chunk's, less the entry's and the provider module's own chunk. */
const apolloShared = new Set([...apolloFiles].filter((file) => !entryFiles.has(file) && file !== manifest[APOLLO_PROVIDER]?.file));

/** A route's files: its static closure, plus the Apollo provider's when it uses Apollo. */
function routeFiles(key) {
  const files = staticClosure(key);
  const usesApollo = [...files].some((file) => apolloShared.has(file));
  return { files: usesApollo ? new Set([...files, ...apolloFiles]) : files, usesApollo };
}
const routeKeys = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && manifest[key].isDynamicEntry)
  .sort();

console.log(`App entry (${entryKey}) and its static imports: ${kb(sum(entryFiles))} gzip`);
for (const file of [...entryFiles].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
  console.log(`  ${file.padEnd(48)} ${kb(gzipBytes(file)).padStart(9)}`);
}

console.log('\nPer route: total JS+CSS before the page renders (entry + route), and the route\'s own part');
const totals = {};
for (const key of routeKeys) {
  const { files, usesApollo } = routeFiles(key);
  const all = new Set([...entryFiles, ...files]);
  const own = [...files].filter((file) => !entryFiles.has(file));
  totals[key] = sum(all);
  console.log(
    `  ${key.replace('src/routes/', '').padEnd(32)} total ${kb(totals[key]).padStart(9)}   own ${kb(sum(own)).padStart(9)}${usesApollo ? '   (with Apollo)' : ''}`,
  );
}

const landing = totals['src/routes/landing.tsx'];
if (landing === undefined) {
  console.error('\nNo chunk for src/routes/landing.tsx in the manifest.');
  process.exit(1);
}
console.log(`\nLanding route \`/\`: ${kb(landing)} gzip (target <= ${TARGET_KB} KB) ${landing <= TARGET_KB * 1024 ? 'OK' : 'OVER'}`);
