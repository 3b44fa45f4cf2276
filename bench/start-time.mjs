// Start-up benchmark: `npm start` on a built checkout (nothing changed since the last build) against the bare
// `node api/dist/main.js`, each until GET /healthz answers 200, each run on a fresh DATA_DIR (embedded PGlite) and
// its own port. Also times the check the worker does before it starts (`build-if-changed.mjs server`). Prints
// figures; it asserts nothing.
//
//   npm run build
//   node bench/start-time.mjs            # BENCH_RUNS (default 3) runs of each, alternating
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const TARGET_RATIO = 1.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The embedded defaults, as on a fresh machine: no outside database or Temporal.
const { DATABASE_URL: _db, TEMPORAL_ADDRESS: _temporal, ...baseEnv } = process.env;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the command in its own process group, returns the seconds until /healthz answers 200, then stops it. */
async function timeToHealthy(command, args) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...baseEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitedEarly = false;
  exited.then(() => (exitedEarly = true));
  try {
    for (;;) {
      if (exitedEarly) throw new Error(`${command} ${args.join(' ')} exited before it was healthy:\n${stderr}`);
      if (await healthy(port)) return (performance.now() - started) / 1000;
      if (performance.now() - started > 180_000) throw new Error(`${command} ${args.join(' ')}: not healthy after 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Bring the build up to date first (untimed), so `npm start` below finds nothing changed.
if (spawnSync('node', ['scripts/build-if-changed.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.error('The build failed.');
  process.exit(2);
}

const bare = [];
const npmStart = [];
for (let run = 0; run < RUNS; run++) {
  bare.push(await timeToHealthy('node', ['api/dist/main.js']));
  npmStart.push(await timeToHealthy('npm', ['start']));
  console.log(`run ${run + 1}: node api/dist/main.js ${bare.at(-1).toFixed(2)} s, npm start ${npmStart.at(-1).toFixed(2)} s`);
}

const check = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  spawnSync('node', ['scripts/build-if-changed.mjs', 'server'], { cwd: root, stdio: 'ignore' });
  check.push((performance.now() - started) / 1000);
}

const ratio = median(npmStart) / median(bare);
console.log(`\nTo healthy, median of ${RUNS} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs):`);
console.log(`  node api/dist/main.js   ${median(bare).toFixed(2)} s`);
console.log(`  npm start               ${median(npmStart).toFixed(2)} s`);
console.log(`  ratio                   ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'OK' : 'OVER'}`);
console.log(`Worker's build check when nothing changed (before node workflows/dist/worker.js): ${median(check).toFixed(2)} s`);
