import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { useToast } from '../../components/ui/toast';
import { AlertRuleList } from './alert-rule-list';
import type { AlertKind, DigestFrequency, TrackerScreenQuery } from '../../gql/graphql';
import { useReadAheadQuery } from '../../lib/read-ahead';
import { alertRulesRead } from './alert-rules-documents';
import { CreateAlertRuleMutation, SetInstanceDigestMutation } from './notification-documents';
import { DigestActions } from './digest-actions';

const DEFAULT_THRESHOLD = '10';

const DIGEST_OPTIONS: { value: DigestFrequency; label: string }[] = [
  { value: 'OFF', label: 'Off' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
];

/**
 * The alert rules of one tracking instance: what to watch for, and where to say so. `tags`: the instance's, as its
 * page's screen query read them (the card does not ask for them again).
 */
export function AlertRulesCard({ instanceId, tags }: { instanceId: string; tags: TrackerScreenQuery['trackingKeywordTags'] }) {
  const { toast } = useToast();
  const read = alertRulesRead(instanceId);
  const { data, loading, error, refetch } = useReadAheadQuery(read);
  const refetchQueries = [read];
  const [createRule, creating] = useMutation(CreateAlertRuleMutation, { refetchQueries, awaitRefetchQueries: true });
  const [setDigest, settingDigest] = useMutation(SetInstanceDigestMutation, { refetchQueries, awaitRefetchQueries: true });
  const [kind, setKind] = React.useState<AlertKind>('entered_top');
  const [threshold, setThreshold] = React.useState(DEFAULT_THRESHOLD);
  const [tag, setTag] = React.useState('');
  const [inbox, setInbox] = React.useState(true);
  const [email, setEmail] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);

  // Search Console kinds only on an instance with a linked property (the api refuses them otherwise).
  const kinds = (data?.alertKinds ?? []).filter((option) => option.subject === 'tracking_instance' && (!option.needsSearchConsole || data?.alertRulesSearchConsoleLinked));
  const chosen = kinds.find((candidate) => candidate.kind === kind);
  const needsThreshold = chosen?.needsThreshold ?? false;
  // Search Console rules read the whole property (clicks) or every tracked keyword: no tag.
  const takesTag = !chosen?.needsSearchConsole;

  function chooseKind(next: AlertKind) {
    setKind(next);
    // A disagreeing position defaults to the places apart the instance's tracker flags, as the api does.
    const defaultThreshold = next === 'search_console_position_disagrees' && data ? data.trackingInstance.searchConsoleFlagPlaces : kinds.find((candidate) => candidate.kind === next)?.defaultThreshold;
    if (defaultThreshold) setThreshold(String(defaultThreshold));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    try {
      await createRule({ variables: { input: { instanceId, kind, threshold: needsThreshold ? Number(threshold) : null, tag: takesTag ? tag || null : null, inbox, email } } });
    } catch (cause) {
      setFormError(cause instanceof Error ? cause.message : 'The rule could not be added.');
    }
  }

  function changeDigest(frequency: DigestFrequency) {
    void setDigest({ variables: { input: { instanceId, frequency } } }).catch((cause: unknown) =>
      toast({ title: 'The digest could not be changed', description: cause instanceof Error ? cause.message : 'Please try again.', variant: 'destructive' }),
    );
  }

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Alerts</CardTitle>
        <CardDescription>
          Rules checked after every run{data?.alertRulesSearchConsoleLinked ? ' (Search Console rules: after each Search Console sync)' : ''}: each match goes to your inbox, by email, or both.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        <AlertRuleList rules={data?.alertRules} loading={loading} error={error} failure="Your alert rules could not be loaded." onRetry={refetch} refetchQueries={refetchQueries} />
        {kinds.length > 0 ? (
          <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end">
            <SelectField
              id={`alert-kind-${instanceId}`}
              label="Alert when a keyword…"
              value={kind}
              options={kinds.map((option) => ({ value: option.kind, label: option.label.replace('{n}', 'N') }))}
              onValueChange={(next) => chooseKind(next as AlertKind)}
            />
            {needsThreshold ? (
              <div className="grid gap-2">
                <Label htmlFor={`alert-threshold-${instanceId}`}>N</Label>
                <Input id={`alert-threshold-${instanceId}`} type="number" inputMode="numeric" min={1} max={100} required value={threshold} onChange={(event) => setThreshold(event.target.value)} />
              </div>
            ) : (
              <div aria-hidden="true" />
            )}
            {takesTag ? (
              <div className="sm:col-span-2">
                <SelectField
                  id={`alert-tag-${instanceId}`}
                  label="For keywords"
                  value={tag}
                  anyLabel="All keywords"
                  options={tags.map((option) => ({ value: option.tag, label: `Tagged ${option.tag} (${option.keywords})` }))}
                  onValueChange={setTag}
                />
              </div>
            ) : null}
            <div className="flex flex-wrap items-center gap-5 sm:col-span-2">
              <label className="flex items-center gap-2 text-sm">
                <Switch checked={inbox} onCheckedChange={setInbox} aria-label="Send to the inbox" />
                Inbox
              </label>
              <label className="flex items-center gap-2 text-sm">
                <Switch checked={email} onCheckedChange={setEmail} aria-label="Send by email" />
                Email
              </label>
              <Button type="submit" size="sm" disabled={creating.loading}>
                Add rule
              </Button>
            </div>
            {formError ? (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {formError}
              </p>
            ) : null}
          </form>
        ) : null}
        {data ? (
          <div className="grid gap-2 border-t pt-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end">
            <div className="grid gap-1 text-sm">
              <span className="font-medium">Digest email</span>
              <span className="text-muted-foreground">This instance’s movers (up, down, lost, new) and visibility change, emailed to you daily or weekly.</span>
            </div>
            <SelectField
              id={`digest-${instanceId}`}
              label="Digest"
              value={data.instanceDigest}
              options={DIGEST_OPTIONS}
              disabled={settingDigest.loading}
              onValueChange={(next) => changeDigest(next as DigestFrequency)}
            />
            {data.instanceDigest !== 'OFF' ? <DigestActions instanceId={instanceId} frequency={data.instanceDigest} /> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
