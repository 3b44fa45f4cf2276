import type { TrackerReportQuery as TrackerReportQueryResult } from '../../gql/graphql';
import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';
import { formatAverageRank } from './tracker-format';

type Series = TrackerReportQueryResult['trackerReport']['series'];

/** Average rank per company over the run dates; rank 1 at the top. A run where a company ranked for no keyword is connected over. */
export default function RankingChart({ series }: { series: Series }) {
  const chart = runLineChart({
    lines: series.map((company) => ({
      name: company.companyName,
      points: company.points.map((point) => ({ runAt: point.runAt, value: point.averageRank ?? null })),
    })),
    scale: 'rank',
    yTitle: 'Ranking',
    formatValue: formatAverageRank,
  });
  return <LineChart testId="ranking-chart" chart={chart} />;
}
