import * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Webhook } from 'lucide-react';
import { ApiTokensCard } from '../features/developer/api-tokens-card';
import { ApiUsageCard, type ExampleToken } from '../features/developer/api-usage-card';

export default function DeveloperPage() {
  // A token created here fills the examples in until the page is left (the secret is shown only once).
  const [exampleToken, setExampleToken] = React.useState<ExampleToken | null>(null);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Developer</h1>
        <p className="mt-1 text-muted-foreground">Personal API tokens and how to call the Rankcraft GraphQL API.</p>
      </header>
      <ApiTokensCard
        onCreated={setExampleToken}
        onRevoked={(id) => setExampleToken((current) => (current?.id === id ? null : current))}
      />
      <ApiUsageCard token={exampleToken} />
      <Link
        to="/developer/webhooks"
        className="flex items-center gap-3 rounded-lg border p-4 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Webhook className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="grid flex-1">
          <span className="font-semibold">Webhooks</span>
          <span className="text-sm text-muted-foreground">Send signed events (runs, alerts, articles, reports) to your own endpoints.</span>
        </span>
        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
      </Link>
    </div>
  );
}
