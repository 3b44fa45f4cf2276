/** What a test's fake `fetch` was asked: the URL, its headers and its JSON body. */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers = init?.headers;
  if (!headers) return {};
  // Lower-cased names, as a server reads them.
  return Object.fromEntries(Object.entries(headers as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * Replaces `fetch` (jsdom has none) with one that answers each request with the next JSON body of `answers`
 * (the last one again once they run out) and records what was sent.
 */
export function answerFetchWith(...answers: unknown[]): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, headers: headersOf(init), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const body = JSON.stringify(answers[Math.min(sent.length - 1, answers.length - 1)]);
    return Promise.resolve({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: () => Promise.resolve(body),
      json: () => Promise.resolve(JSON.parse(body) as unknown),
    } as unknown as Response);
  }) as typeof fetch;
  return sent;
}
