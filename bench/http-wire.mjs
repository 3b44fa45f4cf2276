// Bytes on the wire for `/`: index.html and every script and stylesheet it references (modulepreloads
// included), fetched from the built app once without Accept-Encoding and once with
// `Accept-Encoding: gzip, br` as a browser sends it. Prints the sizes, the encodings and cache headers
// the app sent, and the ratio; it asserts nothing.
//
//   npm run build
//   node bench/http-wire.mjs                 # embedded PGlite in a temp directory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/http-wire.mjs
//
// Bytes are counted on the socket (status line, headers and body as sent), not after decoding.
import http from 'node:http';
import { startInProcessApp } from './lib/app.mjs';
import { runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { requireFiles, webDist } from './lib/paths.mjs';
import { kb, printTable } from './lib/table.mjs';

requireFiles(['api/dist/server/app.js', 'web/dist/index.html'], 'api/dist or web/dist is missing: run `npm run build` first.');

await runBench(async () => {
  const database = await appDatabase('wire', 'rankcraft-bench-wire-');
  const { app } = await startInProcessApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST_DIR: webDist, ...database.env });
  try {
    const plain = await load(app.port, {});
    const compressed = await load(app.port, { 'accept-encoding': 'gzip, br' });
    console.log(`\n\`/\` = index.html + ${plain.length - 1} scripts and stylesheets it references\n`);
    printTable(
      ['file', 'no Accept-Encoding', 'gzip, br', 'encoding', 'cache-control'],
      plain.map((file, i) => [file.path, kb(file.bytes), kb(compressed[i].bytes), compressed[i].encoding ?? '-', compressed[i].cacheControl ?? '-']),
    );
    const total = (files) => files.reduce((sum, file) => sum + file.bytes, 0);
    console.log('');
    printTable(
      ['bytes on the wire for `/`', 'measured'],
      [
        ['without Accept-Encoding', kb(total(plain))],
        ['with Accept-Encoding: gzip, br', kb(total(compressed))],
        ['compressed / plain', (total(compressed) / total(plain)).toFixed(3)],
      ],
    );
  } finally {
    await app.stop();
  }
});

/** index.html, then every /assets script and stylesheet it names, each counted as sent on the socket. */
async function load(port, headers) {
  const index = await get(port, '/', { accept: 'text/html', ...headers });
  const html = await decoded(port, '/');
  const referenced = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];
  const files = [index];
  for (const asset of referenced) files.push(await get(port, asset, headers));
  return files;
}

async function decoded(port, route) {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, { headers: { accept: 'text/html' } });
  return response.text();
}

/** One GET on a fresh connection; `bytes` counts everything the server wrote to the socket. */
function get(port, route, headers) {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: false });
    const request = http.get({ host: '127.0.0.1', port, path: route, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        const socket = request.socket;
        setImmediate(() => {
          resolve({ path: route, status: response.statusCode, bytes: socket.bytesRead, encoding: response.headers['content-encoding'], cacheControl: response.headers['cache-control'] });
          agent.destroy();
        });
      });
    });
    request.on('error', reject);
  });
}
