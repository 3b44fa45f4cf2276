import * as React from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { EventsFieldset } from './events-fieldset';
import { useCreateWebhook } from './use-webhooks';
import { WebhookEndpointFragment } from './webhook-documents';
import type { WebhookEventType } from './webhook-events';
import { WebhookSecret } from './webhook-secret';

const URL_MAX = 2000;

/** A new endpoint: its URL and events; its signing secret is shown once, right here. */
export function CreateWebhookForm() {
  const [createWebhook, { loading }] = useCreateWebhook();
  const [url, setUrl] = React.useState('');
  const [events, setEvents] = React.useState<WebhookEventType[]>(['run.completed']);
  const [urlError, setUrlError] = React.useState<string | null>(null);
  const [eventsError, setEventsError] = React.useState<string | null>(null);
  const [created, setCreated] = React.useState<{ url: string; secret: string } | null>(null);
  /** The server's warning about the new endpoint (a private address deliveries refuse); it was saved all the same. */
  const [warning, setWarning] = React.useState<string | null>(null);
  const urlRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = url.trim();
    const missingUrl = !/^https?:\/\/\S+$/i.test(trimmed) ? 'Enter a full address starting with http:// or https://.' : null;
    const missingEvents = events.length === 0 ? 'Choose at least one event.' : null;
    setUrlError(missingUrl);
    setEventsError(missingEvents);
    if (missingUrl || missingEvents) {
      if (missingUrl) urlRef.current?.focus();
      return;
    }
    try {
      const { data } = await createWebhook({ variables: { input: { url: trimmed, events } } });
      if (!data) return;
      const endpoint = getFragmentData(WebhookEndpointFragment, data.createWebhook.endpoint);
      setCreated({ url: endpoint.url, secret: data.createWebhook.secret });
      setWarning(data.createWebhook.warning ?? null);
      setUrl('');
    } catch (cause) {
      setUrlError(errorMessage(cause, 'The endpoint could not be added. Please try again.'));
      urlRef.current?.focus();
    }
  }

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add webhook endpoint" className="grid gap-3">
        <TextField
          id="webhook-url"
          ref={urlRef}
          label="Endpoint URL"
          type="url"
          inputMode="url"
          error={urlError}
          reserveErrorSpace
          value={url}
          maxLength={URL_MAX}
          autoComplete="off"
          placeholder="https://example.com/rankcraft-events"
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlError(null);
            setWarning(null);
          }}
        />
        <EventsFieldset
          idPrefix="new-webhook"
          value={events}
          error={eventsError}
          onChange={(next) => {
            setEvents(next);
            setEventsError(null);
          }}
        />
        <div>
          <Button type="submit" disabled={loading}>
            <Plus aria-hidden="true" />
            {loading ? 'Adding…' : 'Add endpoint'}
          </Button>
        </div>
      </form>
      {warning ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ) : null}
      {created ? (
        <WebhookSecret
          key={created.secret}
          {...created}
          onDone={() => {
            setCreated(null);
            urlRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
