// One jest run covers every workspace; each project keeps its own environment.
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { availableParallelism } = require('node:os');
const path = require('node:path');

const serverTransform = {
  '^.+\\.(t|j)s$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const webTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Tests run the workflows' shared TypeScript sources, never a stale build in workflows/dist; a dynamic
// import names a module by its built file (`import('./x.js')`), whose source is `./x.ts`.
const serverModuleNames = { '^@rankcraft/workflows$': '<rootDir>/workflows/src/shared/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' };

const api = {
  testEnvironment: 'node',
  roots: ['<rootDir>/api'],
  transform: serverTransform,
  // jose, request-filtering-agent, p-queue, p-timeout and linkedom's selector engine (css-select with its own
  // dom packages, css-what, cssomnom, nth-check, boolbase) ship ES modules only; jest on Node 20 loads CommonJS,
  // so they are compiled like our code.
  transformIgnorePatterns: ['^(?!.*/node_modules/css-select/node_modules/).*/node_modules/(?!(jose|request-filtering-agent|p-queue|p-timeout|css-select|css-what|cssomnom|nth-check|boolbase)/)'],
  moduleNameMapper: serverModuleNames,
  setupFiles: ['reflect-metadata'],
  // type-graphql keeps its metadata on the global object, shared by every test file.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

/**
 * With TEST_BOTH_DATABASES=1 (`npm test` sets it when TEST_DATABASE_URL names a PostgreSQL server), the
 * integration tests that depend on the database run a second time, in the same jest run, on embedded PGlite
 * and the in-process job runner, as `npm start` runs: the project's setup file unsets TEST_DATABASE_URL and
 * TEMPORAL_ADDRESS for those test files only.
 *
 * Every other integration test runs once, on PostgreSQL, where the suites that run jobs already run them on
 * both job engines (support/engine-app.ts ENGINES: in process and Temporal). PGlite is PostgreSQL itself,
 * so a query means the same on both; what differs is listed here, each with the suites that cover it.
 * A new suite that touches one of these belongs in the list.
 */
const embeddedSuites = [
  // The JobRunner contract, and the jobs written against it, on the runner `npm start` uses.
  'job-runner.contract',
  'article-jobs.contract',
  'article-optimise.contract',
  'tracker-progress.contract',
  // Report deliveries: their jobs, claimed slots and retries on the embedded runner.
  'report-delivery',
  // Migrations on a PGlite data directory.
  'tracker-keywords-migration',
  'brand-kits-migration',
  'workspaces-migration',
  'credit-balances-migration',
  // A report's brand kit: the foreign key that moves reports to the default kit when theirs is deleted.
  'report-brand-kits',
  // One PGlite backend behind the wire server: parallel requests, stalled readers, pool time limits,
  // the database's own errors as the app sees them through it.
  'embedded-burst',
  'stalled-export',
  'database-timeouts',
  'database-error-log',
  'orm-async-context',
  // Events in memory instead of LISTEN/NOTIFY: job progress, alert notifications, changed users.
  'jobs',
  'alerts',
  'viewer-freshness',
  // No session cache on the embedded database (app/deps.ts), so each suite has an embedded half.
  'session-cache',
  // The SERP rate limit counted in memory instead of in the database.
  'serp-rate-limit',
  // /healthz reports the database in use.
  'http',
  // A process stopped or killed with its PGlite data directory open, and restarted on it.
  'shutdown',
  'tracker-crash',
  'tracker-restart',
  // Share of voice and tag figures kept current by triggers, and their migration, on PGlite.
  'tracker-run-figures',
  // Visibility and share of voice by the site's own click-through rates: per-position arrays, their migration, the curve's read.
  'tracker-ctr-curve',
  // Cannibalisation counts and keywords stored as a run ends (one statement writing both), and their migration.
  'tracker-cannibalisation',
  // The keyword table's cells stored as a run ends, and their migration.
  'tracker-keyword-table-cells',
  // A run's claims, result rows and pages sent as parameters, through the wire server too.
  'tracker-run-writes',
  // A workspace's clients: names unique ignoring case (an expression index), projects ungrouped by foreign keys.
  'workspace-clients',
  // Client viewers: their membership bound to a client, ended with it by a foreign key.
  'client-viewers',
  // Client budgets: the ledger's check under the client's row lock, and refunds given back to the client.
  'client-budgets',
  // MCP: a quoted run confirmed, its progress relayed from the in-memory job events, its confirmation in PGlite.
  'mcp-run',
  // AI visibility runs and re-readings on the embedded runner: samples sent as one JSON parameter, counted in SQL.
  'ai-visibility-runs.contract',
  // Search Console: the sandbox's consent flow, identity keys and dictionaries, rows as JSON parameters, the reads' SQL.
  'search-console-connect',
  'search-console-reads',
  // Search Console alert rules evaluated as a sync ends on the embedded runner, their alerts in memory.
  'search-console-alerts',
];
// A renamed or removed suite must not drop out of the embedded run unnoticed.
for (const suite of embeddedSuites) {
  if (!existsSync(path.join(__dirname, 'api/test', `${suite}.spec.ts`))) throw new Error(`jest.config.js embeddedSuites: no api/test/${suite}.spec.ts`);
}
const embeddedToo = process.env.TEST_BOTH_DATABASES === '1' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * A full run (`npm test` without arguments sets TEST_GROUPS_DIR) runs the integration suites of api/test in groups
 * of about SUITES_PER_GROUP: each group is one test file that loads its suites in turn, each inside a describe named
 * after it (so its top-level hooks stay its own), and they share one module registry. Every jest test file loads
 * the app's ~2,100 modules afresh, a few seconds of CPU, which was about a third of an integration file's CPU.
 * Each suite still starts its own app on its own database. Run alone (a path on the command line), a suite is its
 * own test file as always.
 */
const groupsDir = process.env.TEST_GROUPS_DIR;
const SUITES_PER_GROUP = 6;

/** Writes the group files of `suites` (absolute paths) and returns their paths. */
function writeGroups(name, suites) {
  const groups = Array.from({ length: Math.ceil(suites.length / SUITES_PER_GROUP) }, () => ({ size: 0, suites: [] }));
  // Largest first, each into the lightest group so far: the groups come out about equally long.
  for (const suite of [...suites].sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b))) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.suites.push(suite);
    lightest.size += statSync(suite).size;
  }
  return groups.map((group, index) => {
    const file = path.join(groupsDir, `${name}-${String(index + 1).padStart(2, '0')}.spec.ts`);
    // The last jest.setTimeout of a test file holds for all its tests: the group ends on the longest its suites ask for.
    const timeouts = group.suites.flatMap((suite) => [...readFileSync(suite, 'utf8').matchAll(/jest\.setTimeout\(([\d_]+)\)/g)].map((match) => Number(match[1].replaceAll('_', ''))));
    const lines = [
      `// Written by jest.config.js for one run: ${group.suites.length} suites sharing one module registry.`,
      ...group.suites.map((suite) => `describe(${JSON.stringify(path.relative(__dirname, suite))}, () => { require(${JSON.stringify(suite)}); });`),
      ...(timeouts.length > 0 ? [`jest.setTimeout(${Math.max(...timeouts)});`] : []),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  });
}

