import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/toast';
import { getFragmentData } from '../../gql';
import type { WebhookDeliveryStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { RedeliverWebhookMutation, WebhookDeliveriesQuery, WebhookDeliveryFragment } from './webhook-documents';
import { formatDeliveryTime } from './webhook-events';
import { LoadFailed } from '../../components/load-failed';

/** While a delivery is still being tried, the log refreshes itself this often. */
const POLL_MS = 3_000;

const STATUS_BADGES: Record<WebhookDeliveryStatus, { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  succeeded: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** An endpoint's latest deliveries: status, response code, time, next try, and redeliver. */
export function WebhookDeliveryLog({ webhookId, canRedeliver }: { webhookId: string; canRedeliver: boolean }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [redeliver, { loading: redelivering }] = useMutation(RedeliverWebhookMutation, { refetchQueries: ['WebhookDeliveries'] });
  const deliveries = getFragmentData(WebhookDeliveryFragment, data?.webhookDeliveries ?? []);
  const pending = deliveries.some((delivery) => delivery.status === 'pending');

  React.useEffect(() => {
    if (pending) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  async function again(deliveryId: string) {
    try {
      await redeliver({ variables: { webhookId, deliveryId } });
      toast({ title: 'Redelivery queued' });
    } catch (cause) {
      toast({ title: 'Could not redeliver', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
    }
  }

  if (!data && loading) {
    return (
      <div className="flex items-center gap-3 py-4 text-sm text-muted-foreground">
        <Spinner label="Loading deliveries" />
        Loading deliveries…
      </div>
    );
  }
  if (!data) {
    return (
      <LoadFailed onRetry={refetch} className="items-start py-4 text-left">
        {`The delivery log could not be loaded. ${errorMessage(error, '')}`.trim()}
      </LoadFailed>
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Recent deliveries</h4>
        <Button variant="ghost" size="sm" onClick={() => void refetch().catch(() => undefined)} disabled={loading}>
          <RefreshCw aria-hidden="true" />
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No deliveries yet. Send a test event to try the endpoint.</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label="Deliveries">
            <TableHeader>
              <TableRow>
                <TableHead>Event</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Response</TableHead>
                <TableHead>Time</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {deliveries.map((delivery) => {
                const badge = STATUS_BADGES[delivery.status];
                const time = delivery.lastAttemptAt ?? delivery.createdAt;
                return (
                  <TableRow key={delivery.id} data-testid="webhook-delivery-row">
                    <TableCell className="whitespace-nowrap font-mono text-xs">{delivery.eventType}</TableCell>
                    <TableCell>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                      <span className="sr-only">{`, ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`}</span>
                    </TableCell>
                    <TableCell className="max-w-[16rem] text-xs" title={delivery.error ?? undefined}>
                      {delivery.responseStatus ?? '—'}
                      {delivery.error ? <span className="block truncate text-muted-foreground">{delivery.error}</span> : null}
                    </TableCell>
                    {/* The next try sits under the last one, not in a column of its own: six columns scrolled sideways at 1280 px. */}
                    <TableCell className="text-muted-foreground">
                      <time dateTime={time}>{formatDeliveryTime(time)}</time>
                      {delivery.nextAttemptAt ? (
                        <span className="block text-xs">
                          Next try <time dateTime={delivery.nextAttemptAt}>{formatDeliveryTime(delivery.nextAttemptAt)}</time>
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right">
                      {canRedeliver && delivery.status !== 'pending' ? (
                        <Button variant="outline" size="sm" disabled={redelivering} onClick={() => void again(delivery.id)} aria-label={`Redeliver ${delivery.eventType} from ${formatDeliveryTime(time)}`}>
                          <RotateCcw aria-hidden="true" />
                          Redeliver
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
