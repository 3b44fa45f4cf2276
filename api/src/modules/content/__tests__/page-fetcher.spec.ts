import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { LivePageFetcher } from '../pages/live-page-fetcher';
import { PageFetchError } from '../pages/page-fetcher';

/** A local server standing in for the sites that rank. */
let server: http.Server;
let port: number;
const agents: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    agents.push(req.headers['user-agent'] ?? '');
    if (req.url === '/article') res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<h1>Caf\xe9</h1>', 'latin1'));
    else if (req.url === '/pdf') res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    else if (req.url === '/huge') res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(20_000));
    else if (req.url === '/to-private') res.writeHead(302, { location: `http://10.0.0.1:${port}/article` }).end();
    else if (req.url === '/to-loopback') res.writeHead(301, { location: `http://127.0.0.2:${port}/article` }).end();
    else if (req.url === '/gone') res.writeHead(404, { 'content-type': 'text/html' }).end('not here');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { userAgent: 'RankcraftBot/1.0 (content briefs)', timeoutMs: 2000, maxBytes: 10_000 };
/** 127.0.0.1 plays a public site; every other private or loopback address stays refused. */
const fetcher = new LivePageFetcher({ ...options, allowPrivateNetworks: false, allowAddresses: ['127.0.0.1'] });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PageFetchError);
  return (error as Error).message;
}

test('fetches an HTML page with a clear user agent, decoding its charset', async () => {
  const page = await fetcher.fetch({ url: `http://127.0.0.1:${port}/article`, keyword: 'coffee' });
  expect(page).toEqual({ url: `http://127.0.0.1:${port}/article`, html: '<h1>Café</h1>' });
  expect(agents.at(-1)).toBe(options.userAgent);
});

test('refuses private and loopback addresses, directly, through DNS and through redirects', async () => {
  const strict = new LivePageFetcher({ ...options, allowPrivateNetworks: false });
  expect(await refusal(strict.fetch({ url: `http://127.0.0.1:${port}/article`, keyword: 'x' }))).toMatch(/private or local network/);
  expect(await refusal(strict.fetch({ url: 'http://192.168.1.10/', keyword: 'x' }))).toMatch(/private or local network/);
  expect(await refusal(strict.fetch({ url: 'http://169.254.169.254/latest/meta-data', keyword: 'x' }))).toMatch(/private or local network/);

  // A public-looking name whose DNS answer is loopback.
  const toLoopback: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  const rebound = new LivePageFetcher({ ...options, allowPrivateNetworks: false, lookup: toLoopback });
  expect(await refusal(rebound.fetch({ url: `http://blog.example.com:${port}/article`, keyword: 'x' }))).toMatch(/private or local network/);

  // A public page that redirects into a private range or to another loopback address.
  expect(await refusal(fetcher.fetch({ url: `http://127.0.0.1:${port}/to-private`, keyword: 'x' }))).toMatch(/private or local network/);
  expect(await refusal(fetcher.fetch({ url: `http://127.0.0.1:${port}/to-loopback`, keyword: 'x' }))).toMatch(/private or local network/);
});

test('refuses answers that are not HTML, too large, or errors', async () => {
  expect(await refusal(fetcher.fetch({ url: `http://127.0.0.1:${port}/pdf`, keyword: 'x' }))).toMatch(/application\/pdf/);
  expect(await refusal(fetcher.fetch({ url: `http://127.0.0.1:${port}/huge`, keyword: 'x' }))).toBe('The answer is too large.');
  expect(await refusal(fetcher.fetch({ url: `http://127.0.0.1:${port}/gone`, keyword: 'x' }))).toBe('The page answered with HTTP 404.');
  expect(await refusal(fetcher.fetch({ url: 'ftp://127.0.0.1/file', keyword: 'x' }))).toMatch(/http/);
});

test('CONTENT_FETCH_ALLOW_PRIVATE_NETWORKS lets tests reach local servers', async () => {
  const open = new LivePageFetcher({ ...options, allowPrivateNetworks: true });
  expect((await open.fetch({ url: `http://127.0.0.1:${port}/article`, keyword: 'x' })).html).toBe('<h1>Café</h1>');
});
