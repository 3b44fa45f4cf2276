import { FlaskConical } from 'lucide-react';

/**
 * Sandbox billing's plain statement that nothing is charged. The data-source SandboxBanner speaks of
 * generated data ("not real search results"), which is not what sandbox billing is, hence its own notice.
 */
export function BillingSandboxNotice() {
  return (
    <div
      role="note"
      aria-label="Sandbox billing"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="billing-sandbox-notice"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <span className="font-semibold">SANDBOX billing: no money moves.</span> Checkouts, renewals and invoices here are simulated; no card is
        charged.
      </p>
    </div>
  );
}
