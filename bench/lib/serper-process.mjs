// A Serper-shaped SERP server in a child process of its own, so that its work is not counted in the bench's
// process: each answer (bench/lib/serper-answer.mjs) comes after a latency drawn between half and 1.5 times
// `latencyMs`, as a real vendor's answers come back spread out rather than together.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';
import { listenLocal, readBody } from './http.mjs';
import { stopProcess } from './processes.mjs';
import { serperAnswer } from './serper-answer.mjs';

/** Starts the server; resolves with the app's environment that searches it. Stopped by the bench's clean-up. */
export async function serperEnv({ latencyMs, domains }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(latencyMs), JSON.stringify(domains)], { stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup(() => stopProcess(child));
  const [line] = await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => Promise.reject(new Error('the Serper-shaped server exited')))]);
  return { SERP_PROVIDER: 'serper', SERPER_API_KEY: 'bench', SERP_BASE_URL: JSON.parse(String(line)).url };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const latencyMs = Number(process.argv[2]);
  const domains = JSON.parse(process.argv[3]);
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/search') return void res.writeHead(404).end();
    const answer = JSON.stringify(serperAnswer(JSON.parse(body || '{}'), domains));
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(answer), latencyMs * (0.5 + Math.random()));
  });
  const { url } = await listenLocal(server);
  process.stdout.write(`${JSON.stringify({ url })}\n`);
}
