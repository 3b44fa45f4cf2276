import { useMutation } from '@apollo/client/react';
import { Info } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { BillingSubscriptionQuery, DismissBillingNoticeMutation } from './billing-page-documents';

/** What billing did on its own (a second subscription cancelled and refunded, a trial refused), until dismissed. */
export function BillingNotice({ notice }: { notice: string }) {
  const { toast } = useToast();
  const [dismiss, dismissing] = useMutation(DismissBillingNoticeMutation, { refetchQueries: [BillingSubscriptionQuery], awaitRefetchQueries: true });

  const onDismiss = async () => {
    try {
      await dismiss();
    } catch (error) {
      toast({ title: 'Could not dismiss the notice', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div role="note" aria-label="Billing notice" className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/5 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p>{notice}</p>
        <Button size="sm" variant="outline" className="self-start" onClick={() => void onDismiss()} disabled={dismissing.loading}>
          {dismissing.loading ? <Spinner className="size-4" label="Dismissing" /> : null}
          Dismiss
        </Button>
      </div>
    </div>
  );
}
