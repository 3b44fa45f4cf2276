import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operationNames, readDist as read, readManifest, sourcesOf, staticClosure, type Manifest } from './support/web-dist';

// Reads the built web app (`npm run build`): what the landing page loads before it renders must not carry other
// screens' GraphQL documents or the charts library.

let manifest: Manifest;
let landingFiles: Set<string>;

beforeAll(() => {
  manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry || !manifest['src/routes/landing.tsx']) throw new Error('No app entry or landing route in the build manifest.');
  landingFiles = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, 'src/routes/landing.tsx')]);
});

test("the landing page's files carry none of the keyword tracker's documents", () => {
  const tracker = [...staticClosure(manifest, 'src/routes/keyword-tracking.tsx')].filter((file) => !landingFiles.has(file));
  const trackerOperations = tracker.filter((file) => file.endsWith('.js')).flatMap((file) => operationNames(read(file)));
  // The tracker's own documents are in its own chunks (so the check below looks at real names).
  expect(trackerOperations).toEqual(expect.arrayContaining(['TrackerScreen']));

  const landingCode = [...landingFiles].filter((file) => file.endsWith('.js')).map(read).join('\n');
  const landingOperations = new Set(operationNames(landingCode));
  expect(trackerOperations.filter((name) => landingOperations.has(name))).toEqual([]);
  expect(landingCode).not.toContain('trackerKeywordTable');
  expect(landingCode).not.toContain('TrackerScreen');
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

test("the Markdown editor's code loads with the editor page only", () => {
  const codemirror = (file: string) => file.endsWith('.js') && sourcesOf(file).some((source) => source.includes('node_modules/@codemirror/'));
  expect([...staticClosure(manifest, 'src/routes/article-editor.tsx')].some(codemirror)).toBe(true);
  expect([...landingFiles].filter(codemirror)).toEqual([]);
  expect([...staticClosure(manifest, 'src/routes/my-articles.tsx')].filter(codemirror)).toEqual([]);
});

test("the landing page's files carry no Apollo Client code; the pages that read through it do", () => {
  const apollo = (file: string) => file.endsWith('.js') && sourcesOf(file).some((source) => source.includes('node_modules/@apollo/client/'));
  expect([...landingFiles].filter(apollo)).toEqual([]);
  expect([...staticClosure(manifest, 'src/routes/pricing.tsx')].some(apollo)).toBe(true);
});

test('a page declared without Apollo in the router uses no Apollo Client code (it would have no ApolloProvider)', () => {
  const router = readFileSync(path.resolve(__dirname, '../web/src/app/router.tsx'), 'utf8');
  const plainPages = [...router.matchAll(/React\.lazy\(\(\) => import\('\.\.\/routes\/([\w-]+)'\)\)/g)].map((match) => `src/routes/${match[1]}.tsx`);
  expect(plainPages).toEqual(expect.arrayContaining(['src/routes/landing.tsx', 'src/routes/dashboard.tsx']));
  const usesApollo = (key: string) =>
    [...staticClosure(manifest, key)].some((file) => file.endsWith('.js') && sourcesOf(file).some((source) => source.includes('node_modules/@apollo/client/')));
  expect(plainPages.filter(usesApollo)).toEqual([]);
});

test("the tracker page's first files carry none of the sections below its fold nor its dialogs", () => {
  const firstScreen = [...staticClosure(manifest, 'src/routes/keyword-tracking.tsx')].filter((file) => file.endsWith('.js'));
  const operations = new Set(firstScreen.flatMap((file) => operationNames(read(file))));
  expect(operations).toContain('TrackerScreen');
  for (const below of ['AlertRules', 'CreateTrackingInstance', 'UpdateTrackingInstance', 'DeleteTrackingInstance']) {
    expect(operations).not.toContain(below);
  }
});
