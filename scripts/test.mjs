#!/usr/bin/env node
// `npm test`: builds what the browser tests serve, runs every jest project while it type-checks and lints everything,
// and ends on one line "N passed, N failed, N skipped" that CI reads. Extra arguments go to jest (e.g.
// `npm test -- --selectProjects api`). With TEST_DATABASE_URL set (CI), the integration tests run on that PostgreSQL
// server and, in the same jest run, those that depend on the database a second time on embedded PGlite, which
// `npm start` uses (the `api-embedded` project; jest.config.js lists them and says why); the closing line counts both.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs an npm script at low priority with its output kept until the end, so that it uses the CPU the tests leave
 * idle (they mostly wait on databases, Temporal and Chromium) and does not slow them down.
 */
function inBackground(script) {
  const started = Date.now();
  const child = spawn('nice', ['-n', '10', 'npm', 'run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ script, code: 1, output: `${output}${error.message}\n`, took: seconds(started) }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, took: seconds(started) }));
  });
}

/** The machine's CPU time so far, busy and idle (Linux's /proc/stat; undefined elsewhere). */
function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined;
  }
}

/** How busy the machine's cores were between two readings: whether more jest workers could help, or fewer tests must. */
function cpuBusy(before, after) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const total = busy + after.idle - before.idle;
  return total > 0 ? ` (CPU ${Math.round((100 * busy) / total)}% busy on ${availableParallelism()} cores)` : '';
}

/** The slowest test files and tests of a jest run, so that a CI log shows where its time went. */
function printSlowest(results, count = 12) {
  const name = (file) => path.relative(process.cwd(), file);
  const files = results.testResults.map((file) => ({ took: file.endTime - file.startTime, name: name(file.name) }));
  const tests = results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ took: test.duration ?? 0, name: `${name(file.name)} › ${test.fullName}` })),
  );
  for (const [title, rows] of [['files', files], ['tests', tests]]) {
    console.log(`slowest ${title}:`);
    for (const row of rows.sort((a, b) => b.took - a.took).slice(0, count)) console.log(`  ${(row.took / 1000).toFixed(1)} s  ${row.name}`);
  }
}

const checks = [];
if (process.env.SKIP_BUILD !== '1') {
  // The browser tests and the crash tests run the built app, and the type-aware lint reads the built types.
  const started = Date.now();
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('npm run build failed; tests not run.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`build took ${seconds(started)}`);
  // The build compiles api and workflows with tsc, but vite does not type-check the web app or tests.
  checks.push(inBackground('typecheck'), inBackground('lint'));
}

const outDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-jest-'));
const resultsFile = path.join(outDir, 'results.json');
// A full run loads the integration suites in groups that share a module registry (jest.config.js says why).
const groupsDir = path.join(outDir, 'groups');
if (process.argv.length === 2) mkdirSync(groupsDir);
const jestEnv = {
  ...process.env,
  // PGlite loads its WebAssembly with a dynamic import, which jest's module sandbox allows only with this flag.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
  ...(process.env.TEST_DATABASE_URL ? { TEST_BOTH_DATABASES: '1' } : {}),
  ...(process.argv.length === 2 ? { TEST_GROUPS_DIR: groupsDir } : {}),
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const cpuBefore = cpuTimes();
let status = run('npx', ['jest', '--json', `--outputFile=${resultsFile}`, ...process.argv.slice(2)], jestEnv);
console.log(`jest took ${seconds(started)}${cpuBusy(cpuBefore, cpuTimes())}`);
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  totals.passed += results.numPassedTests;
  // Suites that fail to load count as failures even though they ran no test.
  totals.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  totals.skipped += results.numPendingTests;
  printSlowest(results);
} catch {
  // No results file: jest itself failed to start.
  totals.failed += 1;
  status ||= 1;
}
rmSync(outDir, { recursive: true, force: true });

for (const check of await Promise.all(checks)) {
  if (check.code === 0) {
    console.log(`npm run ${check.script} passed (${check.took})`);
  } else {
    process.stdout.write(check.output);
    console.error(`npm run ${check.script} failed (${check.took}).`);
    totals.failed += 1;
    status ||= 1;
  }
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
