import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Webhook } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { CreateWebhookForm } from './create-webhook-form';
import { WebhookEndpointFragment, WebhooksQuery } from './webhook-documents';
import { WebhookEndpointItem } from './webhook-endpoint-item';
import { LoadFailed } from '../../components/load-failed';

/** The user's webhook endpoints (Agency plan; the page checks the plan first): add one, and manage each with its delivery log. */
export function WebhooksCard() {
  const { data, loading, error, refetch } = useQuery(WebhooksQuery, { notifyOnNetworkStatusChange: true });
  const titleRef = React.useRef<HTMLHeadingElement>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <Webhook className="size-5 text-primary" aria-hidden="true" />
          Webhook endpoints
        </CardTitle>
        <CardDescription>Rankcraft POSTs a signed JSON event to each endpoint when something happens, and retries failed deliveries for 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!data && loading ? (
          <div className="flex items-center justify-center gap-3 py-8 text-sm text-muted-foreground">
            <Spinner label="Loading webhook endpoints" />
            Loading webhook endpoints…
          </div>
        ) : !data ? (
          <LoadFailed onRetry={refetch}>{`Your webhook endpoints could not be loaded. ${errorMessage(error, '')}`.trim()}</LoadFailed>
        ) : (
          <>
            <CreateWebhookForm />
            {data.webhooks.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No webhook endpoints yet.</p>
            ) : (
              <ul className="grid gap-4" aria-label="Webhook endpoints">
                {data.webhooks.map((endpoint) => (
                  <WebhookEndpointItem key={getFragmentData(WebhookEndpointFragment, endpoint).id} endpoint={endpoint} focusAfterDelete={titleRef} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
