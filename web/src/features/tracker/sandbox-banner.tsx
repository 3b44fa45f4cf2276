import { useQuery } from '@apollo/client/react';
import { FlaskConical } from 'lucide-react';
import { graphql } from '../../gql';

export const SerpProviderQuery = graphql(`
  query TrackerSerpProvider {
    serpProvider {
      name
      source
    }
  }
`);

/** Sandbox rankings are generated; the banner stays on screen so they never pass for real ones. */
export function SandboxBanner() {
  const { data } = useQuery(SerpProviderQuery);
  if (data?.serpProvider.source !== 'SANDBOX') return null;
  return (
    <div
      role="note"
      aria-label="Sandbox data"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="sandbox-banner"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">Sandbox data.</span> Rankings on this page come from the sandbox provider: they are
        generated, not real search results.
      </p>
    </div>
  );
}

/** Where one report's rankings came from, next to the results themselves. */
export function DataSourceBadge({ source }: { source: 'LIVE' | 'SANDBOX' | null | undefined }) {
  if (!source) return null;
  return source === 'SANDBOX' ? (
    <span className="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <FlaskConical className="size-3" aria-hidden="true" />
      Sandbox data (generated)
    </span>
  ) : (
    <span className="inline-flex w-fit shrink-0 items-center rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      Live search results
    </span>
  );
}
