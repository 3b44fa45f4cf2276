import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useToast } from '../../components/ui/toast';
import type { TrackingInstance } from './instance-list';
import { InstanceFormDialog } from './instance-form-dialog';
import type { InstanceFormStart } from './instance-form-rules';
import { TrackerReportQuery } from './tracker-queries';

// The answer carries the instance's fragment, so the cache updates the list and the detail view in place.
export const UpdateTrackingInstanceMutation = graphql(`
  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {
    updateTrackingInstance(id: $id, input: $input) {
      ...TrackerInstance_instance
    }
  }
`);

/** The form prefilled with what the instance holds now. */
export function formStartOf(instance: TrackingInstance): InstanceFormStart {
  return {
    values: {
      name: instance.name,
      userDomain: instance.userDomain,
      userCompanyName: instance.userCompanyName,
      competitors: instance.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
      keywords: [...instance.keywords],
    },
    settings: {
      resultCount: instance.resultCount,
      frequency: instance.frequency,
      scheduledTime: instance.scheduledTime,
      serpLanguage: instance.serpLanguage,
      serpCountry: instance.serpCountry,
      serpLocation: instance.serpLocation ?? '',
      serpDateRange: (instance.serpDateRange ?? '') as InstanceFormStart['settings']['serpDateRange'],
      page: String(instance.page),
    },
  };
}

interface EditInstanceDialogProps {
  instance: TrackingInstance;
  open: boolean;
  onClose(): void;
}

/**
 * Edits every setting of an instance in the create form. Its schedule stays in the instance's own
 * time zone; past results are kept on the server, also for keywords and competitors removed here.
 */
export function EditInstanceDialog({ instance, open, onClose }: EditInstanceDialogProps) {
  const { toast } = useToast();
  const [updateInstance, { loading }] = useMutation(UpdateTrackingInstanceMutation);
  return (
    <InstanceFormDialog
      open={open}
      title="Edit Tracking Instance"
      description="Change the keywords, companies, search settings or schedule. Results of earlier runs are kept, also for keywords you remove."
      submitLabel="Save Changes"
      submittingLabel="Saving…"
      failureMessage="The instance could not be saved."
      start={formStartOf(instance)}
      timeZone={instance.timeZone}
      submitting={loading}
      onClose={onClose}
      onSubmit={async (input) => {
        const saved = await updateInstance({
          variables: { id: instance.id, input },
          // Rankings and the chart list the instance's companies, which the edit may have changed.
          refetchQueries: [{ query: TrackerReportQuery, variables: { instanceId: instance.id } }],
        });
        toast({ title: 'Tracking instance saved', description: `${saved.data?.updateTrackingInstance.name ?? instance.name} was updated.` });
        onClose();
      }}
    />
  );
}
