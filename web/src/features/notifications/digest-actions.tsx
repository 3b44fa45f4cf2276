import * as React from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Eye, Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { LoadFailed } from '../../components/load-failed';
import { getFragmentData } from '../../gql';
import type { DigestFrequency } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { DigestPreviewFieldsFragment, DigestPreviewQuery, SendDigestNowMutation } from './notification-documents';

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));

/** What "Preview" and "Send now" cover, and that sending now leaves the scheduled digest where it is. */
export function digestSendNowNote(frequency: DigestFrequency): string {
  const period = frequency === 'WEEKLY' ? 'this week' : 'today';
  return `Preview and Send now cover ${period} so far (UTC). Sending now does not move the scheduled digest: it still goes out when the period ends, with the whole period.`;
}

/** "Preview" (the email as it would be sent now, nothing sent) and "Send now" of the digest an instance is on. */
export function DigestActions({ instanceId, frequency }: { instanceId: string; frequency: DigestFrequency }) {
  const { toast } = useToast();
  const [previewOpen, setPreviewOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [loadPreview, preview] = useLazyQuery(DigestPreviewQuery, { fetchPolicy: 'network-only' });
  const [sendNow, sending] = useMutation(SendDigestNowMutation);
  const shown = getFragmentData(DigestPreviewFieldsFragment, preview.data?.digestPreview);

  function openPreview() {
    setPreviewOpen(true);
    void loadPreview({ variables: { instanceId } }).catch(() => undefined);
  }

  async function send() {
    try {
      const sent = getFragmentData(DigestPreviewFieldsFragment, (await sendNow({ variables: { instanceId } })).data?.sendDigestNow);
      toast({ title: 'Digest sent', description: sent ? `“${sent.subject}” went to ${sent.recipients.join(', ')}. The next scheduled digest goes out ${when(sent.nextScheduledAt)}.` : undefined });
      setPreviewOpen(false);
    } catch (cause) {
      toast({ title: 'The digest could not be sent', description: errorMessage(cause, 'Please try again.'), variant: 'destructive' });
      throw cause;
    }
  }

  return (
    <div className="grid gap-2 sm:col-span-2">
      <p className="text-xs text-muted-foreground">{digestSendNowNote(frequency)}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={openPreview}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={sending.loading} onClick={() => setConfirmOpen(true)}>
          <Send aria-hidden="true" />
          {sending.loading ? 'Sending…' : 'Send now'}
        </Button>
      </div>
      <Dialog open={previewOpen} onOpenChange={setPreviewOpen}>
        <DialogContent className="max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Digest preview</DialogTitle>
            <DialogDescription>The email as it would be sent now. Nothing is sent until you choose Send now.</DialogDescription>
          </DialogHeader>
          {preview.loading || (!preview.data && !preview.error) ? (
            <Spinner label="Rendering the digest" />
          ) : preview.error ? (
            <LoadFailed onRetry={() => void preview.refetch()}>{`The preview could not be made. ${errorMessage(preview.error, '')}`}</LoadFailed>
          ) : shown && shown.html ? (
            <div className="grid min-w-0 gap-3">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Subject</dt>
                <dd className="break-words font-medium" data-testid="digest-preview-subject">
                  {shown.subject}
                </dd>
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-words">{shown.recipients.join(', ')}</dd>
                <dt className="text-muted-foreground">Covers</dt>
                <dd>
                  {when(shown.periodStart)} to {when(shown.periodEnd)}
                </dd>
                <dt className="text-muted-foreground">Next scheduled</dt>
                <dd>{when(shown.nextScheduledAt)}</dd>
              </dl>
              <iframe title="Digest email" sandbox="" srcDoc={shown.html} className="h-[50vh] w-full rounded-lg border bg-white" />
            </div>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              Nothing to send yet: none of your instances on this digest has run in this period.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setPreviewOpen(false)}>
              Close
            </Button>
            <Button type="button" disabled={sending.loading || !shown?.html} onClick={() => setConfirmOpen(true)}>
              <Send aria-hidden="true" />
              {sending.loading ? 'Sending…' : 'Send now'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        title="Send this digest now?"
        description={`It goes to your email address at once, covering ${frequency === 'WEEKLY' ? 'this week' : 'today'} so far. The scheduled digest still goes out when the period ends.`}
        confirmLabel="Send now"
        busyLabel="Sending…"
        tone="default"
        onConfirm={send}
        failureMessage="The digest could not be sent."
        onClose={() => setConfirmOpen(false)}
      />
    </div>
  );
}
