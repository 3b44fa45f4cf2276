import { ApiTokensCard } from '../features/developer/api-tokens-card';
import { ApiUsageCard } from '../features/developer/api-usage-card';

export default function DeveloperPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Developer</h1>
        <p className="mt-1 text-muted-foreground">Personal API tokens and how to call the Rankcraft GraphQL API.</p>
      </header>
      <ApiTokensCard />
      <ApiUsageCard />
    </div>
  );
}
