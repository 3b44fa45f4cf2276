import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { EditInstanceDialog_InstanceFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { InstanceFormDialog } from './instance-form-dialog';
import type { InstanceFormStart } from './instance-form-rules';
import { useTrackerRefresh } from './tracker-refresh';

// The answer carries the list's and the detail's fragments and the keywords, so the cache updates every view in place.
export const UpdateTrackingInstanceMutation = graphql(`
  mutation UpdateTrackingInstance($id: ID!, $input: UpdateTrackingInstanceInput!) {
    updateTrackingInstance(id: $id, input: $input) {
      id
      name
      keywords
      ...InstanceList_instance
      ...InstanceDetail_instance
    }
  }
`);

/**
 * The keywords the form edits: up to 10,000, so read when the form opens rather than with the page
 * that shows none of them. Read again at each opening: the keyword table may have imported, retagged
 * or deleted keywords since, and saving replaces the whole list.
 */
export const EditInstanceKeywordsQuery = graphql(`
  query EditInstanceKeywords($id: ID!) {
    trackingInstance(id: $id) {
      id
      keywords
    }
  }
`);

type EditedInstance = EditInstanceDialog_InstanceFragment;

/** The form prefilled with what the instance holds now. */
export function formStartOf(instance: EditedInstance, keywords: readonly string[]): InstanceFormStart {
  return {
    values: {
      name: instance.name,
      userDomain: instance.userDomain,
      userCompanyName: instance.userCompanyName,
      competitors: instance.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
      keywords: [...keywords],
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
  const read = useQuery(EditInstanceKeywordsQuery, { variables: { id: instance.id }, skip: !open, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const keywords = read.loading ? undefined : read.data?.trackingInstance.keywords;
  return (
    <InstanceFormDialog
      open={open}
      title="Edit Tracking Instance"
      description="Change the keywords, companies, search settings or schedule. Results of earlier runs are kept, also for keywords you remove."
      submitLabel="Save Changes"
      submittingLabel="Saving…"
      failureMessage="The instance could not be saved."
      start={keywords ? formStartOf(instance, keywords) : undefined}
      pending={keywords ? undefined : <KeywordsPending error={read.error} onRetry={() => void read.refetch().catch(() => undefined)} onClose={onClose} />}
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

/**
 * The form's place while its keywords are read, or when they could not be: a status or an alert with
 * Try again, and Save disabled until the form can start from the instance's current keywords.
 */
function KeywordsPending({ error, onRetry, onClose }: { error: unknown; onRetry(): void; onClose(): void }) {
  return (
    <div className="grid gap-6">
      {error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {errorMessage(error, 'The instance’s keywords could not be loaded.')}
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
          <Spinner label="Loading the instance’s keywords" />
          Loading keywords…
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" disabled>
          Save Changes
        </Button>
      </DialogFooter>
    </div>
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
