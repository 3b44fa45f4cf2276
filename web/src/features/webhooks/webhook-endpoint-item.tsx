import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { ChevronDown, ChevronUp, KeyRound, Power, Send, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { getFragmentData, type FragmentType } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { useDeleteWebhook } from './use-webhooks';
import { RotateWebhookSecretMutation, SendWebhookTestMutation, UpdateWebhookMutation, WebhookEndpointFragment } from './webhook-documents';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { formatDeliveryTime } from './webhook-events';
import { WebhookSecret } from './webhook-secret';

interface WebhookEndpointItemProps {
  endpoint: FragmentType<typeof WebhookEndpointFragment>;
  /** Where focus goes once the endpoint is deleted (its buttons are gone). */
  focusAfterDelete: React.RefObject<HTMLElement | null>;
}

/** One endpoint: its URL, state and events; send a test event, its delivery log, disable or enable, a new secret, delete. */
export function WebhookEndpointItem({ endpoint: endpointRef, focusAfterDelete }: WebhookEndpointItemProps) {
  const endpoint = getFragmentData(WebhookEndpointFragment, endpointRef);
  const [showLog, setShowLog] = React.useState(false);
  const [confirmDelete, setConfirmDelete] = React.useState(false);
  const [secret, setSecret] = React.useState<string | null>(null);
  const [sendTest, { loading: sending }] = useMutation(SendWebhookTestMutation, { refetchQueries: ['WebhookDeliveries'] });
  const [update, { loading: updating }] = useMutation(UpdateWebhookMutation);
  const [rotate, { loading: rotating }] = useMutation(RotateWebhookSecretMutation);
  const [remove] = useDeleteWebhook();
  const logId = `webhook-log-${endpoint.id}`;

  async function test() {
    try {
      await sendTest({ variables: { id: endpoint.id } });
      setShowLog(true);
      toast({ title: 'Test event sent', description: 'Its delivery shows in the log below.' });
    } catch (cause) {
      toast({ title: 'Could not send a test event', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function toggle() {
    try {
      await update({ variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } } });
      toast({ title: endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled' });
    } catch (cause) {
      toast({ title: 'Could not change the endpoint', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function newSecret() {
    try {
      const { data } = await rotate({ variables: { id: endpoint.id } });
      if (data) setSecret(data.rotateWebhookSecret.secret);
    } catch (cause) {
      toast({ title: 'Could not create a new secret', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="webhook-endpoint">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm font-medium">{endpoint.url}</p>
          <p className="mt-1 text-xs text-muted-foreground">{`Added ${formatDeliveryTime(endpoint.createdAt)}`}</p>
        </div>
        {endpoint.enabled ? (
          <Badge variant={endpoint.failingSince ? 'warning' : 'success'} className="self-start">
            {endpoint.failingSince ? 'Failing' : 'Enabled'}
          </Badge>
        ) : (
          <Badge variant="secondary" className="self-start">
            Disabled
          </Badge>
        )}
      </div>
      {!endpoint.enabled && endpoint.disabledReason ? (
        <p className="text-sm text-destructive">{`Disabled by Rankcraft: ${endpoint.disabledReason} Fix the endpoint, then enable it.`}</p>
      ) : endpoint.failingSince ? (
        <p className="text-sm text-amber-800">{`Deliveries have failed since ${formatDeliveryTime(endpoint.failingSince)}. After 24 hours of failures the endpoint is disabled.`}</p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label="Events">
        {endpoint.events.map((type) => (
          <li key={type}>
            <Badge variant="outline" className="font-mono font-normal">
              {type}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void test()} disabled={sending || !endpoint.enabled}>
          <Send aria-hidden="true" />
          {sending ? 'Sending…' : 'Send test event'}
        </Button>
        <Button variant="outline" size="sm" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void toggle()} disabled={updating}>
          <Power aria-hidden="true" />
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void newSecret()} disabled={rotating}>
          <KeyRound aria-hidden="true" />
          New secret
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)} aria-label={`Delete ${endpoint.url}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {secret ? <WebhookSecret url={endpoint.url} secret={secret} onDone={() => setSecret(null)} /> : null}
      <div id={logId} hidden={!showLog}>
        {showLog ? <WebhookDeliveryLog webhookId={endpoint.id} canRedeliver={endpoint.enabled} /> : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete webhook endpoint"
        description={`Delete ${endpoint.url}? It receives no more events, and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The endpoint could not be deleted. Please try again."
        onConfirm={async () => {
          await remove({ variables: { id: endpoint.id } });
          toast({ title: 'Endpoint deleted' });
        }}
        onClose={() => setConfirmDelete(false)}
        focusAfterConfirm={focusAfterDelete}
      />
    </li>
  );
}
