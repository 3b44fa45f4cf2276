import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface Delta {
  index: number;
  keyword: string;
  seq: number;
  text: string;
  reset: boolean;
  section: string | null;
  articleId: string | null;
}

const ARTICLE_TEXT = 'subscription($jobId: ID!) { articleText(jobId: $jobId) { index keyword seq text reset section articleId } }';

/**
 * A graphql-ws client following a job's live text as a browser does: it applies each delta (append,
 * or replace on reset) and keeps every delta it received.
 */
export function followArticleText(appUrl: string, token: string, jobId: string) {
  const client = createClient({ url: `${appUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const deltas: (Delta & { receivedAt: number })[] = [];
  const texts = new Map<number, string>();
  const ended = new Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }>((resolve) => {
    client.subscribe<{ articleText: Delta }>(
      { query: ARTICLE_TEXT, variables: { jobId } },
      {
        next: (value) => {
          if (value.errors) return resolve({ errors: value.errors as never });
          const delta = value.data!.articleText;
          deltas.push({ ...delta, receivedAt: Date.now() });
          texts.set(delta.index, (delta.reset ? '' : (texts.get(delta.index) ?? '')) + delta.text);
        },
        error: (errors) => resolve({ errors: errors as never }),
        complete: () => resolve({}),
      },
    );
  });
  return { deltas, texts, ended, dispose: () => client.dispose() };
}
