import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers one request. */
export type LlmBehaviour =
  | { kind: 'normal' }
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  /** Sends `afterTokens` tokens, then ends the response without finishing the answer. */
  | { kind: 'cut'; afterTokens: number }
  /** Sends the response head and then nothing. */
  | { kind: 'hang' }
  | { kind: 'refusal' };

export interface LlmRequest {
  vendor: 'openai' | 'anthropic';
  /** The user message. */
  prompt: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/**
 * A local stand-in for a language model that speaks both vendors' streaming shapes: OpenAI's chat
 * completions (SSE `chat.completion.chunk`s, then `[DONE]`) at /v1/chat/completions and Anthropic's
 * Messages API (message_start … content_block_delta … message_stop) at /v1/messages. The answer is
 * chosen from the prompt (outline, section or keyword), streamed one word per token.
 */
export interface LlmServer {
  url: string;
  requests: LlmRequest[];
  /** Answers requests whose prompt matches `match` (all when omitted) with `behaviour`, `times` times. */
  failNext(behaviour: LlmBehaviour, options?: { times?: number; match?: RegExp }): void;
  setTokenDelay(ms: number): void;
  /** Holds every answer (they start once the returned function is called). */
  hold(): () => void;
  /** Resolves once `count` requests have arrived (in total). */
  waitForRequests(count: number, match?: RegExp): Promise<void>;
  /** Resolves once no request is open: each one has been answered, or broken off by its client. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const OUTLINE_ANSWER = ['META: Learn what matters about the keyword.', '# The Keyword Guide', '## Introduction', '## Benefits', '## How It Works', '## Conclusion'].join('\n');

export function sectionAnswer(heading: string): string {
  return `This is the ${heading} section. It explains the topic in plain words, one step at a time, so readers can act on it.`;
}

/** A revision: the article it was given with the META line and H1 naming the keyword, and a section that uses it. */
export function revisionAnswer(prompt: string): string {
  const keyword = /^Target keyword: (.+)$/m.exec(prompt)?.[1] ?? 'the keyword';
  const article = prompt.slice(prompt.indexOf('The article:\n\n') + 'The article:\n\n'.length);
  const body = article.replace(/^META:.*\n+/, '').replace(/^# .*$/m, `# The ${keyword} guide`);
  return `META: All about ${keyword}.\n\n${body}\n\n## More on ${keyword}\n\nThis part is about ${keyword}, in plain words.`;
}

/** Prompt suggestions: one numbered question per "- keyword" line, as models often number them. */
export function promptSuggestionsAnswer(prompt: string): string {
  const keywords = [...prompt.matchAll(/^- (.+)$/gm)].map((match) => match[1]);
  return keywords.map((keyword, index) => `${index + 1}. Which ${keyword} do reviewers rate best?`).join('\n');
}

function answerFor(prompt: string): string {
  if (prompt.startsWith('Questions a user would ask an AI assistant')) return promptSuggestionsAnswer(prompt);
  if (prompt.startsWith('Plan an SEO article')) return OUTLINE_ANSWER;
  if (prompt.includes('Answer with the whole revised article')) return revisionAnswer(prompt);
  const section = /Write the section "([^"]+)"/.exec(prompt);
  if (section) return sectionAnswer(section[1]);
  return 'organic coffee beans';
}

export async function startLlmServer(options: { tokenDelayMs?: number } = {}): Promise<LlmServer> {
  const requests: LlmRequest[] = [];
  const failures: { behaviour: LlmBehaviour; times: number; match?: RegExp }[] = [];
  const waiters: { count: number; match?: RegExp; resolve: () => void }[] = [];
  let open = 0;
  let idleWaiters: (() => void)[] = [];
  let tokenDelayMs = options.tokenDelayMs ?? 0;
  let held: Promise<void> | undefined;
  const countMatching = (match?: RegExp) => requests.filter((request) => !match || match.test(request.prompt)).length;

  const server = createServer((req, res) => {
    open += 1;
    res.once('close', () => {
      open -= 1;
      if (open > 0) return;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const vendor = req.url?.endsWith('/messages') ? 'anthropic' : 'openai';
      const messages = (body.messages ?? []) as { role: string; content: string }[];
      const prompt = messages.find((message) => message.role === 'user')?.content ?? '';
      requests.push({ vendor, prompt, body, headers: req.headers });
      for (const waiter of [...waiters]) {
        if (countMatching(waiter.match) >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      const failure = failures.find((candidate) => !candidate.match || candidate.match.test(prompt));
      let behaviour: LlmBehaviour = { kind: 'normal' };
      if (failure) {
        behaviour = failure.behaviour;
        if (--failure.times === 0) failures.splice(failures.indexOf(failure), 1);
      }
      // A held request its client gave up on meanwhile gets no answer.
      void (held ?? Promise.resolve()).then(() => (res.destroyed ? undefined : answer(res, vendor, answerFor(prompt), behaviour, () => tokenDelayMs)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(behaviour, { times = 1, match } = {}) {
      failures.push({ behaviour, times, match });
    },
    setTokenDelay(ms) {
      tokenDelayMs = ms;
    },
    hold() {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    waitForRequests(count, match) {
      if (countMatching(match) >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, match, resolve }));
    },
    idle() {
      return open === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(res: ServerResponse, vendor: 'openai' | 'anthropic', text: string, behaviour: LlmBehaviour, tokenDelay: () => number): Promise<void> {
  if (behaviour.kind === 'status') {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (behaviour.retryAfterSeconds !== undefined) headers['Retry-After'] = String(behaviour.retryAfterSeconds);
    res.writeHead(behaviour.status, headers);
    const error = vendor === 'openai' ? { error: { message: `status ${behaviour.status}`, type: 'error', code: null } } : { type: 'error', error: { type: 'rate_limit_error', message: `status ${behaviour.status}` } };
    res.end(JSON.stringify(error));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  if (behaviour.kind === 'hang') return;
  const shape = vendor === 'openai' ? openAiShape : anthropicShape;
  const tokens = behaviour.kind === 'refusal' ? [] : (text.match(/\S+\s*/g) ?? []);
  res.write(shape.start());
  for (const [position, token] of tokens.entries()) {
    if (behaviour.kind === 'cut' && position === behaviour.afterTokens) {
      res.end();
      return;
    }
    const delay = tokenDelay();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (res.destroyed) return;
    res.write(shape.token(token));
  }
  res.end(behaviour.kind === 'refusal' ? shape.refusal() : shape.end());
}

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

const openAiChunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  sse({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finishReason }] });

const openAiShape = {
  start: () => openAiChunk({ role: 'assistant', content: '' }),
  token: (text: string) => openAiChunk({ content: text }),
  end: () => `${openAiChunk({}, 'stop')}data: [DONE]\n\n`,
  refusal: () => `${openAiChunk({ refusal: 'I can’t help with that.' })}${openAiChunk({}, 'stop')}data: [DONE]\n\n`,
};

const anthropicShape = {
  start: () =>
    sse(
      {
        type: 'message_start',
        message: { id: 'msg_test', type: 'message', role: 'assistant', content: [], model: 'test-model', stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
      },
      'message_start',
    ) +
    sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start') +
    sse({ type: 'ping' }, 'ping'),
  token: (text: string) => sse({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta'),
  end: () => anthropicEnd('end_turn'),
  refusal: () => anthropicEnd('refusal'),
};

function anthropicEnd(stopReason: string): string {
  return (
    sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop') +
    sse({ type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 15 } }, 'message_delta') +
    sse({ type: 'message_stop' }, 'message_stop')
  );
}