const integrationSuites = readdirSync(path.join(__dirname, 'api/test'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => path.join(__dirname, 'api/test', file));
const embeddedSuitePaths = embeddedSuites.map((suite) => path.join(__dirname, 'api/test', `${suite}.spec.ts`));
const apiTestFiles = groupsDir ? writeGroups('api', integrationSuites) : ['<rootDir>/api/test/**/*.spec.ts'];
const embeddedTestFiles = groupsDir ? writeGroups('embedded', embeddedSuitePaths) : embeddedSuitePaths;

/** @type {import('jest').Config} */
module.exports = {
  // Each test file starts the real app on a fresh database, which takes a few seconds.
  testTimeout: 30_000,
  // The integration and browser tests mostly wait (on the database, Temporal, Chromium, local vendor
  // servers), so even a 2-core machine runs two test files at a time; jest's default there is one.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Every test file loads the app afresh and a worker's heap only grows; a worker past this is replaced
  // after its file, before garbage collection starts to slow every later file down.
  workerIdleMemoryLimit: '1GB',
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    {
      ...api,
      displayName: 'api',
      ...(groupsDir ? { roots: [...api.roots, groupsDir] } : {}),
      testMatch: ['**/__tests__/**/*.spec.ts', ...apiTestFiles],
    },
    ...(embeddedToo
      ? [
          {
            ...api,
            displayName: 'api-embedded',
            ...(groupsDir ? { roots: [...api.roots, groupsDir] } : {}),
            testMatch: embeddedTestFiles,
            setupFiles: [...api.setupFiles, '<rootDir>/api/test/support/embedded-database-env.ts'],
          },
        ]
      : []),
    {
      displayName: 'workflows',
      testEnvironment: 'node',
      roots: ['<rootDir>/workflows'],
      testMatch: ['**/*.spec.ts'],
      transform: serverTransform,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: webTransform,
      transformIgnorePatterns: ['/node_modules/(?!(@apollo/client|rxjs|graphql-ws|csv-stringify)/)'],
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp|md|graphql)(\\?.*)?$': '<rootDir>/web/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: serverTransform,
      moduleNameMapper: serverModuleNames,
      transformIgnorePatterns: ['/node_modules/(?!(jose|request-filtering-agent|p-queue|p-timeout)/)'],
    },
  ],
};
