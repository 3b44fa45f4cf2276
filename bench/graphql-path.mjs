// GraphQL request path benchmark: the built app against bare yardsticks serving the same answers,
// measured side by side with autocannon (20 connections). Prints requests a second and the ratio;
// it asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/graphql-path.mjs
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates its own database there and drops it
// at the end. Optional: BENCH_SECONDS (default 5) rounds per measure, BENCH_CONNECTIONS (default 20),
// BENCH_WARMUP (default 3000) requests to each side before a measure, BENCH_ONLY (some of plans,bearer,me:
// those rows only), BENCH_CPU_PROF (a directory: the app and the yardstick run with --cpu-prof and write
// their profiles there when the bench stops them; the yardstick's file names start with CPU-bare).
// The app and the yardstick each run in their own child process (the app as `node api/dist/main.js`,
// with the node flags of the Dockerfile's CMD (BENCH_NODE_FLAGS to name others, '' for none), NODE_ENV=production,
// LOG_LEVEL=info with its log lines going to /dev/null); autocannon runs here.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { signUp as signUpOverRest } from './lib/http.mjs';
import { apiDir, requireFiles, requireFromApi, requireFromRoot, requireServerUrl, root } from './lib/paths.mjs';
import { cpuMsOf, freePort, stopProcess, waitForHttp } from './lib/processes.mjs';
import { printTable } from './lib/table.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Requests to each side before a measure: the app has far more code than the yardstick to compile. */
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP ?? 3000);
const ONLY = process.env.BENCH_ONLY?.split(',');
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const PLANS = [{ name: 'Free' }, { name: 'Pro' }, { name: 'Agency' }];
/** The api's node flags as the Docker image starts it (its CMD), unless BENCH_NODE_FLAGS names others ('' for none). */
const APP_NODE_FLAGS = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean) : dockerNodeFlags();
const profileArgs = (name) => (CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`, ...(name ? [`--cpu-prof-name=${name}`] : [])] : []);

if (process.argv[2] === '--bare') {
  await serveBare(Number(process.argv[3]), process.argv[4], process.argv[5]);
} else {
  await runBench(main);
}

/** The yardstick: Apollo Server 5 + express 5 serving `plans { name }` from a constant, and express + pg + jose for `me`. */
async function serveBare(port, databaseUrl, jwtSecret) {
  const express = requireFromApi('express');
  const { ApolloServer } = requireFromApi('@apollo/server');
  const { expressMiddleware } = requireFromApi('@as-integrations/express5');
  const { Pool } = requireFromApi('pg');
  const { jwtVerify } = await import(requireFromApi.resolve('jose'));
  const { createSecretKey } = await import('node:crypto');

  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const key = createSecretKey(Buffer.from(jwtSecret));
  const apollo = new ApolloServer({
    typeDefs: 'type Plan { name: String! } type Query { plans: [Plan!]! }',
    resolvers: { Query: { plans: () => PLANS } },
  });
  await apollo.start();
  const app = express();
  app.post('/me', express.json(), async (req, res) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    try {
      const { payload } = await jwtVerify(token, key, { issuer: 'rankcraft', algorithms: ['HS256'] });
      const { rows } = await pool.query('select id, email from users where id = $1', [payload.sub]);
      res.json({ data: { me: rows[0] ?? null } });
    } catch {
      res.status(401).json({ errors: [{ message: 'unauthenticated' }] });
    }
  });
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  app.listen(port, '127.0.0.1', () => process.send?.('ready'));
  // A normal exit, so that --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
}

async function main() {
  const serverUrl = requireServerUrl('Set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:55432/postgres');
  requireFiles(['api/dist/main.js'], 'api/dist is missing: run `npm run build` first.');
  const autocannon = requireFromRoot('autocannon');

  const database = await createDatabase(serverUrl, 'graphql');
  const databaseUrl = database.url;
  const dataDir = tempDir('rankcraft-bench-graphql-');
  const jwtSecret = randomBytes(32).toString('base64url');

  const appPort = await freePort();
  const app = spawn(process.execPath, [...profileArgs(), ...APP_NODE_FLAGS, path.join(apiDir, 'dist/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'info',
      SIGNUP_LIMIT_PER_HOUR: '100',
    },
  });
  // The app writes its CPU profile when it exits after SIGTERM; without a profile to write, it is killed.
  onCleanup(() => (CPU_PROFILE_DIR ? stopProcess(app, { killAfterMs: 60_000 }) : stopProcess(app, { signal: 'SIGKILL' })));
  const appBase = `http://127.0.0.1:${appPort}`;
  await waitForHttp(`${appBase}/healthz`);

  const barePort = await freePort();
  const bare = spawn(process.execPath, [...profileArgs('CPU-bare.${pid}.cpuprofile'), fileURLToPath(import.meta.url), '--bare', String(barePort), databaseUrl, jwtSecret], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  onCleanup(() => (CPU_PROFILE_DIR ? stopProcess(bare, { killAfterMs: 60_000 }) : stopProcess(bare, { signal: 'SIGKILL' })));
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', (code) => reject(new Error(`the yardstick exited with ${code}`)));
  });
  const bareBase = `http://127.0.0.1:${barePort}`;

  const { token } = await signUpOverRest(appBase, { fullName: 'Bench User', email: 'bench@example.com', password: 'bench-password-1' });

  const plans = JSON.stringify({ query: '{ plans { name } }' });
  const me = JSON.stringify({ query: '{ me { id email } }' });
  const bearer = { authorization: `Bearer ${token}` };
  await check(appBase, '/graphql', plans, bearer, (body) => body.data?.plans?.length === 3);
  await check(bareBase, '/graphql', plans, {}, (body) => body.data?.plans?.length === 3);
  await check(appBase, '/graphql', me, bearer, (body) => body.data?.me?.email === 'bench@example.com');
  await check(bareBase, '/me', me, bearer, (body) => body.data?.me?.email === 'bench@example.com');

  const measure = (route, body, headers, yardstickRoute, yardstickHeaders) =>
    compare(autocannon, { base: appBase, pid: app.pid, route, body, headers }, { base: bareBase, pid: bare.pid, route: yardstickRoute, body, headers: yardstickHeaders });
  const measures = [
    ['plans', 'plans { name }, no bearer', () => measure('/graphql', plans, {}, '/graphql', {}), 0.85],
    ['bearer', 'plans { name }, web app bearer', () => measure('/graphql', plans, bearer, '/graphql', {}), 0.8],
    ['me', 'me { id email }, web app bearer', () => measure('/graphql', me, bearer, '/me', bearer), 0.7],
  ];
  const rows = [];
  for (const [key, name, run, target] of measures) if (!ONLY || ONLY.includes(key)) rows.push([name, ...(await run()), target]);
  console.log(
    `\nThe app runs as the Docker image starts it: node ${[...APP_NODE_FLAGS, ''].join(' ')}api/dist/main.js (NODE_ENV=production, PostgreSQL).` +
      `\n${CONNECTIONS} connections; after a warm-up of ${WARMUP_REQUESTS} requests each, app and yardstick alternate in ${SECONDS} rounds of 1 s each.` +
      '\nRequests a second (the target), and the CPU time each process spent per request (user + system, from /proc).\n',
  );
  printTable(
    ['query', 'app', 'yardstick', 'app / yardstick', 'target', '', 'CPU a request: app', 'yardstick', 'yardstick / app'],
    rows.map(([name, ours, yardstick, target]) => {
      const ratio = ours.rps / yardstick.rps;
      const cpu = ours.cpuMs && yardstick.cpuMs ? [`${ours.cpuMs.toFixed(3)} ms`, `${yardstick.cpuMs.toFixed(3)} ms`, (yardstick.cpuMs / ours.cpuMs).toFixed(2)] : ['-', '-', '-'];
      return [name, fmt(ours), fmt(yardstick), ratio.toFixed(2), `>= ${target}`, ratio >= target ? 'ok' : 'below', ...cpu];
    }),
  );
}

