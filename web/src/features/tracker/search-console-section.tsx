import * as React from 'react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { lazyWithPreload } from '../../components/ui/lazy-with-preload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { useReadAheadQuery } from '../../lib/read-ahead';
import { SandboxFiguresMarker } from './keyword-table-facts';
import { SEARCH_CONSOLE_CHART_DAYS, searchConsoleSeriesRead } from './search-console-documents';

// Asked for with the section (instance-report.tsx), so that it need not suspend once the figures are in.
export const SearchConsoleChart = lazyWithPreload(() => import('./search-console-chart').then((module) => module.default));

/** The linked Search Console property's clicks and impressions per day, below the fold of the tracker page. */
export function SearchConsoleSection({ propertyId, sandbox = false }: { propertyId: string; sandbox?: boolean }) {
  // The span is fixed as the section opens; its read ahead, a moment before, counted the same days (instance-report.tsx).
  const read = React.useMemo(() => searchConsoleSeriesRead(propertyId), [propertyId]);
  const series = useReadAheadQuery(read);
  const days = series.data?.searchConsoleDailySeries;
  const totals = (days ?? []).reduce((sum, day) => ({ clicks: sum.clicks + day.clicks, impressions: sum.impressions + day.impressions }), { clicks: 0, impressions: 0 });
  return (
    <Card className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle className="flex flex-wrap items-center gap-2">
          Search Console clicks and impressions
          {sandbox ? <SandboxFiguresMarker /> : null}
        </CardTitle>
        <CardDescription>The linked property’s clicks and impressions per day over the last {SEARCH_CONSOLE_CHART_DAYS} days, as Search Console reports them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-2 sm:px-6">
        {!days && series.loading ? (
          <div className="flex items-center gap-3 text-sm text-muted-foreground">
            <Spinner label="Loading Search Console clicks and impressions" />
            Loading…
          </div>
        ) : !days ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(series.error, 'Search Console clicks and impressions could not be loaded.')}
          </p>
        ) : days.length === 0 ? (
          <p className="text-sm text-muted-foreground">No Search Console data for these days yet: it appears as the backfill stores them.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" data-testid="search-console-totals">
              {totals.clicks.toLocaleString()} clicks from {totals.impressions.toLocaleString()} impressions over {days.length.toLocaleString()} days with data.
            </p>
            <ChartSuspense>
              <SearchConsoleChart days={days} />
            </ChartSuspense>
          </>
        )}
      </CardContent>
    </Card>
  );
}
