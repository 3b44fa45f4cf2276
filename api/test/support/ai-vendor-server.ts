import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the assistants say about a prompt: the brands named, in order, and the pages cited. */
export interface ScriptedAnswer {
  brands: string[];
  /** Cited page URLs, in order. */
  cites: string[];
  /** Google shows no AI Overview for the prompt (the other surfaces still answer). */
  noOverview?: boolean;
}

export type AiVendorEndpoint =
  | 'dataforseo-organic'
  | 'dataforseo-ai-mode'
  | 'dataforseo-llm-responses'
  | 'dataforseo-llm-scraper'
  | 'serpapi-google'
  | 'serpapi-ai-overview'
  | 'serpapi-ai-mode'
  | 'openai'
  | 'anthropic'
  | 'perplexity'
  | 'gemini';

export interface AiVendorServerOptions {
  /** The answer to a prompt; by default it names Moz and Ahrefs and cites their home pages. */
  answerFor?: (prompt: string) => ScriptedAnswer;
  /** Answer delay of every request. */
  latencyMs?: number;
}

/**
 * One local server speaking every AI-answer vendor's documented shapes at the paths the engines call: DataForSEO
 * (Google organic with its ai_overview item, AI Mode, LLM Responses, the ChatGPT LLM Scraper), SerpApi (Google
 * search, the AI Overview follow-up by page_token, AI Mode), OpenAI Responses, Anthropic Messages, Perplexity's
 * Agent API and Gemini generateContent. Point every AI_ANSWERS_*_BASE_URL at `url` (OpenAI's at `${url}/v1`).
 * It counts calls per endpoint and the most requests it held at once.
 */
export interface AiVendorServer {
  url: string;
  calls: Record<AiVendorEndpoint, number>;
  /** The most requests in flight at the same moment. */
  peakInFlight: number;
  /** Answers the next `count` requests (to any endpoint) with HTTP `status`. */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const defaultAnswer = (): ScriptedAnswer => ({ brands: ['Moz', 'Ahrefs'], cites: ['https://moz.com/', 'https://ahrefs.com/'] });

export async function startAiVendorServer(options: AiVendorServerOptions = {}): Promise<AiVendorServer> {
  const answerFor = options.answerFor ?? defaultAnswer;
  const calls = Object.fromEntries(
    (['dataforseo-organic', 'dataforseo-ai-mode', 'dataforseo-llm-responses', 'dataforseo-llm-scraper', 'serpapi-google', 'serpapi-ai-overview', 'serpapi-ai-mode', 'openai', 'anthropic', 'perplexity', 'gemini'] as const).map((endpoint) => [endpoint, 0]),
  ) as Record<AiVendorEndpoint, number>;
  const state = { inFlight: 0, failures: 0, failureStatus: 500 };
  const tokens = new Map<string, string>();

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL, text: string): Promise<void> => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const post = () => JSON.parse(text) as Record<string, unknown> & Record<number, Record<string, unknown>>;
    const path = url.pathname;
    if (state.failures > 0) {
      state.failures--;
      return json(state.failureStatus, { error: { message: 'scripted failure' }, status_code: 50000, status_message: 'Internal Error.' });
    }

