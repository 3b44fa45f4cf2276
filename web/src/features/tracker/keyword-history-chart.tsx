import Chart from 'react-apexcharts';
import type { TrackerKeywordHistoryQuery } from '../../gql/graphql';
import { CHART_HEIGHT, runLineChart } from './chart-style';

type History = TrackerKeywordHistoryQuery['trackerKeywordHistory'];

/** Every company's position for one keyword per run; position 1 at the top. A run where it was not found is connected over. */
export default function KeywordHistoryChart({ history }: { history: History }) {
  const chart = runLineChart({
    lines: history.companies.map((company, index) => ({
      name: company.companyName,
      points: history.runs.map((run) => ({ runAt: run.runAt, value: run.positions[index]?.position || null })),
    })),
    scale: 'rank',
    yTitle: 'Position',
    formatValue: (value) => (value == null ? 'not found' : String(value)),
  });
  return (
    <div className="min-w-0" data-testid="keyword-history-chart">
      <Chart type="line" height={CHART_HEIGHT} series={chart.series} options={chart.options} />
    </div>
  );
}
