import * as React from 'react';
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
    </div>
  );
}
