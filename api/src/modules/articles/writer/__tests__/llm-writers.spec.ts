import { OUTLINE_ANSWER, sectionAnswer, startLlmServer, type LlmServer } from '../../../../../test/support/llm-server';
import { AnthropicWriter } from '../anthropic.writer';
import { OpenAiWriter } from '../openai.writer';
import { parseOutline } from '../outline';
import { VendorError } from '../../../../common/vendor-error';
import { writeAll, type TextWriter, type WritingTask } from '../writer';

const SECTION: WritingTask = { kind: 'section', keyword: 'coffee beans', business: null, title: 'Coffee Beans', heading: 'Benefits', headings: ['Introduction', 'Benefits'] };

const vendors = [
  { vendor: 'openai', make: (url: string, options: Partial<Options> = {}) => new OpenAiWriter({ ...defaults, ...options, baseUrl: `${url}/v1` }) },
  { vendor: 'anthropic', make: (url: string, options: Partial<Options> = {}) => new AnthropicWriter({ ...defaults, ...options, baseUrl: url }) },
] as const;

type Options = { apiKey: string; model: string; timeoutMs: number; maxRetries: number };
const defaults: Options = { apiKey: 'test-key', model: 'test-model', timeoutMs: 2_000, maxRetries: 0 };

async function failureOf(writer: TextWriter, task: WritingTask = SECTION): Promise<VendorError> {
  try {
    await writeAll(writer, task);
  } catch (error) {
    if (error instanceof VendorError) return error;
    throw error;
  }
  throw new Error('the writer did not fail');
}

describe.each(vendors)('$vendor writer against a server speaking its streaming shape', ({ vendor, make }) => {
  let server: LlmServer;

  beforeAll(async () => {
    server = await startLlmServer();
  });
  afterAll(() => server.close());
  afterEach(() => server.setTokenDelay(0));

  it('streams the answer piece by piece, sending the model, the prompts and the key', async () => {
    const before = server.requests.length;
    const pieces: string[] = [];
    for await (const piece of make(server.url).stream(SECTION)) pieces.push(piece);

    expect(pieces.join('')).toBe(sectionAnswer('Benefits'));
    expect(pieces.length).toBeGreaterThan(5);
    const request = server.requests[before];
    expect(request.vendor).toBe(vendor);
    expect(request.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request.prompt).toContain('Write the section "Benefits"');
    if (vendor === 'openai') {
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect((request.body.messages as { role: string }[])[0].role).toBe('system');
    } else {
      // The SDK sends the key as x-api-key or, from 1.x, as a bearer token.
      expect(request.headers['x-api-key'] ?? request.headers.authorization).toMatch(/^(Bearer )?test-key$/);
      // The API version the SDK pins, a date.
      expect(request.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(request.body.system).toEqual(expect.stringContaining('SEO copywriter'));
    }
  });

  it('plans an outline the parser reads', async () => {
    const outline = parseOutline(await writeAll(make(server.url), { kind: 'outline', keyword: 'coffee beans', business: 'A roastery' }));
    expect(outline).toEqual({ title: 'The Keyword Guide', metaDescription: 'Learn what matters about the keyword.', headings: ['Introduction', 'Benefits', 'How It Works', 'Conclusion'] });
    expect(OUTLINE_ANSWER).toContain('META:');
  });

  it('waits for Retry-After after a 429 and then answers', async () => {
    const before = server.requests.length;
    server.failNext({ kind: 'status', status: 429, retryAfterSeconds: 1 });
    const started = Date.now();
    const text = await writeAll(make(server.url, { maxRetries: 2 }), SECTION);
    expect(text).toBe(sectionAnswer('Benefits'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(server.requests.length - before).toBe(2);
  });

  it('reports rate limiting as retryable once its own retries are spent', async () => {
    server.failNext({ kind: 'status', status: 429, retryAfterSeconds: 0 });
    const error = await failureOf(make(server.url));
    expect(error).toMatchObject({ kind: 'rate_limited', retryable: true });
  });

  it('reports a stream cut mid-way as retryable, after passing on what came', async () => {
    server.failNext({ kind: 'cut', afterTokens: 4 });
    const pieces: string[] = [];
    let failure: unknown;
    try {
      for await (const piece of make(server.url).stream(SECTION)) pieces.push(piece);
    } catch (error) {
      failure = error;
    }
    expect(pieces.join('')).toBe('This is the Benefits ');
    expect(failure).toMatchObject({ kind: 'cut', retryable: true });
  });

  it('times out a stream that stops sending', async () => {
    server.failNext({ kind: 'hang' });
    const started = Date.now();
    const error = await failureOf(make(server.url, { timeoutMs: 300 }));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a refusal as final', async () => {
    server.failNext({ kind: 'refusal' });
    const error = await failureOf(make(server.url));
    expect(error).toMatchObject({ kind: 'refused', retryable: false });
    expect(error.message).toMatch(/^The language model declined to write this/);
  });

  it('reports a rejected key as final, naming the variable', async () => {
    server.failNext({ kind: 'status', status: 401 });
    const error = await failureOf(make(server.url));
    expect(error).toMatchObject({ kind: 'auth', retryable: false });
    expect(error.message).toContain(vendor === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY');
  });

  it('stops the request when its signal aborts', async () => {
    server.setTokenDelay(50);
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of make(server.url).stream(SECTION, controller.signal)) {
          pieces.push(piece);
          if (pieces.length === 2) controller.abort(new Error('stopped'));
        }
      })(),
    ).rejects.toThrow('stopped');
    expect(pieces).toHaveLength(2);
  });
});
