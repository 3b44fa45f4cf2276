import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { createOutboundHttp, OutboundRefusedError, type OutboundRefusal } from '../outbound-http';

/** A local server standing in for sites on the internet: each path answers as a test needs. */
let server: http.Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Hello</h1>');
    } else if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(5000));
    } else if (req.url === '/slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('late'), 2000).unref();
    } else if (req.url === '/to-page') {
      res.writeHead(302, { location: '/page' }).end();
    } else if (req.url === '/to-loopback') {
      res.writeHead(302, { location: `http://127.0.0.2:${port}/page` }).end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (req.url === '/echo' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ body, agent: req.headers['user-agent'] })));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const userAgent = 'RankcraftBot/1.0 (+https://rankcraft.example/bot)';
/** 127.0.0.1 plays a public address; every other loopback or private address stays refused. */
const publicStandIn = createOutboundHttp({ userAgent, allowPrivateNetworks: false, allowAddresses: ['127.0.0.1'] });
const base = { timeoutMs: 1000, maxBytes: 1000 };

async function refusalOf(promise: Promise<unknown>): Promise<OutboundRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return (error as OutboundRefusedError).reason;
}

test('fetches a page with its user agent, and follows a redirect within the allowed hops', async () => {
  const response = await publicStandIn({ ...base, url: `http://127.0.0.1:${port}/to-page`, maxRedirects: 3, acceptContentTypes: ['text/html'] });
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe('<h1>Hello</h1>');
  expect(response.url).toBe(`http://127.0.0.1:${port}/page`);

  const echoed = await publicStandIn({ ...base, url: `http://127.0.0.1:${port}/echo`, method: 'POST', body: '{"a":1}' });
  expect(JSON.parse(echoed.body.toString())).toEqual({ body: '{"a":1}', agent: userAgent });
});

test('refuses loopback and private addresses, given directly or through DNS', async () => {
  const strict = createOutboundHttp({ userAgent, allowPrivateNetworks: false });
  hits.length = 0;
  expect(await refusalOf(strict({ ...base, url: `http://127.0.0.1:${port}/page` }))).toBe('private-address');
  expect(await refusalOf(strict({ ...base, url: `http://[::1]:${port}/page` }))).toBe('private-address');
  expect(await refusalOf(strict({ ...base, url: `http://10.1.2.3:${port}/page` }))).toBe('private-address');
  expect(await refusalOf(strict({ ...base, url: `http://169.254.169.254/latest/meta-data` }))).toBe('private-address');

  // A public-looking name whose DNS answer is loopback.
  const rebinding: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  const viaDns = createOutboundHttp({ userAgent, allowPrivateNetworks: false, lookup: rebinding });
  expect(await refusalOf(viaDns({ ...base, url: `http://shop.example.com:${port}/page` }))).toBe('private-address');
  expect(hits).toEqual([]);
});

test('refuses loopback and private IPv4 addresses written as IPv6 (IPv4-compatible and IPv4-mapped), given directly or through DNS', async () => {
  const strict = createOutboundHttp({ userAgent, allowPrivateNetworks: false });
  hits.length = 0;
  for (const host of ['[::7f00:1]', '[::127.0.0.1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:0:7f00:1]', '[::a00:1]', '[::ffff:a9fe:a9fe]']) {
    expect([host, await refusalOf(strict({ ...base, url: `http://${host}:${port}/page` }))]).toEqual([host, 'private-address']);
    // Also where 127.0.0.1 itself plays a public address: its IPv6 spellings are not that address.
    expect([host, await refusalOf(publicStandIn({ ...base, url: `http://${host}:${port}/page` }))]).toEqual([host, 'private-address']);
  }
  const compatible: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '::7f00:1', family: 6 }]);
    else callback(null, '::7f00:1', 6);
  };
  const viaDns = createOutboundHttp({ userAgent, allowPrivateNetworks: false, lookup: compatible });
  expect(await refusalOf(viaDns({ ...base, url: `http://shop.example.com:${port}/page` }))).toBe('private-address');
  expect(hits).toEqual([]);
});

test('refuses a redirect into a private address', async () => {
  hits.length = 0;
  expect(await refusalOf(publicStandIn({ ...base, url: `http://127.0.0.1:${port}/to-loopback`, maxRedirects: 3 }))).toBe('private-address');
  expect(hits).toEqual(['GET /to-loopback']);
});

test('the private-network setting lets requests reach local addresses', async () => {
  const open = createOutboundHttp({ userAgent, allowPrivateNetworks: true });
  const response = await open({ ...base, url: `http://127.0.0.2:${port}/page` });
  expect(response.status).toBe(200);
});

test('limits size, time, redirects, content types and schemes', async () => {
  expect(await refusalOf(publicStandIn({ ...base, url: `http://127.0.0.1:${port}/big` }))).toBe('too-large');
  expect(await refusalOf(publicStandIn({ ...base, timeoutMs: 200, url: `http://127.0.0.1:${port}/slow` }))).toBe('timeout');
  expect(await refusalOf(publicStandIn({ ...base, url: `http://127.0.0.1:${port}/loop`, maxRedirects: 2 }))).toBe('too-many-redirects');
  expect(await refusalOf(publicStandIn({ ...base, url: `http://127.0.0.1:${port}/json`, acceptContentTypes: ['text/html'] }))).toBe('content-type');
  expect(await refusalOf(publicStandIn({ ...base, url: 'file:///etc/passwd' }))).toBe('bad-url');
  expect(await refusalOf(publicStandIn({ ...base, url: `http://user:pw@127.0.0.1:${port}/page` }))).toBe('bad-url');
  expect(await refusalOf(publicStandIn({ ...base, url: 'not a url' }))).toBe('bad-url');
  // Without redirects allowed, a redirect is the answer itself.
  const redirect = await publicStandIn({ ...base, url: `http://127.0.0.1:${port}/to-page` });
  expect(redirect.status).toBe(302);
});
