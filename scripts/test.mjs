#!/usr/bin/env node
// `npm test`: builds what the browser tests serve, type-checks everything, runs every jest project, and ends on one line
// "N passed, N failed" that CI reads. Extra arguments go to jest (e.g. `npm test -- --selectProjects api`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

if (process.env.SKIP_BUILD !== '1') {
  // The build compiles api and workflows with tsc, but vite does not type-check the web app or tests.
  for (const script of ['build', 'typecheck']) {
    if (run('npm', ['run', script]) !== 0) {
      console.error(`npm run ${script} failed; tests not run.`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
  }
}

const outDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-jest-'));
const resultsFile = path.join(outDir, 'results.json');
// PGlite loads its WebAssembly with a dynamic import, which jest's module sandbox allows only with this flag.
const jestEnv = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim() };
const status = run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)], jestEnv);

let summary = '0 passed, 1 failed';
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  // Suites that fail to load count as failures even though they ran no test.
  const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
  summary = `${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`;
} catch {
  // No results file: jest itself failed to start.
}
rmSync(outDir, { recursive: true, force: true });
console.log(summary);
process.exit(status);
