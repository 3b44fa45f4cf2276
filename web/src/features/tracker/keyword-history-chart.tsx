import type { TrackerKeywordHistoryQuery } from '../../gql/graphql';
import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';

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
  return <LineChart testId="keyword-history-chart" chart={chart} />;
}
