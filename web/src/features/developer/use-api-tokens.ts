import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CreateApiTokenMutation, RevokeApiTokenMutation } from './api-token-documents';

/** Creates a token and puts it first in the cached list (the list is newest first). */
export function useCreateApiToken() {
  return useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.token;
      if (!created) return;
      cache.modify<{ apiTokens: Reference[] }>({
        fields: {
          apiTokens(existing, { toReference }) {
            const reference = toReference(created);
            return reference ? [reference, ...existing] : existing;
          },
        },
      });
    },
  });
}

/** Revokes a token and drops it from the cache, so every list forgets it. */
export function useRevokeApiToken() {
  return useMutation(RevokeApiTokenMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.revokeApiToken || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: variables.id }) });
      cache.gc();
    },
  });
}