/** The node flags between `node` and `api/dist/main.js` in the Dockerfile's CMD. */
function dockerNodeFlags() {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
  const words = cmd ? JSON.parse(cmd) : [];
  if (words[0] !== 'node' || words.at(-1) !== 'api/dist/main.js') throw new Error(`The Dockerfile's CMD is not "node … api/dist/main.js": ${cmd}`);
  return words.slice(1, -1);
}

function fmt(result) {
  return `${result.rps.toFixed(0)}/s${result.errors ? ` (${result.errors} errors)` : ''}`;
}

async function check(base, route, body, headers, ok) {
  const response = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const parsed = await response.json();
  if (!ok(parsed)) throw new Error(`${base}${route} answered ${response.status}: ${JSON.stringify(parsed)}`);
}

/**
 * The app and its yardstick in alternating 1 s rounds, so a change in the machine's load (it is shared)
 * falls on both alike; requests a second over all rounds of each, and the CPU time its process spent
 * per request (less sensitive to the load than the rate: it does not count the time the process waited
 * for a CPU).
 */
async function compare(autocannon, ours, yardstick) {
  const optionsOf = ({ base, route, body, headers }) => ({ url: `${base}${route}`, method: 'POST', connections: CONNECTIONS, body, headers: { 'content-type': 'application/json', ...headers } });
  const totals = [ours, yardstick].map(() => ({ requests: 0, seconds: 0, errors: 0, cpuMs: 0 }));
  for (const side of [ours, yardstick]) await autocannon({ ...optionsOf(side), amount: WARMUP_REQUESTS });
  for (let round = 0; round < SECONDS; round += 1) {
    for (const [i, side] of [ours, yardstick].entries()) {
      const cpuBefore = cpuMsOf(side.pid);
      const result = await autocannon({ ...optionsOf(side), duration: 1 });
      totals[i].cpuMs += cpuMsOf(side.pid) - cpuBefore;
      totals[i].requests += result.requests.total;
      totals[i].seconds += result.duration;
      totals[i].errors += result.errors + result.non2xx;
    }
  }
  return totals.map((total) => ({ rps: total.requests / total.seconds, errors: total.errors, cpuMs: Number.isNaN(total.cpuMs) ? undefined : total.cpuMs / total.requests }));
}
