import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../gql';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { errorMessage } from '../../lib/graphql-error';

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
  const [remove, { loading }] = useDeleteTrackingInstance();
  const [failure, setFailure] = React.useState<string | null>(null);
  const deleted = React.useRef(false);
  // Keeps the name on screen while the dialog animates closed.
  const [shown, setShown] = React.useState(instance);
  if (instance && instance !== shown) {
    setShown(instance);
    setFailure(null);
  }
  React.useEffect(() => {
    if (instance) deleted.current = false;
  }, [instance]);

  async function confirm() {
    if (!instance) return;
    try {
      await remove(instance);
      deleted.current = true;
      onDeleted();
    } catch (cause) {
      setFailure(errorMessage(cause, 'The instance could not be deleted.'));
    }
  }

  return (
    <Dialog open={instance !== null} onOpenChange={(open) => !open && !loading && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current || !focusAfterDelete?.current) return;
          event.preventDefault();
          focusAfterDelete.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete instance</DialogTitle>
          <DialogDescription>{`Delete “${shown?.name ?? ''}” and all its data?`}</DialogDescription>
        </DialogHeader>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
