import { DataForSeoProvider } from '../dataforseo.provider';
import { SandboxSerpProvider, sandboxResults } from '../sandbox.provider';
import { createSerpClient } from '../serp-client';
import { SerpProvider } from '../serp-provider';
import { SerpApiProvider } from '../serpapi.provider';
import { SerperProvider } from '../serper.provider';
import { ValueSerpProvider } from '../valueserp.provider';
import { RecordedRequest, Reply, serpQuery, startVendorServer, VendorServer } from './vendor-server';

/** Google's ranking for the test keyword: 100 hosts, `target.example.com` at 14, `late.example.com` at 73. */
function hostAt(position: number): string {
  if (position === 14) return 'target.example.com';
  if (position === 73) return 'late.example.com';
  return `site${position}.example.net`;
}
const result = (position: number) => ({ position, link: `https://${hostAt(position)}/page`, url: `https://${hostAt(position)}/page`, title: `Result ${position}`, snippet: 'About it' });
/** Google answers 10 organic results a page whatever `num` asks for. */
const googlePage = (page: number) => Array.from({ length: 10 }, (_, i) => result((page - 1) * 10 + i + 1));

interface Vendor {
  name: string;
  create: (url: string) => SerpProvider;
  /** The results page a request asks for, or the depth for a vendor that takes one. */
  asked: (request: RecordedRequest) => { page: number; num: number } | { depth: number };
  answer: (request: RecordedRequest) => Reply;
}

const vendors: Vendor[] = [
  {
    name: 'serper',
    create: (url) => new SerperProvider({ apiKey: 'k', baseUrl: url }),
    asked: (request) => {
      const body = JSON.parse(request.body) as { page: number; num: number };
      return { page: body.page, num: body.num };
    },
    answer: (request) => ({ json: { searchParameters: { q: 'seo tools' }, organic: googlePage((JSON.parse(request.body) as { page: number }).page) } }),
  },
  {
    name: 'serpapi',
    create: (url) => new SerpApiProvider({ apiKey: 'k', baseUrl: url }),
    asked: (request) => ({ page: Number(request.query.get('start')) / 10 + 1, num: Number(request.query.get('num')) }),
    answer: (request) => ({ json: { search_metadata: { status: 'Success' }, organic_results: googlePage(Number(request.query.get('start')) / 10 + 1) } }),
  },
  {
    name: 'valueserp',
    create: (url) => new ValueSerpProvider({ apiKey: 'k', baseUrl: url }),
    asked: (request) => ({ page: Number(request.query.get('page')), num: Number(request.query.get('num')) }),
    answer: (request) => ({ json: { request_info: { success: true }, organic_results: googlePage(Number(request.query.get('page'))) } }),
  },
  {
    name: 'dataforseo',
    create: (url) => new DataForSeoProvider({ login: 'l', password: 'p', baseUrl: url }),
    asked: (request) => ({ depth: (JSON.parse(request.body) as { depth: number }[])[0].depth }),
    answer: (request) => {
      const depth = (JSON.parse(request.body) as { depth: number }[])[0].depth;
      const items = Array.from({ length: depth }, (_, i) => ({ type: 'organic', rank_group: i + 1, rank_absolute: i + 2, url: result(i + 1).url, title: `Result ${i + 1}`, description: '' }));
      return { json: { status_code: 20000, tasks: [{ status_code: 20000, result: [{ items }] }] } };
    },
  },
];

describe.each(vendors)('depth past the first page: $name', (vendor) => {
  let server: VendorServer;
  let provider: SerpProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    provider = vendor.create(server.url);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply(vendor.answer);
  });

  const pagesOfTen = vendor.name !== 'dataforseo';

  it('reads the whole depth: pages of 10 up to it, or one request with the depth', async () => {
    const [outcome] = await createSerpClient(provider).searchAll([serpQuery({ depth: 50 })]);
    expect(server.requests.map(vendor.asked)).toEqual(pagesOfTen ? [1, 2, 3, 4, 5].map((page) => ({ page, num: 10 })) : [{ depth: 50 }]);
    expect(outcome.page?.results.map((r) => r.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(outcome.page?.results[13].domain).toBe('target.example.com');
    expect(outcome.pages).toBe(pagesOfTen ? 5 : 1);
    expect(outcome.calls).toBe(outcome.pages);
  });

  it('reads only the pages of a later window (page 2 at depth 20 is results 21-40)', async () => {
    const [outcome] = await createSerpClient(provider).searchAll([serpQuery({ depth: 20, page: 2 })]);
    expect(server.requests.map(vendor.asked)).toEqual(pagesOfTen ? [{ page: 3, num: 10 }, { page: 4, num: 10 }] : [{ depth: 40 }]);
    expect(outcome.page?.results.map((r) => r.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
  });

  it('stops at an empty page: the results have ended', async () => {
    server.reply((request) => {
      const asked = vendor.asked(request);
      if ('depth' in asked || asked.page === 1) return vendor.answer(request);
      return vendor.name === 'serper'
        ? { json: { searchParameters: { q: 'seo tools' }, organic: [] } }
        : vendor.name === 'serpapi'
          ? { json: { search_metadata: { status: 'Success' }, organic_results: [] } }
          : { json: { request_info: { success: true }, organic_results: [] } };
    });
    const [outcome] = await createSerpClient(provider).searchAll([serpQuery({ depth: 100 })]);
    expect(server.requests).toHaveLength(pagesOfTen ? 2 : 1);
    expect(outcome.page?.results).toHaveLength(pagesOfTen ? 10 : 100);
  });
});

describe('depth past the first page: sandbox', () => {
  it('pages by 10 and the pages add up to the one-request ranking', async () => {
    const provider = new SandboxSerpProvider();
    const [outcome] = await createSerpClient(provider).searchAll([serpQuery({ keyword: 'running shoes', depth: 100 })]);
    expect(outcome.pages).toBe(10);
    expect(outcome.page?.results).toEqual(sandboxResults(serpQuery({ keyword: 'running shoes', depth: 100 })));
    expect(outcome.page?.source).toBe('SANDBOX');
  });

});
