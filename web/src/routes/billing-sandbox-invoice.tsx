import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { formatBillingDate, formatMoney } from '../features/billing/billing-format';
import { SandboxInvoiceQuery } from '../features/billing/billing-page-documents';
import { usePlanName } from '../features/pricing/use-plan-name';
import { errorMessage } from '../lib/graphql-error';

const STATUS_LABELS: Record<string, string> = { draft: 'Draft', open: 'Open (payment failed)', paid: 'Paid', uncollectible: 'Uncollectible', void: 'Void' };

/** Sandbox billing's stand-in for Stripe's hosted invoice page. */
export default function SandboxInvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(SandboxInvoiceQuery, { variables: { id } });
  const { planName } = usePlanName();
  const invoice = data?.sandboxInvoice;

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Badge variant="secondary" className="w-fit">
            <FlaskConical className="mr-1 size-3.5" aria-hidden="true" />
            SANDBOX
          </Badge>
          <CardTitle className="break-all text-2xl">{invoice ? `Invoice ${invoice.number}` : 'Invoice'}</CardTitle>
          <CardDescription>SANDBOX — no money moved. Sandbox billing issued this invoice; no card was charged.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          {loading ? <Spinner className="size-5" label="Loading invoice" /> : null}
          {error ? (
            <p role="alert" className="text-destructive">
              {errorMessage(error, 'Invoice not found.')}
            </p>
          ) : null}
          {invoice ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted-foreground">Date</dt>
              <dd>{formatBillingDate(invoice.createdAt)}</dd>
              <dt className="text-muted-foreground">Plan</dt>
              <dd>{planName(invoice.planId)}</dd>
              <dt className="text-muted-foreground">Period</dt>
              <dd>
                {formatBillingDate(invoice.periodStart)} – {formatBillingDate(invoice.periodEnd)}
              </dd>
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold">{formatMoney(invoice.amount, invoice.currency)}</dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>{STATUS_LABELS[invoice.status] ?? invoice.status}</dd>
            </dl>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button variant="outline" asChild>
            <Link to="/billing">Back to Billing</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
