import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { useToast } from '../../components/ui/toast';
import { SandboxBanner } from '../data-source/sandbox-banner';
import { useOpenedOnce } from '../../components/ui/load-on-view';
import { InstanceDetail } from './instance-detail';
import { InstanceList } from './instance-list';
import { SerpProviderQuery } from './tracker-documents';
import { useTrackerNavigation, useTrackerView } from './tracker-paths';
import { useTrackingRefusal } from './tracking-plan-notice';

// Opened on demand, so their forms' code loads when first opened rather than with the page.
const CreateInstanceDialog = React.lazy(() => import('./create-instance-dialog').then((module) => ({ default: module.CreateInstanceDialog })));
const DeleteInstanceDialog = React.lazy(() => import('./delete-instance-dialog').then((module) => ({ default: module.DeleteInstanceDialog })));

/** An instance about to be deleted, and the view a successful delete leaves. */
interface Deleting {
  instance: { id: string; name: string };
  fromDetail: boolean;
}

/** The tracker (spec §2, §4): its views switch in place, each at its own URL (see tracker-paths). */
export function KeywordTracker() {
  const { toast } = useToast();
  const view = useTrackerView();
  // An instance's screen query reads the provider and the plans with the rest of its first screen.
  const screenReads = view.name === 'detail' || view.name === 'edit' ? 'cache-only' : 'cache-first';
  const provider = useQuery(SerpProviderQuery, { fetchPolicy: screenReads });
  // Spec §9: Free has no tracking. Its users learn so, with the way to upgrade, before any form.
  const refusal = useTrackingRefusal(screenReads);
  const navigation = useTrackerNavigation();
  const [deleting, setDeleting] = React.useState<Deleting | null>(null);
  const heading = useViewHeadingFocus(view.name === 'list' || view.name === 'create' ? view.name : `detail:${view.id}`);

  const toList = React.useCallback(() => navigation.leave({ name: 'list' }), [navigation]);
  const creating = view.name === 'create' && !refusal;
  const createOpened = useOpenedOnce(creating);
  const deleteOpened = useOpenedOnce(deleting !== null);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <SandboxBanner source={provider.data?.serpProvider.source} subject="The ranking data on this page" realThing="real search results" />
      {view.name === 'detail' || view.name === 'edit' ? (
        <InstanceDetail
          key={view.id}
          instanceId={view.id}
          editing={view.name === 'edit'}
          headingRef={heading.ref}
          refusal={refusal}
          onBack={toList}
          onEdit={() => navigation.open({ name: 'edit', id: view.id })}
          onEditClose={() => navigation.leave({ name: 'detail', id: view.id })}
          onDelete={(instance) => setDeleting({ instance, fromDetail: true })}
        />
      ) : (
        <InstanceList
          headingRef={heading.ref}
          refusal={refusal}
          onCreate={() => navigation.open({ name: 'create' })}
          onDelete={(instance) => setDeleting({ instance, fromDetail: false })}
        />
      )}
      {/* A boundary mounted with its dialog shows at once, while the router's transition would otherwise wait for the code. */}
      {createOpened ? (
        <React.Suspense fallback={null}>
          <CreateInstanceDialog open={creating} onClose={toList} onCreated={toList} />
        </React.Suspense>
      ) : null}
      {deleteOpened ? (
        <React.Suspense fallback={null}>
          <DeleteInstanceDialog
            instance={deleting?.instance ?? null}
            focusAfterDelete={heading.element}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              toast({ title: 'Tracking instance deleted', description: `${deleting?.instance.name ?? 'The instance'} and its results were removed.` });
              if (deleting?.fromDetail) toList();
              setDeleting(null);
            }}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}

/**
 * Moving between views in place would leave keyboard focus on a button that is gone, so it moves
 * to the new view's heading, once that is on screen (a detail opened by its URL loads first). The
 * create and edit forms manage their own focus, so the edit form counts as its detail view.
 */
function useViewHeadingFocus(viewKey: string) {
  const element = React.useRef<HTMLHeadingElement | null>(null);
  const pending = React.useRef(false);
  const firstRender = React.useRef(true);

  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    pending.current = false;
    if (viewKey === 'create') return;
    if (element.current?.isConnected) element.current.focus();
    else pending.current = true;
  }, [viewKey]);

  const ref = React.useCallback((heading: HTMLHeadingElement | null) => {
    element.current = heading;
    if (heading && pending.current) {
      pending.current = false;
      heading.focus();
    }
  }, []);

  return { ref, element };
}
