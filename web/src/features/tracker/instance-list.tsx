import * as React from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ArrowLeft, LineChart, Plus } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import type { InstanceList_InstanceFragment } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/graphql-error';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { OWN_REQUEST } from './own-request';
import { readInstanceScreenAhead } from './screen-prefetch';
import { formatLocalDate } from './tracker-format';
import { OPENED_IN_PLACE, trackerPath } from './tracker-paths';
import { TrackingCreditsLeft } from './tracking-credits';
import { TRACKING_NOTICE_ID, TrackingPlanNotice } from './tracking-plan-notice';

// The list reads its own fields; the detail's come along so opening an instance shows it at once.
export const TrackingInstancesQuery = graphql(`
  query TrackingInstances {
    trackingInstances {
      id
      ...InstanceList_instance
      ...InstanceDetail_instance
    }
  }
`);

interface InstanceListProps {
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Why the user's plan has no tracking, or null when it has. */
  refusal: string | null;
  onCreate(): void;
  onDelete(instance: { id: string; name: string }): void;
}

/** The list view: every tracking instance of the user, with its first keywords, how many it tracks and its last run. */
export function InstanceList({ headingRef, refusal, onCreate, onDelete }: InstanceListProps) {
  const { data, loading, error } = useQuery(TrackingInstancesQuery, { fetchPolicy: 'cache-and-network', context: OWN_REQUEST });
  const instances = getFragmentData(InstanceList.fragments.instance, data?.trackingInstances);
  usePrefetchFirstReport(instances?.[0]?.id);
  // A client viewer reads the instances shared with them: nothing to create, delete or spend.
  const readOnly = useReadOnlyWorkspace();

  return (
    <section aria-labelledby="tracker-list-heading" className="grid min-w-0 grid-cols-1 gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="tracker-list-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            Your Tracking Instances
          </h1>
          <p className="mt-1 text-muted-foreground">
            Track where your domain and your competitors rank for the keywords that matter.
          </p>
          {refusal || readOnly ? null : (
            <div className="mt-2">
              <TrackingCreditsLeft needed={largestRun(instances)} neededFor="your largest instance" />
            </div>
          )}
        </div>
        {readOnly ? null : (
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeft aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
            <Button onClick={onCreate} disabled={Boolean(refusal)} aria-describedby={refusal ? TRACKING_NOTICE_ID : undefined}>
              <Plus aria-hidden="true" />
              New Instance
            </Button>
          </div>
        )}
      </header>

      {refusal ? <TrackingPlanNotice refusal={refusal} /> : null}

      {error ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {errorMessage(error, 'The tracking instances could not be loaded.')}
        </p>
      ) : null}

      {!instances && loading ? (
        <div className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
          <Spinner label="Loading tracking instances" />
          Loading…
        </div>
      ) : instances && instances.length === 0 ? (
        // Without tracking in the plan there is nothing to create: the notice above says what to do.
        refusal ? null : <NoInstances readOnly={readOnly} />
      ) : instances ? (
        <Card>
          <CardContent className="p-0 sm:p-2">
            <Table aria-label="Tracking instances">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Keywords</TableHead>
                  <TableHead className="whitespace-nowrap">Last run</TableHead>
                  {readOnly ? null : (
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {instances.map((instance) => (
                  <TableRow key={instance.id}>
                    <TableCell className="min-w-32 font-medium">
                      <Link
                        to={trackerPath({ name: 'detail', id: instance.id })}
                        state={OPENED_IN_PLACE}
                        className="rounded-sm text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {instance.name}
                      </Link>
                      {/* On phones the keywords move under the name, so the row fits without scrolling. */}
                      <p className="mt-1 text-xs font-normal text-muted-foreground sm:hidden">{keywordSummary(instance)}</p>
                    </TableCell>
                    <TableCell className="hidden min-w-48 max-w-md text-muted-foreground sm:table-cell">
                      {keywordSummary(instance)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {instance.lastRun ? formatLocalDate(instance.lastRun) : 'Never'}
                    </TableCell>
                    {readOnly ? null : (
                      <TableCell className="text-right">
                        <Button
                          variant="link"
                          size="sm"
                          onClick={() => onDelete(instance)}
                          aria-label={`Delete ${instance.name}`}
                          className="px-0 text-destructive"
                        >
                          Delete
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}

InstanceList.fragments = {
  instance: graphql(`
    fragment InstanceList_instance on TrackingInstance {
      runCredits
      id
      name
      keywordCount
      # The first five and the count: the list never carries an instance's whole list (up to 10,000).
      keywordPreview(limit: 5)
      lastRun
    }
  `),
};

function NoInstances({ readOnly }: { readOnly: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-16 text-center">
      <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <LineChart className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">No Tracking Instances Yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {readOnly ? 'Your agency has not shared a tracking instance with you yet.' : 'Create your first keyword tracking instance to get started.'}
      </p>
    </div>
  );
}

/** The list's Keywords cell: the first keywords, comma-joined, and how many more there are. */
export function keywordSummary({ keywordPreview, keywordCount }: Pick<InstanceList_InstanceFragment, 'keywordPreview' | 'keywordCount'>): string {
  const more = keywordCount - keywordPreview.length;
  return more > 0 ? `${keywordPreview.join(', ')} and ${more.toLocaleString('en-US')} more` : keywordPreview.join(', ');
}

/** Spec §2: the first instance's screen is fetched on load, so opening it is instant. Failures are ignored. */
function usePrefetchFirstReport(instanceId: string | undefined) {
  const client = useApolloClient();
  React.useEffect(() => {
    if (!instanceId) return;
    readInstanceScreenAhead(client, instanceId);
  }, [client, instanceId]);
}

/** Credits the largest run takes (a credit per keyword and device); undefined without instances. */
function largestRun(instances: readonly InstanceList_InstanceFragment[] | null | undefined): number | undefined {
  return instances?.length ? Math.max(...instances.map((instance) => instance.runCredits)) : undefined;
}
