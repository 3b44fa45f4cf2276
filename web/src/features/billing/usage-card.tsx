import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import type { BillingCreditUsageQuery, CreditKind } from '../../gql/graphql';
import { formatBillingDate } from './billing-format';

const KIND_LABELS: Record<CreditKind, string> = {
  TRACKING: 'Tracking',
  KEYWORD_SEARCHES: 'Keyword searches',
  ARTICLES: 'Articles',
  CONTENT_BRIEFS: 'Content briefs',
  AI_ANSWERS: 'AI answers',
};
const KIND_ORDER: CreditKind[] = ['TRACKING', 'KEYWORD_SEARCHES', 'ARTICLES', 'CONTENT_BRIEFS', 'AI_ANSWERS'];

type Usage = BillingCreditUsageQuery['creditUsage'][number];

/** Credits used this billing period, per kind the plan has (a limit of 0 means it has none, e.g. tracking on Free). */
export function UsageCard({ usage, loading }: { usage: Usage[] | undefined; loading: boolean }) {
  const period = usage?.[0];
  const sorted = (usage ?? []).filter((entry) => entry.limit !== 0).sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const count = (value: number) => value.toLocaleString('en-US');

  return (
    <Card aria-labelledby="usage-title">
      <CardHeader>
        <CardTitle id="usage-title" className="flex items-center gap-2 text-xl">
          <Gauge className="size-5 text-primary" aria-hidden="true" />
          Usage this period
        </CardTitle>
        {period ? (
          <CardDescription>
            {formatBillingDate(period.periodStart)} – {formatBillingDate(period.periodEnd)}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {loading && !usage ? <Spinner className="size-5" label="Loading usage" /> : null}
        {sorted.map((entry) => {
          const label = KIND_LABELS[entry.kind];
          return (
            <div key={entry.kind} className="space-y-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">{label}</span>
                <span className="text-muted-foreground">
                  {entry.limit == null ? `${count(entry.used)} used · Unlimited` : `${count(entry.used)} of ${count(entry.limit)} used`}
                </span>
              </div>
              {entry.limit != null ? <Progress value={entry.used} max={entry.limit} label={`${label} used`} valueText={`${count(entry.used)} of ${count(entry.limit)} used`} /> : null}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
