import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Reads the built web app (`npm run build`): what the landing page loads before it renders must not carry other
// screens' GraphQL documents or the charts library.
const dist = path.resolve(__dirname, '../web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** `operation:"query",name:{kind:"Name",value:"TrackerReport"}` in a DocumentNode, quoted however the minifier likes. */
const OPERATION = /"?operation"?:\s*["'`](?:query|mutation|subscription)["'`],\s*"?name"?:\s*\{\s*"?kind"?:\s*["'`]Name["'`],\s*"?value"?:\s*["'`](\w+)["'`]/g;

/** Names of the GraphQL operations whose documents a built file contains. */
function operationNames(code: string): string[] {
  return [...code.matchAll(OPERATION)].map((match) => match[1]);
}

let manifest: Manifest;
let landingFiles: Set<string>;

beforeAll(() => {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry || !manifest['src/routes/landing.tsx']) throw new Error('No app entry or landing route in the build manifest.');
  landingFiles = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, 'src/routes/landing.tsx')]);
});

test("the landing page's files carry none of the keyword tracker's documents", () => {
  const tracker = [...staticClosure(manifest, 'src/routes/keyword-tracking.tsx')].filter((file) => !landingFiles.has(file));
  const trackerOperations = tracker.filter((file) => file.endsWith('.js')).flatMap((file) => operationNames(read(file)));
  // The tracker's own documents are in its own chunks (so the check below looks at real names).
  expect(trackerOperations).toEqual(expect.arrayContaining(['TrackerReport']));

  const landingCode = [...landingFiles].filter((file) => file.endsWith('.js')).map(read).join('\n');
  const landingOperations = new Set(operationNames(landingCode));
  expect(trackerOperations.filter((name) => landingOperations.has(name))).toEqual([]);
  expect(landingCode).not.toContain('trackerKeywordTable');
  expect(landingCode).not.toContain('TrackerReport');
});

test("the landing page's files carry no other screen's documents", () => {
  const landingCode = [...landingFiles].filter((file) => file.endsWith('.js')).map(read).join('\n');
  const landingOperations = new Set(operationNames(landingCode));
  const foreign = new Map<string, string>();
  for (const key of Object.keys(manifest).filter((name) => name.startsWith('src/routes/') && name !== 'src/routes/landing.tsx')) {
    for (const file of staticClosure(manifest, key)) {
      if (landingFiles.has(file) || !file.endsWith('.js')) continue;
      for (const name of operationNames(read(file))) foreign.set(name, key);
    }
  }
  expect(foreign.size).toBeGreaterThan(10);
  expect([...foreign.keys()].filter((name) => landingOperations.has(name))).toEqual([]);
});

test("the landing page's files carry no charts code", () => {
  const charts = Object.values(manifest).filter((chunk) => read(chunk.file).includes('apexcharts-canvas'));
  expect(charts.length).toBeGreaterThan(0);
  for (const file of landingFiles) expect(read(file)).not.toContain('apexcharts');
});
