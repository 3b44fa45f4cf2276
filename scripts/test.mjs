#!/usr/bin/env node
// `npm test`: builds what the browser tests serve, type-checks and lints everything, runs every jest project, and ends
// on one line "N passed, N failed, N skipped" that CI reads. Extra arguments go to jest (e.g. `npm test -- --selectProjects api`).
// With TEST_DATABASE_URL set (CI), the integration tests run on that PostgreSQL server, and then a second time on
// embedded PGlite, which `npm start` uses; the closing line counts both runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

if (process.env.SKIP_BUILD !== '1') {
  // The build compiles api and workflows with tsc, but vite does not type-check the web app or tests.
  for (const script of ['build', 'typecheck', 'lint']) {
    if (run('npm', ['run', script]) !== 0) {
      console.error(`npm run ${script} failed; tests not run.`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
  }
}

const outDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-jest-'));
// PGlite loads its WebAssembly with a dynamic import, which jest's module sandbox allows only with this flag.
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() };
const extraArgs = process.argv.slice(2);

const runs = [{ name: 'all', args: extraArgs, env: jestEnv }];
if (process.env.TEST_DATABASE_URL && extraArgs.length === 0) {
  // The embedded default as `npm start` runs it: PGlite and the in-process job runner.
  const { TEST_DATABASE_URL: _postgres, TEMPORAL_ADDRESS: _temporal, ...embeddedEnv } = jestEnv;
  runs.push({ name: 'pglite', args: ['--selectProjects', 'api', '--testPathPatterns', 'api/test/'], env: embeddedEnv });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;
for (const { name, args, env } of runs) {
  if (name === 'pglite') console.log('\nIntegration tests again, on embedded PGlite (TEST_DATABASE_URL and TEMPORAL_ADDRESS unset):');
  const resultsFile = path.join(outDir, `${name}.json`);
  // Every run goes ahead even when an earlier one failed, so the closing line counts them all.
  const code = run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...args], env);
  status ||= code;
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    totals.passed += results.numPassedTests;
    // Suites that fail to load count as failures even though they ran no test.
    totals.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
    totals.skipped += results.numPendingTests;
  } catch {
    // No results file: jest itself failed to start.
    totals.failed += 1;
    status ||= 1;
  }
}
rmSync(outDir, { recursive: true, force: true });
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
