#!/usr/bin/env node
// Builds what `npm start` and `npm run worker` run, but only the parts whose sources changed since their last
// successful build. Each part has a stamp: a SHA-256 of its input files (paths and contents), written only after
// its build succeeded, so a changed file, a failed build or a missing output always builds again.
//
//   node scripts/build-if-changed.mjs            # server (api + workflows) and web, as `npm start` needs
//   node scripts/build-if-changed.mjs server     # only what the worker runs
//   node scripts/build-if-changed.mjs --always   # build everything and write the stamps (`npm run build`)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules/.cache/rankcraft-build');
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'schema'];

const parts = {
  server: {
    inputs: [...shared, 'api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json',
      'workflows/src', 'workflows/package.json', 'workflows/tsconfig.json', 'workflows/tsconfig.build.json'],
    outputs: ['api/dist/main.js', 'api/dist/worker.js', 'workflows/dist/workflows/index.js'],
    build: [['run', 'build:api']],
  },
  web: {
    inputs: [...shared, 'web/src', 'web/build', 'web/public', 'web/index.html', 'web/package.json',
      'web/tsconfig.json', 'web/vite.config.ts'],
    outputs: ['web/dist/index.html', 'web/dist/.vite/manifest.json'],
    build: [['run', 'build', '-w', 'web']],
  },
};

/** Every file under the inputs (node_modules and dist skipped), sorted, so the hash does not depend on the order. */
function inputFiles(inputs) {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute)) {
        if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(relative, entry));
      }
    } else {
      files.push(relative);
    }
  };
  inputs.forEach(walk);
  return files.sort();
}

function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputFiles(inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (name) => path.join(stampDir, `${name}.sha256`);
const readStamp = (name) => (existsSync(stampFile(name)) ? readFileSync(stampFile(name), 'utf8').trim() : null);

/** One build at a time: `npm start` and `npm run worker` started together must not both write api/dist. */
function withLock(work) {
  mkdirSync(stampDir, { recursive: true });
  const lock = path.join(stampDir, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = NaN;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // The holder has just created the lock and not yet written its pid.
      }
      if (Number.isInteger(holder) && holder > 0 && !isAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const args = process.argv.slice(2);
const always = args.includes('--always');
const names = args.filter((arg) => !arg.startsWith('--'));
for (const name of names) {
  if (!parts[name]) {
    console.error(`Unknown part "${name}"; use one of: ${Object.keys(parts).join(', ')}.`);
    process.exit(2);
  }
}

const status = withLock(() => {
  for (const name of names.length > 0 ? names : Object.keys(parts)) {
    const part = parts[name];
    // Hashed before building: a file edited during the build makes the next start build again.
    const hash = inputsHash(part.inputs);
    const built = part.outputs.every((output) => existsSync(path.join(root, output)));
    if (!always && built && readStamp(name) === hash) {
      console.log(`${name}: up to date, not rebuilt`);
      continue;
    }
    rmSync(stampFile(name), { force: true });
    for (const command of part.build) {
      const code = spawnSync('npm', command, { cwd: root, stdio: 'inherit' }).status ?? 1;
      if (code !== 0) return code;
    }
    writeFileSync(stampFile(name), `${hash}\n`);
  }
  return 0;
});
process.exit(status);
