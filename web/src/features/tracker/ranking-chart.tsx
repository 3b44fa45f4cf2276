import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatAverageRank } from './tracker-format';

/** Average rank per company over the run dates; rank 1 at the top. A run where a company ranked for no keyword is connected over. */
export default function RankingChart({ series: seriesRefs }: { series: readonly FragmentType<typeof RankingChart.fragments.series>[] }) {
  const series = getFragmentData(RankingChart.fragments.series, seriesRefs);
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

RankingChart.fragments = {
  series: graphql(`
    fragment RankingChart_series on RankingSeries {
      companyName
      domain
      points {
        runAt
        averageRank
      }
    }
  `),
};
