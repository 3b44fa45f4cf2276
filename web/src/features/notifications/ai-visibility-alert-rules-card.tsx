import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { AlertRuleList } from './alert-rule-list';
import type { AlertKind } from '../../gql/graphql';
import { AiVisibilityAlertRulesQuery, CreateAlertRuleMutation } from './notification-documents';

/**
 * The alert rules of one AI visibility project, checked when each run ends against the last finished run: a
 * change counts only when significant (p < 0.05). For members who may change the project (not client viewers).
 */
export function AiVisibilityAlertRulesCard({ projectId, surfaces, surfaceLabel }: { projectId: string; surfaces: readonly string[]; surfaceLabel(surface: string): string }) {
  const { data, loading, error, refetch } = useQuery(AiVisibilityAlertRulesQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = [{ query: AiVisibilityAlertRulesQuery, variables: { projectId } }];
  const [createRule, creating] = useMutation(CreateAlertRuleMutation, { refetchQueries, awaitRefetchQueries: true });
  const [kind, setKind] = React.useState<AlertKind>('ai_mention_rate_fell');
  const [surface, setSurface] = React.useState('');
  const [inbox, setInbox] = React.useState(true);
  const [email, setEmail] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);

  const kinds = (data?.alertKinds ?? []).filter((option) => option.subject === 'ai_visibility_project');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    try {
      await createRule({ variables: { input: { projectId, kind, surface: surface || null, inbox, email } } });
    } catch (cause) {
      setFormError(cause instanceof Error ? cause.message : 'The rule could not be added.');
    }
  }

  return (
    // min-w-0: in the project page's one-column grid, a long rule label must not widen the page at 375 px.
    <Card className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Alerts</CardTitle>
        <CardDescription>Checked when each run ends, against the last finished run. A change counts only when a two-proportion test says so (p &lt; 0.05); samples not checked never count as “not mentioned”.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">
        <AlertRuleList rules={data?.aiVisibilityAlertRules} loading={loading} error={error} failure="The alert rules could not be loaded." onRetry={refetch} refetchQueries={refetchQueries} />
        {kinds.length > 0 ? (
          <form onSubmit={(event) => void submit(event)} className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
            <SelectField
              id={`ai-alert-kind-${projectId}`}
              label="Alert when…"
              value={kind}
              options={kinds.map((option) => ({ value: option.kind, label: option.label }))}
              onValueChange={(next) => setKind(next as AlertKind)}
            />
            <SelectField
              id={`ai-alert-surface-${projectId}`}
              label="On"
              value={surface}
              anyLabel="All surfaces"
              options={surfaces.map((name) => ({ value: name, label: surfaceLabel(name) }))}
              onValueChange={setSurface}
            />
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
      </CardContent>
    </Card>
  );
}
