import * as React from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { KeywordTable } from './keyword-table';
import { KeywordTableFragment } from './keyword-table-documents';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { KeywordsBeforeRun } from './keywords-before-run';
import { NotFoundTable, RankingResultsTable } from './ranking-tables';
import { formatLocalDateTime } from './tracker-format';
import { LoadOnView } from '../../components/ui/load-on-view';
import { lazyWithPreload } from '../../components/ui/lazy-with-preload';
import { readAhead } from '../../lib/read-ahead';
import { cannibalisationRead } from './cannibalisation-documents';
import { searchConsoleSeriesRead } from './search-console-documents';
import { shareOfVoiceRead, tagSummaryRead } from './share-of-voice-documents';

// Below the fold, in chunks of their own: their code and their first reads are asked for together once the first
// screen is committed (see LoadOnView and useSectionPreloads), and each mounts when both are here and that screen is
// painted.
const Cannibalisation = lazyWithPreload(() => import('./cannibalisation').then((module) => module.Cannibalisation));
const VisibilitySection = lazyWithPreload(() => import('./visibility-section').then((module) => module.VisibilitySection));
const ShareOfVoiceSection = lazyWithPreload(() => import('./share-of-voice-section').then((module) => module.ShareOfVoiceSection));
// ApexCharts is large and only the charts need it: asked for with the charts' section, after the first screen.
// (Asked for earlier, its ~1 MB of script ran while the first screen was being drawn and held it back.)
const RankingChart = lazyWithPreload(() => import('./ranking-chart').then((module) => module.default));
const SearchConsoleSection = lazyWithPreload(() => import('./search-console-section').then((module) => module.SearchConsoleSection));
// Each section's own chart too. Asked for by the section once its figures were in, a chart suspended (though its code
// was often here), and React holds a boundary's content back for up to 300 ms after its fallback: the charts showed
// "Loading chart…" ~0.6 s after their figures. Not waited for where the section reads figures of its own: it shows
// them without waiting for ApexCharts.
const preloadCharts = () => Promise.all([VisibilitySection.preload(), RankingChart.preload(), import('./visibility-section').then((module) => module.VisibilityChart.preload())]);
const andItsChart = (section: { preload(): Promise<unknown> }, chart: () => Promise<unknown>) => () => {
  chart().catch(() => undefined);
  return section.preload();
};
const preloadShareOfVoice = andItsChart(ShareOfVoiceSection, () => import('./share-of-voice-section').then((module) => module.ShareOfVoiceChart.preload()));
const preloadSearchConsole = andItsChart(SearchConsoleSection, () => import('./search-console-section').then((module) => module.SearchConsoleChart.preload()));

/** About the heights of the sections below the fold, held while they load. */
const BELOW_FOLD_HEIGHT = { cannibalisation: 260, charts: 480, shareOfVoice: 620, searchConsole: 480 };

/** The keyword card's height until it is first laid out (content-visibility): its header, filters and pager, and its first page's rows. */
function keywordTableHeight(firstPage: FragmentType<typeof KeywordTableFragment>): number {
  return 300 + 67 * getFragmentData(KeywordTableFragment, firstPage).rows.length;
}

export interface InstanceReportProps {
  report: FragmentType<typeof InstanceReportFragment>;
  /** The keyword table's first page, read with the screen. */
  firstTablePage: FragmentType<typeof KeywordTableFragment>;
}

