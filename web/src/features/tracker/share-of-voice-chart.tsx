import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';
import type { TrackerShareOfVoiceQuery } from '../../gql/graphql';

type Companies = TrackerShareOfVoiceQuery['trackerShareOfVoice']['companies'];

/** Share of voice per company over the run dates, in the ranking chart's colours. */
export default function ShareOfVoiceChart({ companies }: { companies: Companies }) {
  const chart = runLineChart({
    lines: companies.map((company) => ({ name: company.companyName, points: company.points.map((point) => ({ runAt: point.runAt, value: point.share })) })),
    scale: 'percent',
    yTitle: 'Share of voice (%)',
    formatValue: (value) => (value == null ? '-' : `${value.toFixed(1)} %`),
  });
  return <LineChart testId="share-of-voice-chart" chart={chart} />;
}
