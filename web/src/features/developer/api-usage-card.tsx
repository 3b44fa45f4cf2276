import * as React from 'react';
import { Copy, Download, Terminal } from 'lucide-react';
// The committed schema, emitted as a file of the build (and served by Vite in development).
import schemaUrl from '../../../../schema/schema.graphql?url';
import { GRAPHQL_PATH, websocketUrl } from '../../app/apollo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';

const EXAMPLE_QUERY = '{ me { email } }';
const TOKEN_PLACEHOLDER = 'rc_…';

/** The token the examples show: one just created on this page. */
export interface ExampleToken {
  id: string;
  name: string;
  secret: string;
}

function curlExample(endpoint: string, secret: string): string {
  return [
    `curl ${endpoint} \\`,
    `  -H 'Authorization: Bearer ${secret}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify({ query: EXAMPLE_QUERY })}'`,
  ].join('\n');
}

function graphqlWsExample(url: string, secret: string): string {
  return [
    `import { createClient } from 'graphql-ws';`,
    `import WebSocket from 'ws'; // Node only; browsers have WebSocket`,
    ``,
    `const client = createClient({`,
    `  url: '${url}',`,
    `  webSocketImpl: WebSocket,`,
    `  connectionParams: { authorization: 'Bearer ${secret}' },`,
    `});`,
    ``,
    `for await (const result of client.iterate({ query: '${EXAMPLE_QUERY}' })) {`,
    `  console.log(result.data);`,
    `}`,
  ].join('\n');
}

/**
 * How to call the GraphQL API with a personal token: the endpoint, curl, graphql-ws and the schema.
 * With a token just created, the examples carry its secret, ready to paste.
 */
export function ApiUsageCard({ token }: { token: ExampleToken | null }) {
  const endpoint = `${window.location.origin}${GRAPHQL_PATH}`;
  const secret = token?.secret ?? TOKEN_PLACEHOLDER;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Terminal className="size-5 text-primary" aria-hidden="true" />
          Call the API
        </CardTitle>
        <CardDescription>Send your token as a bearer token. Each token may make a limited number of requests per minute; over it, the API answers 429 with Retry-After.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        {token ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="examples-token">
            {`The examples use your new token “${token.name}” until you leave this page.`}
          </p>
        ) : null}
        <CodeBlock id="api-endpoint" heading="GraphQL endpoint" label="GraphQL endpoint URL" code={endpoint} />
        <CodeBlock id="api-curl" heading="With curl" label="curl example" code={curlExample(endpoint, secret)} />
        <CodeBlock id="api-ws" heading="With graphql-ws (queries and subscriptions)" label="graphql-ws example" code={graphqlWsExample(websocketUrl(), secret)} />
        <div>
          <Button asChild variant="outline">
            <a href={schemaUrl} download="schema.graphql">
              <Download aria-hidden="true" />
              Download schema.graphql
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function CodeBlock({ id, heading, label, code }: { id: string; heading: string; label: string; code: string }) {
  function copy() {
    navigator.clipboard.writeText(code).then(
      () => toast({ title: 'Copied' }),
      () => toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' }),
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {heading}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <pre
        aria-label={label}
        // Scrollable regions must be reachable from the keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{code}</code>
      </pre>
    </section>
  );
}
