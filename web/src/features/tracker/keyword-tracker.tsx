import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { useToast } from '../../components/ui/toast';
import { SandboxBanner } from '../data-source/sandbox-banner';
import { CreateInstanceDialog } from './create-instance-dialog';
import { DeleteInstanceDialog } from './delete-instance-dialog';
import { InstanceDetail } from './instance-detail';
import { InstanceList, type TrackingInstance } from './instance-list';
import { SerpProviderQuery } from './tracker-queries';
import { useTrackingRefusal } from './tracking-plan-notice';

/** Spec §4 "Tracker view state": list, detail and create, switched in place rather than by route. */
export type TrackerView = { name: 'list' } | { name: 'create' } | { name: 'detail'; instance: TrackingInstance };

export function KeywordTracker() {
  const { toast } = useToast();
  const provider = useQuery(SerpProviderQuery);
  // Spec §9: Free has no tracking. Its users learn so, with the way to upgrade, before any form.
  const refusal = useTrackingRefusal();
  const [view, setView] = React.useState<TrackerView>({ name: 'list' });
  const [deleting, setDeleting] = React.useState<TrackingInstance | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // Moving between views in place would leave keyboard focus on a button that is gone, so it moves
  // to the new view's heading; the create dialog manages its own focus.
  const viewKey = view.name === 'detail' ? `detail:${view.instance.id}` : view.name;
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (viewKey !== 'create') headingRef.current?.focus();
  }, [viewKey]);

  const toList = React.useCallback(() => setView({ name: 'list' }), []);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <SandboxBanner source={provider.data?.serpProvider.source} subject="The ranking data on this page" realThing="real search results" />
      {view.name === 'detail' ? (
        <InstanceDetail
          key={view.instance.id}
          instance={view.instance}
          headingRef={headingRef}
          refusal={refusal}
          onBack={toList}
          onDelete={setDeleting}
        />
      ) : (
        <InstanceList
          headingRef={headingRef}
          refusal={refusal}
          onSelect={(instance) => setView({ name: 'detail', instance })}
          onCreate={() => setView({ name: 'create' })}
          onDelete={setDeleting}
        />
      )}
      <CreateInstanceDialog open={view.name === 'create' && !refusal} onClose={toList} onCreated={toList} />
      <DeleteInstanceDialog
        instance={deleting}
        focusAfterDelete={headingRef}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          toast({ title: 'Tracking instance deleted', description: `${deleting?.name ?? 'The instance'} and its results were removed.` });
          setDeleting(null);
          toList();
        }}
      />
    </div>
  );
}