    if (path === '/v3/serp/google/organic/live/advanced' || path === '/v3/serp/google/ai_mode/live/advanced') {
      const aiMode = path.includes('ai_mode');
      calls[aiMode ? 'dataforseo-ai-mode' : 'dataforseo-organic']++;
      const task = post()[0];
      const answer = answerFor(String(task.keyword));
      const overview = aiMode || !answer.noOverview ? [{ type: 'ai_overview', asynchronous_ai_overview: false, markdown: sentence(answer), items: [], references: answer.cites.map((link) => ({ type: 'ai_overview_reference', url: link, title: titleOf(link), domain: new URL(link).hostname })) }] : [];
      return json(200, dataForSeo([{ keyword: task.keyword, type: aiMode ? 'ai_mode' : 'organic', items: [...overview, { type: 'organic', rank_group: 1, url: 'https://example.com/', title: 'Example' }] }], 0.002));
    }
    const llm = /^\/v3\/ai_optimization\/(chat_gpt|claude|gemini|perplexity)\/llm_responses\/live$/.exec(path);
    if (llm) {
      calls['dataforseo-llm-responses']++;
      const task = post()[0];
      const answer = answerFor(String(task.user_prompt));
      return json(200, dataForSeo([{ model_name: String(task.model_name), web_search: true, money_spent: 0.001, items: [{ type: 'message', sections: [{ type: 'text', text: sentence(answer), annotations: answer.cites.map((link) => ({ url: link, title: titleOf(link) })) }] }], fan_out_queries: [String(task.user_prompt)] }], 0.003));
    }
    if (path === '/v3/ai_optimization/chat_gpt/llm_scraper/live/advanced') {
      calls['dataforseo-llm-scraper']++;
      const task = post()[0];
      const answer = answerFor(String(task.keyword));
      return json(200, dataForSeo([{ keyword: task.keyword, model: 'gpt-5', markdown: sentence(answer), sources: answer.cites.map((link) => ({ type: 'chat_gpt_source', url: link, title: titleOf(link), domain: new URL(link).hostname })), fan_out_queries: [task.keyword] }], 0.004));
    }
    if (path === '/search.json') {
      const engine = url.searchParams.get('engine');
      if (engine === 'google_ai_overview') {
        calls['serpapi-ai-overview']++;
        const prompt = tokens.get(url.searchParams.get('page_token') ?? '');
        return prompt === undefined ? json(200, { error: "Google hasn't returned any results for this query." }) : json(200, { ai_overview: serpApiBlock(answerFor(prompt)) });
      }
      const prompt = url.searchParams.get('q') ?? '';
      const answer = answerFor(prompt);
      if (engine === 'google_ai_mode') {
        calls['serpapi-ai-mode']++;
        return json(200, { search_metadata: { status: 'Success' }, ...serpApiBlock(answer) });
      }
      calls['serpapi-google']++;
      if (answer.noOverview) return json(200, { search_metadata: { status: 'Success' }, organic_results: [] });
      // Every other overview is one Google loads after the page, fetched with its token.
      const token = `token-${tokens.size}`;
      tokens.set(token, prompt);
      return json(200, { search_metadata: { status: 'Success' }, organic_results: [], ai_overview: tokens.size % 2 === 0 ? { page_token: token } : serpApiBlock(answer) });
    }
    if (path === '/v1/responses') {
      calls.openai++;
      const body = post();
      const answer = answerFor(String(body.input));
      const text = sentence(answer);
      return json(200, { id: 'resp_1', object: 'response', status: 'completed', model: String(body.model), output: [{ type: 'web_search_call', status: 'completed', action: { type: 'search', query: String(body.input) } }, { type: 'message', role: 'assistant', content: [{ type: 'output_text', text, annotations: answer.cites.map((link) => ({ type: 'url_citation', start_index: 0, end_index: text.length, url: link, title: titleOf(link) })) }] }] });
    }
    if (path === '/v1/messages') {
      calls.anthropic++;
      const body = post();
      const prompt = String((body.messages as { content: string }[])[0].content);
      const answer = answerFor(prompt);
      return json(200, { id: 'msg_1', type: 'message', role: 'assistant', model: String(body.model), stop_reason: 'end_turn', content: [{ type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: prompt } }, { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: answer.cites.map((link) => ({ type: 'web_search_result', url: link, title: titleOf(link) })) }, { type: 'text', text: sentence(answer), citations: answer.cites.map((link) => ({ type: 'web_search_result_location', url: link, title: titleOf(link), cited_text: '…' })) }] });
    }
    if (path === '/v1/agent') {
      calls.perplexity++;
      const body = post();
      const answer = answerFor(String(body.input));
      return json(200, { id: 'resp_p', object: 'response', status: 'completed', model: String(body.model), output: [{ type: 'search_results', queries: [String(body.input)], results: answer.cites.map((link, index) => ({ id: index + 1, url: link, title: titleOf(link) })) }, { type: 'message', content: [{ type: 'output_text', text: sentence(answer), annotations: [] }] }], usage: { input_tokens: 10, output_tokens: 40, cost: { total_cost: 0.006, currency: 'USD' } } });
    }
    const gemini = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(path);
    if (gemini) {
      calls.gemini++;
      const body = post();
      const prompt = String((body.contents as { parts: { text: string }[] }[])[0].parts[0].text);
      const answer = answerFor(prompt);
      const chunks = answer.cites.map((link) => ({ web: { uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/${encodeURIComponent(link)}`, title: new URL(link).hostname.replace(/^www\./, '') } }));
      return json(200, { candidates: [{ content: { role: 'model', parts: [{ text: sentence(answer) }] }, finishReason: 'STOP', groundingMetadata: { webSearchQueries: [prompt], groundingChunks: chunks } }], modelVersion: decodeURIComponent(gemini[1]) });
    }
    json(404, { error: { message: `no such endpoint: ${req.method} ${path}` } });
  };

  const result: AiVendorServer = {
    url: '',
    calls,
    peakInFlight: 0,
    failNext(count, status) {
      state.failures = count;
      state.failureStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      state.inFlight++;
      result.peakInFlight = Math.max(result.peakInFlight, state.inFlight);
      const url = new URL(req.url ?? '/', 'http://localhost');
      void new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0))
        .then(() => handle(req, res, url, Buffer.concat(chunks).toString('utf8')))
        .catch(() => {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'unreadable request' } }));
        })
        .finally(() => state.inFlight--);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  result.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return result;
}

/** DataForSEO's v3 envelope around one task's result. */
function dataForSeo(result: unknown[], cost: number) {
  return { version: '0.1.20250101', status_code: 20000, status_message: 'Ok.', cost, tasks_count: 1, tasks_error: 0, tasks: [{ id: 'task-1', status_code: 20000, status_message: 'Ok.', cost, result_count: result.length, result }] };
}

function serpApiBlock(answer: ScriptedAnswer) {
  return { text_blocks: [{ type: 'paragraph', snippet: sentence(answer), reference_indexes: answer.cites.map((_, index) => index) }], references: answer.cites.map((link, index) => ({ title: titleOf(link), link, source: new URL(link).hostname, index })) };
}

function sentence(answer: ScriptedAnswer): string {
  return answer.brands.length === 0 ? 'It depends on what you need.' : `The options most often recommended are ${answer.brands.join(', ')}.`;
}

function titleOf(link: string): string {
  return `About ${new URL(link).hostname}`;
}
