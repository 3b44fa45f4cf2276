import { FlaskConical } from 'lucide-react';
import type { DataSource } from '../../gql/graphql';

interface SandboxBannerProps {
  /** Where the data on screen came from; nothing shows until it is known, and nothing for live data. */
  source: DataSource | null | undefined;
  /** What the page shows, in the singular: "The data on this tab", "The ranking data on this page". */
  subject: string;
  /** What the data would be if it were real, e.g. "real search results". */
  realThing: string;
}

/** Sandbox data is generated; the banner stays on screen so it never passes for real data. */
export function SandboxBanner({ source, subject, realThing }: SandboxBannerProps) {
  if (source !== 'SANDBOX') return null;
  return (
    <div
      role="note"
      aria-label="Sandbox data"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="sandbox-banner"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">Sandbox data.</span> {subject} comes from the sandbox provider: it is generated, not{' '}
        {realThing}.
      </p>
    </div>
  );
}

/** Where one report's data came from, next to the results themselves. */
export function DataSourceBadge({ source, liveLabel }: { source: DataSource | null | undefined; liveLabel: string }) {
  if (!source) return null;
  return source === 'SANDBOX' ? (
    <span className="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <FlaskConical className="size-3" aria-hidden="true" />
      Sandbox data (generated)
    </span>
  ) : (
    <span className="inline-flex w-fit shrink-0 items-center rounded-full border border-emerald-200 bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
      {liveLabel}
    </span>
  );
}
