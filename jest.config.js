// One jest run covers every workspace; each project keeps its own environment.
const { existsSync } = require('node:fs');
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
  // Cannibalisation counts and keywords stored as a run ends (one statement writing both), and their migration.
  'tracker-cannibalisation',
];
// A renamed or removed suite must not drop out of the embedded run unnoticed.
for (const suite of embeddedSuites) {
  if (!existsSync(path.join(__dirname, 'api/test', `${suite}.spec.ts`))) throw new Error(`jest.config.js embeddedSuites: no api/test/${suite}.spec.ts`);
}
const embeddedToo = process.env.TEST_BOTH_DATABASES === '1' && Boolean(process.env.TEST_DATABASE_URL);

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
      testMatch: ['**/__tests__/**/*.spec.ts', '<rootDir>/api/test/**/*.spec.ts'],
    },
    ...(embeddedToo
      ? [
          {
            ...api,
            displayName: 'api-embedded',
            testMatch: embeddedSuites.map((suite) => `<rootDir>/api/test/${suite}.spec.ts`),
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
