import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Progress } from '../../components/ui/progress';
import { TableCell, TableRow } from '../../components/ui/table';
import type { SearchConsoleOverviewQuery as OverviewData } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { isJobFinished, jobState, useJob } from '../jobs/use-job';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { LinkSearchConsolePropertyMutation, UnlinkSearchConsolePropertyMutation } from './search-console-documents';
import { formatCount, kindLabel } from './search-console-format';

export type LinkInfo = OverviewData['searchConsoleLinks'][number];
type Property = OverviewData['searchConsoleProperties'][number];
type Instance = OverviewData['trackingInstances'][number];

const SELECT =
  'h-9 min-w-0 max-w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * A property: its kind, the instances linked to it with their last sync (live while a sync runs), linking another,
 * and unlinking one after a confirm (its tracker's Search Console columns and rules stop; the figures read stay until
 * the account is disconnected). A client viewer is offered neither.
 */
export function PropertyRow({ property, links, instances, onLinked }: { property: Property; links: LinkInfo[]; instances: Instance[]; onLinked(): Promise<unknown> }) {
  const [picking, setPicking] = React.useState(false);
  const [instanceId, setInstanceId] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [link, { loading }] = useMutation(LinkSearchConsolePropertyMutation);
  const [unlink] = useMutation(UnlinkSearchConsolePropertyMutation);
  const [unlinking, setUnlinking] = React.useState<LinkInfo | null>(null);
  const readOnly = useReadOnlyWorkspace();
  const selectId = `sc-link-${property.id}`;
  // Where focus goes once an unlinked instance (and its button) is gone from the row.
  const siteRef = React.useRef<HTMLSpanElement>(null);
  const linkedIds = new Set(links.map((linked) => linked.instanceId));
  const choices = instances.filter((instance) => !linkedIds.has(instance.id));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!instanceId) return;
    setError(null);
    try {
      await link({ variables: { instanceId, propertyId: property.id } });
      setPicking(false);
      setInstanceId('');
      await onLinked();
    } catch (caught) {
      setError(errorMessage(caught, 'The property could not be linked. Try again.'));
    }
  }

  return (
    <TableRow data-testid="search-console-property">
      <TableCell className="max-w-[18rem] break-all font-medium">
        <span ref={siteRef} tabIndex={-1} className="outline-none">
          {property.siteUrl}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap">{kindLabel(property.kind)}</TableCell>
      <TableCell className="min-w-[14rem]">
        {links.length === 0 ? <span className="text-muted-foreground">Not linked</span> : null}
        <ul className="grid gap-2">
          {links.map((linked) => (
            <li key={linked.instanceId}>
              <LinkedInstance link={linked} siteUrl={property.siteUrl} onSynced={onLinked} onUnlink={readOnly ? undefined : () => setUnlinking(linked)} />
            </li>
          ))}
        </ul>
      </TableCell>
      <TableCell className="min-w-[14rem] text-right">
        {picking ? (
          <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end justify-end gap-2">
            <label htmlFor={selectId} className="sr-only">
              Tracking instance for {property.siteUrl}
            </label>
            <select id={selectId} className={SELECT} value={instanceId} onChange={(event) => setInstanceId(event.target.value)} autoFocus>
              <option value="">Choose an instance…</option>
              {choices.map((instance) => (
                <option key={instance.id} value={instance.id}>
                  {instance.name} ({instance.userDomain})
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" disabled={!instanceId || loading}>
              {loading ? 'Linking…' : 'Link'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setPicking(false)}>
              Cancel
            </Button>
          </form>
        ) : readOnly ? null : instances.length === 0 ? (
          <span className="text-sm text-muted-foreground">Create a tracking instance to link it.</span>
        ) : choices.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
            Link to a tracking instance<span className="sr-only"> ({property.siteUrl})</span>
          </Button>
        ) : null}
        {error ? (
          <p role="alert" className="mt-2 text-left text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <ConfirmDialog
          open={unlinking !== null}
          title={`Unlink ${unlinking?.instanceName ?? ''} from ${property.siteUrl}?`}
          description={`The tracker of ${unlinking?.instanceName ?? 'the instance'} stops showing this property's clicks, impressions and positions, and its Search Console alert rules stop. The figures read so far stay stored until you disconnect the account; linking again reads the 16 months again.`}
          confirmLabel="Unlink"
          busyLabel="Unlinking…"
          failureMessage="The instance could not be unlinked. Try again."
          focusAfterConfirm={siteRef}
          onClose={() => setUnlinking(null)}
          onConfirm={async () => {
            if (!unlinking) return;
            await unlink({ variables: { instanceId: unlinking.instanceId } });
            await onLinked();
          }}
        />
      </TableCell>
    </TableRow>
  );
}

/** A linked instance and its last sync; while the property's sync job runs, its live progress; its unlink button. */
function LinkedInstance({ link, siteUrl, onSynced, onUnlink }: { link: LinkInfo; siteUrl: string; onSynced(): Promise<unknown>; onUnlink?: () => void }) {
  const known = link.job;
  // A finished job is shown as it is; one queued or running is followed live.
  const job = useJob(jobState(known)?.id ?? null, known);
  const running = job && !isJobFinished(job);
  // The last day read moves when the sync ends: read it again then.
  const wasRunning = React.useRef(false);
  React.useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current && job) {
      wasRunning.current = false;
      void onSynced().catch(() => undefined);
    }
  }, [running, job, onSynced]);

  return (
    <div className="grid gap-1" data-testid="search-console-link">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{link.instanceName}</span>
        {onUnlink ? (
          <Button type="button" size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={onUnlink}>
            Unlink<span className="sr-only"> {link.instanceName} from {siteUrl}</span>
          </Button>
        ) : null}
      </div>
      {running ? (
        <div className="grid gap-1" data-testid="search-console-sync-progress">
          <Progress
            value={job.progress.done}
            max={Math.max(job.progress.total, 1)}
            tone="active"
            label={`Search Console sync of ${link.instanceName}`}
            valueText={`${formatCount(job.progress.done)} of ${formatCount(job.progress.total)} days read`}
          />
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {job.progress.message ?? `Reading Search Console data: ${formatCount(job.progress.done)} of ${formatCount(job.progress.total)} days`}
          </span>
        </div>
      ) : job?.status === 'failed' ? (
        <span className="text-xs font-medium text-destructive">Last sync failed{job.error ? `: ${job.error}` : ''}</span>
      ) : (
        <span className="text-xs text-muted-foreground" data-testid="search-console-last-sync">
          {link.syncedThrough ? `Data through ${link.syncedThrough}` : 'Not synced yet'}
        </span>
      )}
    </div>
  );
}
