import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../gql';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export const DeleteTrackingInstanceMutation = graphql(`
  mutation DeleteTrackingInstance($id: ID!) {
    deleteTrackingInstance(id: $id)
  }
`);

/** Deletes an instance and drops it from the cached list and the cache. */
function useDeleteTrackingInstance() {
  const [mutate, state] = useMutation(DeleteTrackingInstanceMutation);
  const remove = React.useCallback(
    (instance: { id: string }) =>
      mutate({
        variables: { id: instance.id },
        update(cache, { data }) {
          if (!data?.deleteTrackingInstance) return;
          const id = cache.identify({ __typename: 'TrackingInstance', id: instance.id });
          cache.modify<{ trackingInstances: Reference[] }>({
            fields: {
              trackingInstances: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== instance.id),
            },
          });
          cache.evict({ id });
          cache.evict({ fieldName: 'trackerReport', args: { instanceId: instance.id } });
          cache.gc();
        },
      }),
    [mutate],
  );
  return [remove, state] as const;
}

interface DeleteInstanceDialogProps {
  /** The instance to delete; null keeps the dialog closed. */
  instance: { id: string; name: string } | null;
  onClose(): void;
  onDeleted(): void;
  /** Where focus goes once the dialog has closed after a delete; the button that opened it is gone. */
  focusAfterDelete?: React.RefObject<HTMLElement | null>;
}

/** Spec §8: deleting asks for confirmation; a failure shows the server's message. */
export function DeleteInstanceDialog({ instance, onClose, onDeleted, focusAfterDelete }: DeleteInstanceDialogProps) {
  const [remove] = useDeleteTrackingInstance();
  return (
    <ConfirmDialog
      open={instance !== null}
      title="Delete instance"
      description={`Delete “${instance?.name ?? ''}” and all its data?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      failureMessage="The instance could not be deleted."
      onConfirm={async () => {
        if (!instance) return;
        await remove(instance);
        onDeleted();
      }}
      onClose={onClose}
      focusAfterConfirm={focusAfterDelete}
    />
  );
}
