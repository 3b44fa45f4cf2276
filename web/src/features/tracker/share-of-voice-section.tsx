import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { lazyWithPreload } from '../../components/ui/lazy-with-preload';
import { paletteColour } from '../../components/charts/chart-theme';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import type { Device, TrackerTagSummaryQuery as TrackerTagSummaryQueryResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { useReadAheadQuery } from '../../lib/read-ahead';
import { TrackingKeywordTagsQuery } from './keyword-bulk-documents';
import { OWN_REQUEST } from './own-request';
import { shareOfVoiceRead, tagSummaryRead } from './share-of-voice-documents';
import { CtrCurveNote } from './ctr-curve-note';
import { DEVICE_OPTIONS } from './serp-settings-fields';

// Asked for with the section (instance-report.tsx), so that it need not suspend once the figures are in.
export const ShareOfVoiceChart = lazyWithPreload(() => import('./share-of-voice-chart').then((module) => module.default));

const percent = (value: number | null | undefined) => (value == null ? '-' : `${value.toFixed(1)} %`);

/** Share of voice per company over the runs, by device and tag, and each tag's average rank and visibility. */
export function ShareOfVoiceSection({ instanceId }: { instanceId: string }) {
  const [device, setDevice] = React.useState<Device | ''>('');
  const [tag, setTag] = React.useState('');
  const sov = useReadAheadQuery(shareOfVoiceRead(instanceId, device || null, tag || null));
  // The screen query read the tags too: the section needs no request of its own for them.
  const tags = useQuery(TrackingKeywordTagsQuery, { variables: { instanceId }, fetchPolicy: 'cache-first', context: OWN_REQUEST });
  const summary = useReadAheadQuery(tagSummaryRead(instanceId, device || null));
  const data = sov.data?.trackerShareOfVoice;

  return (
    <Card className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Share of voice</CardTitle>
        <CardDescription>
          Each keyword’s monthly searches times the expected click-through rate of each company’s position (1–20), as a share of all searches for the tracked keywords.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-2 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:w-44">
            <SelectField id="sov-device" label="Device" value={device} anyLabel="All devices" options={DEVICE_OPTIONS} onValueChange={(next) => setDevice(next as Device | '')} />
          </div>
          <div className="sm:w-52">
            <SelectField
              id="sov-tag"
              label="Tag"
              value={tag}
              anyLabel="All tags"
              options={(tags.data?.trackingKeywordTags ?? []).map((item) => ({ value: item.tag, label: item.tag }))}
              onValueChange={setTag}
            />
          </div>
        </div>
        {!data && sov.loading ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <Spinner label="Loading share of voice" />
            Loading…
          </div>
        ) : !data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(sov.error, 'Share of voice could not be loaded.')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Search volumes known for {data.keywordsWithVolume.toLocaleString()} of {data.keywordsTotal.toLocaleString()} keywords; they are fetched after each run and refreshed monthly.
            </p>
            <ul aria-label="Latest share of voice" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {data.companies.map((company, index) => (
                <li key={company.domain} className="flex min-w-0 items-center gap-3 rounded-md border px-3 py-2">
                  <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: paletteColour(index) }} />
                  <span className="min-w-0 flex-1 break-words text-sm font-medium">
                    {company.companyName} {company.own ? <Badge variant="secondary">You</Badge> : null}
                  </span>
                  <span className="text-lg font-semibold tabular-nums" data-testid="share-of-voice">
                    {percent(company.share)}
                  </span>
                </li>
              ))}
            </ul>
            {data.companies.some((company) => company.points.length > 0) ? (
              <ChartSuspense>
                <ShareOfVoiceChart companies={data.companies} />
              </ChartSuspense>
            ) : null}
            <CtrCurveNote curve={data.ctrCurve} />
          </>
        )}
        <TagSummaryTable summary={summary.data?.trackerTagSummary ?? []} />
      </CardContent>
    </Card>
  );
}

type TagSummaries = TrackerTagSummaryQueryResult['trackerTagSummary'];

/** Per tag and company: keywords found, average rank and visibility in the latest run. */
function TagSummaryTable({ summary }: { summary: TagSummaries }) {
  if (summary.length === 0) return <p className="text-sm text-muted-foreground">Tag keywords in the keyword table to compare companies per tag.</p>;
  return (
    <ScrollRegion label="Results per tag" className="rounded-md border">
      <table className="w-full text-sm" aria-label="Results per tag">
        <thead className="bg-muted/40">
          <tr className="border-b text-left">
            <th scope="col" className="px-3 py-2 font-medium">Tag</th>
            <th scope="col" className="px-3 py-2 font-medium">Company</th>
            <th scope="col" className="px-3 py-2 font-medium">Found</th>
            <th scope="col" className="px-3 py-2 font-medium">Average rank</th>
            <th scope="col" className="px-3 py-2 font-medium">Visibility</th>
          </tr>
        </thead>
        <tbody>
          {summary.flatMap((row) =>
            row.companies.map((company, index) => (
              <tr key={`${row.tag}:${company.domain}`} className="border-b last:border-0">
                {index === 0 ? (
                  <th scope="rowgroup" rowSpan={row.companies.length} className="px-3 py-2 text-left align-top font-medium">
                    {row.tag}
                  </th>
                ) : null}
                <td className="px-3 py-2">{company.companyName}</td>
                <td className="px-3 py-2 tabular-nums">
                  {company.keywordsFound} of {company.keywordsChecked}
                </td>
                <td className="px-3 py-2 tabular-nums">{company.averageRank?.toFixed(1) ?? '-'}</td>
                <td className="px-3 py-2 tabular-nums">{percent(company.visibility)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
