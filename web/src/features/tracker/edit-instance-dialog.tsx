import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { EditInstanceDialog_InstanceFragment } from '../../gql/graphql';
import { InstanceFormDialog } from './instance-form-dialog';
import type { InstanceFormStart } from './instance-form-rules';
import { useTrackerRefresh } from './tracker-refresh';

// The answer carries the list's and the detail's fragments, so the cache updates both views in place.
export const UpdateTrackingInstanceMutation = graphql(`
  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {
    updateTrackingInstance(id: $id, input: $input) {
      id
      name
      ...InstanceList_instance
      ...InstanceDetail_instance
    }
  }
`);

type EditedInstance = EditInstanceDialog_InstanceFragment;

/** The form prefilled with what the instance holds now. */
export function formStartOf(instance: EditedInstance): InstanceFormStart {
  return {
    values: {
      name: instance.name,
      userDomain: instance.userDomain,
      userCompanyName: instance.userCompanyName,
      competitors: instance.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
      keywords: [...instance.keywords],
      clientId: instance.clientId ?? null,
    },
    settings: {
      devices: [...instance.devices],
      resultCount: instance.resultCount,
      frequency: instance.frequency,
      scheduledTime: instance.scheduledTime,
      serpLanguage: instance.serpLanguage,
      serpCountry: instance.serpCountry,
      serpLocation: instance.serpLocation ?? '',
      serpDateRange: (instance.serpDateRange ?? '') as InstanceFormStart['settings']['serpDateRange'],
      page: String(instance.page),
      searchConsoleFlagPlaces: String(instance.searchConsoleFlagPlaces),
    },
  };
}

/**
 * Edits every setting of an instance in the create form. Its schedule stays in the instance's own
 * time zone; past results are kept on the server, also for keywords and competitors removed here.
 */
export function EditInstanceDialog({
  instance: instanceRef,
  open,
  onClose,
}: {
  instance: FragmentType<typeof EditInstanceDialog.fragments.instance>;
  open: boolean;
  onClose(): void;
}) {
  const instance = getFragmentData(EditInstanceDialog.fragments.instance, instanceRef);
  const { toast } = useToast();
  const [updateInstance, { loading }] = useMutation(UpdateTrackingInstanceMutation);
  const refresh = useTrackerRefresh();
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
        const saved = await updateInstance({ variables: { id: instance.id, input } });
        // Rankings, the table and the charts list the instance's companies and keywords, which the edit may have changed.
        void refresh().catch(() => undefined);
        toast({ title: 'Tracking instance saved', description: `${saved.data?.updateTrackingInstance.name ?? instance.name} was updated.` });
        onClose();
      }}
    />
  );
}

EditInstanceDialog.fragments = {
  instance: graphql(`
    fragment EditInstanceDialog_instance on TrackingInstance {
      id
      name
      userDomain
      userCompanyName
      competitors {
        domain
        companyName
      }
      keywords
      clientId
      devices
      resultCount
      frequency
      scheduledTime
      timeZone
      serpLocation
      serpLanguage
      serpCountry
      serpDateRange
      page
      searchConsoleFlagPlaces
    }
  `),
};
