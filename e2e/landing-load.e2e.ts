import type { Request } from 'playwright-core';
import { allScripts, operationNames, readDist, sourcesOf } from './support/web-dist';
import { useAppAndBrowser } from './support/suite';

// What a visitor's browser requests for `/`, recorded from the built app: only the app shell and the landing page's
// own code and documents; no Apollo Client, no charts, no other page.

jest.setTimeout(120_000);

const suite = useAppAndBrowser();

/** The documents the shell (session, maintenance gate) and the landing page send. */
const LANDING_OPERATIONS = ['FeaturedCustomers', 'MaintenanceStatus', 'Me', 'SignIn', 'SignUp'];

interface Recorded {
  scripts: string[];
  operations: string[];
}

async function openLandingAsVisitor(): Promise<Recorded> {
  const context = await suite.browser.newContext();
  try {
    const page = await context.newPage();
    const recorded: Recorded = { scripts: [], operations: [] };
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') recorded.scripts.push(url.pathname);
      if (url.pathname === '/graphql' && request.method() === 'POST') {
        recorded.operations.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?');
      }
    });
    await page.goto(`${suite.app.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Rank High in SEO with/ }).waitFor();
    await page.waitForLoadState('networkidle');
    return recorded;
  } finally {
    await context.close();
  }
}

let recorded: Recorded;

beforeAll(async () => {
  recorded = await openLandingAsVisitor();
});

test('the landing page loads its own route and no other page, and no Apollo Client or charts code', () => {
  expect(recorded.scripts.length).toBeGreaterThan(0);
  const sources = recorded.scripts.flatMap((script) => sourcesOf(script));
  expect(sources.filter((source) => source.startsWith('web/src/routes/'))).toEqual(['web/src/routes/landing.tsx']);
  expect(sources.filter((source) => source.includes('node_modules/@apollo/'))).toEqual([]);
  expect(sources.filter((source) => source.includes('node_modules/apexcharts/'))).toEqual([]);

  // The build has them, so the checks above look at real module paths.
  const built = allScripts().flatMap((script) => sourcesOf(script));
  expect(built).toEqual(expect.arrayContaining(['web/src/routes/keyword-tracking.tsx']));
  expect(built.some((source) => source.includes('node_modules/@apollo/client/'))).toBe(true);
  expect(built.some((source) => source.includes('node_modules/apexcharts/'))).toBe(true);
});

test('the scripts it loads carry only the documents the shell and the landing page send', () => {
  const loaded = new Set(recorded.scripts.flatMap((script) => operationNames(readDist(script))));
  expect([...loaded].sort()).toEqual(LANDING_OPERATIONS);
  // Other screens' documents are in the build, in files the landing page does not load.
  const elsewhere = new Set(allScripts().flatMap((script) => operationNames(readDist(script))));
  expect([...elsewhere].filter((name) => !loaded.has(name)).length).toBeGreaterThan(20);
});

test('for a visitor it asks the server only for the featured customers and the maintenance flag', () => {
  expect([...recorded.operations].sort()).toEqual(['FeaturedCustomers', 'MaintenanceStatus']);
});
