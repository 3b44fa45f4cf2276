import * as React from 'react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { lazyWithPreload } from '../../components/ui/lazy-with-preload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { VisibilityScores } from './visibility-scores';
import { CtrCurveNote } from './ctr-curve-note';

// ApexCharts is large; it loads with the first chart that needs it (asked for with the section: instance-report.tsx).
export const VisibilityChart = lazyWithPreload(() => import('./visibility-chart').then((module) => module.default));

/** Latest visibility per company with its change, and its course over the runs. */
export function VisibilitySection({ report }: { report: FragmentType<typeof VisibilitySection.fragments.report> }) {
  const { visibility, ctrCurve } = getFragmentData(VisibilitySection.fragments.report, report);
  return (
    <Card className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>Visibility over time</CardTitle>
        <CardDescription>
          Expected clicks from each company’s positions (by click-through rate at each position), as a share of every keyword ranking first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-2 sm:px-6">
        <VisibilityScores visibility={visibility} />
        <ChartSuspense>
          <VisibilityChart visibility={visibility} />
        </ChartSuspense>
        <CtrCurveNote curve={ctrCurve} />
      </CardContent>
    </Card>
  );
}

// Spread into TrackerReportQuery, so the report's refetch after a run refreshes it too.
VisibilitySection.fragments = {
  report: graphql(`
    fragment VisibilitySection_report on TrackerReport {
      visibility {
        companyName
        domain
        own
        score
        change
        points {
          runAt
          score
        }
      }
      ctrCurve {
        ...CtrCurveNote_curve
      }
    }
  `),
};
