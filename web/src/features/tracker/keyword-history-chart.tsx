import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** Every company's position for one keyword per run; position 1 at the top. A run where it was not found is connected over. */
export default function KeywordHistoryChart({ history: historyRef }: { history: FragmentType<typeof KeywordHistoryChart.fragments.history> }) {
  const history = getFragmentData(KeywordHistoryChart.fragments.history, historyRef);
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

KeywordHistoryChart.fragments = {
  history: graphql(`
    fragment KeywordHistoryChart_history on TrackerKeywordHistory {
      companies {
        companyName
      }
      runs {
        runAt
        positions {
          position
        }
      }
    }
  `),
};
