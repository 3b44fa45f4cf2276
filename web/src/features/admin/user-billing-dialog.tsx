import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import type { AdminCreditUsage_UsageFragment, AdminUsersTable_UserFragment, CreditKind } from '../../gql/graphql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { AdminCreditUsageFragment, AdvanceSandboxBillingPeriodMutation, BillingProviderQuery, GrantCreditsMutation } from './user-billing-documents';

const CREDIT_KINDS: readonly { value: CreditKind; label: string }[] = [
  { value: 'KEYWORD_SEARCHES', label: 'Keyword searches' },
  { value: 'TRACKING', label: 'Tracking' },
  { value: 'ARTICLES', label: 'Articles' },
  { value: 'CONTENT_BRIEFS', label: 'Content briefs' },
];

const kindLabel = (kind: CreditKind) => CREDIT_KINDS.find((entry) => entry.value === kind)?.label ?? kind;

interface UserBillingDialogProps {
  /** The user whose billing is managed; null closes the dialog. */
  user: AdminUsersTable_UserFragment | null;
  onClose(): void;
}

/** Admin billing actions for one user: grant credits, and on sandbox billing end their billing period. */
export function UserBillingDialog({ user, onClose }: UserBillingDialogProps) {
  // Keeps the content on screen while the dialog animates closed.
  const [shown, setShown] = React.useState(user);
  if (user && user !== shown) setShown(user);
  // A new billing period starts a new credit period, so the form and the usage it showed start over.
  const [periodsAdvanced, setPeriodsAdvanced] = React.useState(0);
  const who = shown ? shown.fullName || shown.email : '';

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{`Billing for ${who}`}</DialogTitle>
          <DialogDescription>{shown?.email}</DialogDescription>
        </DialogHeader>
        {shown ? (
          <>
            <GrantCreditsForm key={`${shown.id}-${periodsAdvanced}`} user={shown} />
            <SandboxPeriodActions user={shown} onAdvanced={() => setPeriodsAdvanced((count) => count + 1)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function GrantCreditsForm({ user }: { user: AdminUsersTable_UserFragment }) {
  const [grantCredits, { loading }] = useMutation(GrantCreditsMutation);
  const [kind, setKind] = React.useState<CreditKind>('KEYWORD_SEARCHES');
  const [amount, setAmount] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [failure, setFailure] = React.useState<{ field: 'amount' | 'reason' | null; message: string } | null>(null);
  const [granted, setGranted] = React.useState<{ summary: string; usage: AdminCreditUsage_UsageFragment[] } | null>(null);
  const amountRef = React.useRef<HTMLInputElement>(null);
  const reasonRef = React.useRef<HTMLInputElement>(null);

  function refuse(field: 'amount' | 'reason', message: string) {
    setFailure({ field, message });
    (field === 'amount' ? amountRef : reasonRef).current?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same words as the server's rules; anything else the server refuses is shown as it says it.
    if (!amount.trim()) return refuse('amount', 'amount is required.');
    const credits = Number(amount);
    if (!Number.isInteger(credits)) return refuse('amount', 'amount must be a whole number.');
    if (!reason.trim()) return refuse('reason', 'Reason is required.');
    try {
      const { data } = await grantCredits({ variables: { userId: user.id, kind, amount: credits, reason: reason.trim() } });
      if (!data) return;
      const summary = `${credits} credits (${kindLabel(kind).toLowerCase()}) for ${user.fullName || user.email}.`;
      setGranted({ summary, usage: getFragmentData(AdminCreditUsageFragment, data.grantCredits) });
      setAmount('');
      setReason('');
      setFailure(null);
      toast({ title: 'Credits granted', description: summary });
    } catch (cause) {
      const message = errorMessage(cause, 'The credits could not be granted. Please try again.');
      setFailure({ field: null, message });
      toast({ title: 'Failed to grant credits', description: message, variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="grant-credits-heading" className="grid gap-3">
      <h3 id="grant-credits-heading" className="font-semibold">
        Grant credits
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Grant credits" className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField id="grant-kind" label="Kind" value={kind} options={CREDIT_KINDS} onValueChange={(next) => setKind(next as CreditKind)} />
          <TextField
            id="grant-amount"
            ref={amountRef}
            label="Amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            invalid={failure?.field === 'amount'}
            aria-describedby="grant-error"
            onChange={(event) => {
              setAmount(event.target.value);
              setFailure(null);
            }}
          />
        </div>
        <TextField
          id="grant-reason"
          ref={reasonRef}
          label="Reason"
          maxLength={500}
          autoComplete="off"
          placeholder="e.g. Goodwill for the outage on May 3"
          value={reason}
          invalid={failure?.field === 'reason'}
          aria-describedby="grant-error"
          onChange={(event) => {
            setReason(event.target.value);
            setFailure(null);
          }}
        />
        <p id="grant-error" role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {failure?.message}
        </p>
        <div>
          <Button type="submit" disabled={loading}>
            {loading ? 'Granting…' : 'Grant credits'}
          </Button>
        </div>
      </form>
      {/* The dialog hides the rest of the page from assistive technology, toasts included, so the result is told here too. */}
      <p role="status" className="sr-only">
        {granted ? `Credits granted: ${granted.summary}` : ''}
      </p>
      {granted ? <CreditUsageList usage={granted.usage} /> : null}
    </section>
  );
}

function CreditUsageList({ usage }: { usage: AdminCreditUsage_UsageFragment[] }) {
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <h4 className="text-sm font-medium">Credits this period</h4>
      <ul aria-label="Credits this period" className="grid gap-1 text-sm">
        {usage.map((entry) => (
          <li key={entry.kind} className="flex flex-wrap justify-between gap-2">
            <span>{kindLabel(entry.kind)}</span>
            <span className="text-muted-foreground">{entry.limit === null ? `${entry.used} used (unlimited)` : `${entry.used} of ${entry.limit} used, ${entry.remaining ?? 0} left`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SandboxPeriodActions({ user, onAdvanced }: { user: AdminUsersTable_UserFragment; onAdvanced(): void }) {
  const { data } = useQuery(BillingProviderQuery);
  const [advance, { loading }] = useMutation(AdvanceSandboxBillingPeriodMutation, { refetchQueries: ['AdminUsers'] });
  if (data?.billingSubscription.provider !== 'SANDBOX') return null;

  async function endPeriod(paymentFails: boolean) {
    try {
      const { data: result } = await advance({ variables: { userId: user.id, paymentFails } });
      const status = result?.advanceSandboxBillingPeriod.status;
      onAdvanced();
      toast({ title: paymentFails ? 'Payment failure simulated' : 'Billing period renewed', description: status ? `Subscription status: ${status.replace('_', ' ')}.` : undefined });
    } catch (cause) {
      toast({ title: 'Failed to advance the billing period', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="sandbox-period-heading" className="grid gap-3 border-t pt-4">
      <h3 id="sandbox-period-heading" className="flex items-center gap-2 font-semibold">
        Billing period <Badge variant="outline">SANDBOX</Badge>
      </h3>
      <p className="text-sm text-muted-foreground">Ends this user’s current billing period now. Sandbox billing: no money moves.</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={loading} onClick={() => void endPeriod(false)}>
          Renew
        </Button>
        <Button variant="outline" disabled={loading} onClick={() => void endPeriod(true)}>
          Payment fails
        </Button>
      </div>
    </section>
  );
}
