// Start-up benchmark: `npm start` on a built checkout (nothing changed since the last build) against the bare
// `node api/dist/main.js`, each until GET /healthz answers 200, each run on a fresh DATA_DIR (embedded PGlite) and
// its own port. Also times the check the worker does before it starts (`build-if-changed.mjs server`). Prints
// figures; it asserts nothing.
//
//   npm run build
//   node bench/start-time.mjs            # BENCH_RUNS (default 3) runs of each, alternating
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { runBench, tempDir } from './lib/cleanup.mjs';
import { root } from './lib/paths.mjs';
import { freePort, stopProcess, waitForHttp } from './lib/processes.mjs';
import { median } from './lib/stats.mjs';

const TARGET_RATIO = 1.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// The embedded defaults, as on a fresh machine: no outside database or Temporal.
const { DATABASE_URL: _db, TEMPORAL_ADDRESS: _temporal, ...baseEnv } = process.env;

/** Starts the command in its own process group, returns the seconds until /healthz answers 200, then stops it. */
async function timeToHealthy(command, args) {
  const dataDir = tempDir('rankcraft-bench-start-');
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
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 180_000, intervalMs: 50 });
    return (performance.now() - started) / 1000;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')}: ${error.message}\n${stderr}`);
  } finally {
    await stopProcess(child, { group: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBench(async () => {
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
  console.log(`Worker's build check when nothing changed (before node api/dist/worker.js): ${median(check).toFixed(2)} s`);
});
