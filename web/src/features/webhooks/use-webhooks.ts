import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CreateWebhookMutation, DeleteWebhookMutation } from './webhook-documents';

/** Creates an endpoint and puts it last in the cached list (the list is oldest first). */
export function useCreateWebhook() {
  return useMutation(CreateWebhookMutation, {
    update(cache, { data }) {
      const created = data?.createWebhook.endpoint;
      if (!created) return;
      cache.modify<{ webhooks: Reference[] }>({
        fields: {
          webhooks(existing, { toReference }) {
            const reference = toReference(created);
            return reference ? [...existing, reference] : existing;
          },
        },
      });
    },
  });
}

/** Deletes an endpoint and drops it from the cache. */
export function useDeleteWebhook() {
  return useMutation(DeleteWebhookMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteWebhook || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: variables.id }) });
      cache.gc();
    },
  });
}