/** An instance's latest figures, rankings, keywords and charts, as the server aggregates them. */
export function InstanceReport({ instanceId, report, firstTablePage }: InstanceReportProps & { instanceId: string }) {
  const data = getFragmentData(InstanceReportFragment, report);
  // A run with results has checked every company's keywords (partly, when it was cut short).
  const readOnly = useReadOnlyWorkspace();
  const hasLatest = getFragmentData(RankingResultsTable.fragments.ranking, data.rankings).some((ranking) => ranking.keywordsTotal > 0);
  // Only with a linked Search Console property (the keyword table's first page says which).
  const linkedSearchConsole = getFragmentData(KeywordTableFragment, firstTablePage).searchConsole ?? null;
  const preload = useSectionPreloads(instanceId, linkedSearchConsole?.propertyId);

  return (
    <>
      {data.notFoundPage.total > 0 ? (
        <Card>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>No results found</CardTitle>
            <CardDescription>Keywords of the latest run where a company was not within the checked results.</CardDescription>
          </CardHeader>
          <CardContent className="px-2 sm:px-6">
            <NotFoundTable instanceId={instanceId} firstPage={data.notFoundPage} />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="grid gap-1.5">
            <CardTitle>Ranking results</CardTitle>
            <CardDescription>
              {data.lastRun
                ? `Latest run ${formatLocalDateTime(data.lastRun)}. Average rank counts only the keywords a company was found for.`
                : 'No run yet. Run now to check where each company ranks.'}
            </CardDescription>
          </div>
          <DataSourceBadge source={data.source} liveLabel="Live search results" />
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          <RankingResultsTable rankings={data.rankings} />
        </CardContent>
      </Card>

      {hasLatest ? null : (
        <Card>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>Keywords</CardTitle>
            <CardDescription>
              The keywords the next run checks, with their tags, target URL and device.{readOnly ? '' : ' Importing keywords spends no credits.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="px-2 sm:px-6">
            <KeywordsBeforeRun instanceId={instanceId} />
          </CardContent>
        </Card>
      )}

      {hasLatest ? (
        // Laid out and painted only near the viewport (it starts below the fold but for small instances): its rows are
        // most of the page's elements, and the first screen's paint waited for them.
        <Card className="[content-visibility:auto]" style={{ containIntrinsicSize: `auto ${keywordTableHeight(firstTablePage)}px` }}>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>Keywords</CardTitle>
            <CardDescription>Each keyword in the latest run: every company’s position, its change since the previous run and its best so far. Choose a keyword to see its history.</CardDescription>
          </CardHeader>
          <CardContent className="px-2 sm:px-6">
            <KeywordTable instanceId={instanceId} firstPage={firstTablePage} />
          </CardContent>
        </Card>
      ) : null}

      {hasLatest ? (
        <LoadOnView minHeight={BELOW_FOLD_HEIGHT.cannibalisation} label="Loading cannibalisation" preload={preload.cannibalisation}>
          <Card>
            <CardHeader className="p-4 sm:p-6">
              <CardTitle>Cannibalisation</CardTitle>
              <CardDescription>Keywords where two or more of your pages rank in the top 100 compete with each other; health is the share of keywords without it.</CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              <Cannibalisation instanceId={instanceId} />
            </CardContent>
          </Card>
        </LoadOnView>
      ) : null}

      {hasLatest ? (
        // "Ranking over time" and "Visibility over time" side by side on wide screens, stacked below.
        <LoadOnView minHeight={BELOW_FOLD_HEIGHT.charts} label="Loading charts" preload={preloadCharts}>
          <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader className="p-4 sm:p-6">
                <CardTitle>Ranking over time</CardTitle>
                <CardDescription>Average rank per company at each run; rank 1 is at the top.</CardDescription>
              </CardHeader>
              <CardContent className="px-2 sm:px-6">
                <ChartSuspense>
                  <RankingChart series={data.series} />
                </ChartSuspense>
              </CardContent>
            </Card>
            <VisibilitySection report={data} />
          </div>
        </LoadOnView>
      ) : null}
      {hasLatest ? (
        <LoadOnView minHeight={BELOW_FOLD_HEIGHT.shareOfVoice} label="Loading share of voice" preload={preload.shareOfVoice}>
          <ShareOfVoiceSection instanceId={instanceId} />
        </LoadOnView>
      ) : null}
      {hasLatest && linkedSearchConsole ? (
        <LoadOnView minHeight={BELOW_FOLD_HEIGHT.searchConsole} label="Loading Search Console clicks and impressions" preload={preload.searchConsole}>
          <SearchConsoleSection propertyId={linkedSearchConsole.propertyId} sandbox={linkedSearchConsole.sandbox} />
        </LoadOnView>
      ) : null}
    </>
  );
}

/**
 * Each section's preload for LoadOnView: its code and its first reads (see readAhead) together, so that its requests
 * leave with its code instead of once it is here, and it mounts with its figures in the cache. The charts read none
 * of their own: the screen query brought their figures.
 */
function useSectionPreloads(instanceId: string, searchConsolePropertyId: string | undefined) {
  const client = useApolloClient();
  return React.useMemo(
    () => ({
      cannibalisation: () => Promise.all([Cannibalisation.preload(), readAhead(client, cannibalisationRead(instanceId))]),
      shareOfVoice: () => Promise.all([preloadShareOfVoice(), readAhead(client, shareOfVoiceRead(instanceId)), readAhead(client, tagSummaryRead(instanceId))]),
      searchConsole: searchConsolePropertyId ? () => Promise.all([preloadSearchConsole(), readAhead(client, searchConsoleSeriesRead(searchConsolePropertyId))]) : undefined,
    }),
    [client, instanceId, searchConsolePropertyId],
  );
}

/** What the report sections of the first screen draw; spread into TrackerScreenQuery. */
const InstanceReportFragment = graphql(`
  fragment InstanceReport_report on TrackerReport {
    lastRun
    source
    rankings {
      ...RankingResultsTable_ranking
    }
    notFoundPage(limit: 20) {
      total
      ...NotFoundTable_page
    }
    series {
      ...RankingChart_series
    }
    ...VisibilitySection_report
  }
`);

InstanceReport.fragments = { report: InstanceReportFragment };
