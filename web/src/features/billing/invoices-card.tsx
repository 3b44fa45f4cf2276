import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { BillingInvoicesQuery, InvoiceStatus } from '../../gql/graphql';
import { formatBillingDate, formatMoney } from './billing-format';

type Invoice = BillingInvoicesQuery['billingInvoices'][number];

const STATUS: Record<InvoiceStatus, { label: string; variant: BadgeProps['variant'] }> = {
  draft: { label: 'Draft', variant: 'outline' },
  open: { label: 'Open', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  uncollectible: { label: 'Uncollectible', variant: 'destructive' },
  void: { label: 'Void', variant: 'outline' },
};

/** Stripe's hosted invoice pages open in a new tab; the sandbox's are pages of this app. */
function InvoiceLink({ invoice }: { invoice: Invoice }) {
  if (!invoice.url) return <span className="text-muted-foreground">—</span>;
  const label = `View invoice ${invoice.number ?? ''}`.trim();
  if (invoice.url.startsWith('/')) {
    return (
      <Link to={invoice.url} className="font-medium text-primary underline-offset-4 hover:underline" aria-label={label}>
        View
      </Link>
    );
  }
  return (
    <a href={invoice.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline-offset-4 hover:underline" aria-label={label}>
      View
    </a>
  );
}

export function InvoicesCard({ invoices, loading }: { invoices: Invoice[] | undefined; loading: boolean }) {
  return (
    <Card aria-labelledby="invoices-title">
      <CardHeader>
        <CardTitle id="invoices-title" className="flex items-center gap-2 text-xl">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          Invoices
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {loading && !invoices ? <Spinner className="size-5" label="Loading invoices" /> : null}
        {invoices && invoices.length === 0 ? <p className="text-sm text-muted-foreground">No invoices yet.</p> : null}
        {invoices && invoices.length > 0 ? (
          <div className="overflow-x-auto" data-testid="invoices-scroller">
            <Table aria-label="Invoices">
              <TableHeader>
                <TableRow>
                  <TableHead className="hidden px-2 sm:table-cell sm:px-3">Number</TableHead>
                  <TableHead className="px-2 sm:px-3">Date</TableHead>
                  <TableHead className="px-2 text-right sm:px-3">Amount</TableHead>
                  <TableHead className="px-2 sm:px-3">Status</TableHead>
                  <TableHead className="px-2 sm:px-3">
                    <span className="sr-only">Link</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell className="hidden break-all px-2 font-mono text-xs sm:table-cell sm:px-3">{invoice.number ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap px-2 sm:px-3">
                      {formatBillingDate(invoice.createdAt)}
                      {/* Phones have no room for the number's own column. */}
                      <span className="block whitespace-normal break-all font-mono text-xs text-muted-foreground sm:hidden">{invoice.number}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap px-2 text-right sm:px-3">{formatMoney(invoice.amount, invoice.currency)}</TableCell>
                    <TableCell className="px-2 sm:px-3">
                      <Badge variant={STATUS[invoice.status].variant}>{STATUS[invoice.status].label}</Badge>
                    </TableCell>
                    <TableCell className="px-2 sm:px-3">
                      <InvoiceLink invoice={invoice} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
