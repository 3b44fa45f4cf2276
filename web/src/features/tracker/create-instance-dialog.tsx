import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { TrackingInstancesQuery } from './instance-list';
import { InstanceFormDialog } from './instance-form-dialog';
import { browserTimeZone } from './serp-settings-fields';

export const CreateTrackingInstanceMutation = graphql(`
  mutation CreateTrackingInstance($input: CreateTrackingInstanceInput!, $importText: String) {
    createTrackingInstance(input: $input, importText: $importText) {
      id
      ...InstanceList_instance
      ...InstanceDetail_instance
    }
  }
`);

interface CreateInstanceDialogProps {
  open: boolean;
  /** Back, Cancel, Escape and the close button all return to the list. */
  onClose(): void;
  onCreated(): void;
}

/** The create view: a modal form for a new tracking instance, scheduled in the browser's time zone. */
export function CreateInstanceDialog({ open, onClose, onCreated }: CreateInstanceDialogProps) {
  const client = useApolloClient();
  const [createInstance, { loading }] = useMutation(CreateTrackingInstanceMutation);
  return (
    <InstanceFormDialog
      open={open}
      title="Create New Tracking Instance"
      description="Choose the keywords to watch, your domain and the competitors to compare it with. Rankings are checked on your schedule."
      submitLabel="Create Instance"
      submittingLabel="Creating…"
      failureMessage="The instance could not be created."
      timeZone={browserTimeZone()}
      submitting={loading}
      keywordImport
      onClose={onClose}
      onSubmit={async (input, importText) => {
        await createInstance({ variables: { input, importText } });
        // Spec §4: a successful create returns to the list, which reloads.
        void client.refetchQueries({ include: [TrackingInstancesQuery] }).catch(() => undefined);
        onCreated();
      }}
    />
  );
}
