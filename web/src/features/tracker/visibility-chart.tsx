import { LineChart } from '../../components/charts/line-chart';
import { runLineChart } from '../../components/charts/run-line-chart';
import { formatVisibility, type CompanyVisibility } from './visibility-scores';

/** Visibility per company over the run dates, in %, in the ranking chart's colours. */
export default function VisibilityChart({ visibility }: { visibility: CompanyVisibility[] }) {
  const chart = runLineChart({
    lines: visibility.map((company) => ({
      name: company.companyName,
      points: company.points.map((point) => ({ runAt: point.runAt, value: point.score })),
    })),
    scale: 'percent',
    yTitle: 'Visibility (%)',
    formatValue: (value) => (value == null ? '-' : formatVisibility(value)),
  });
  return <LineChart testId="visibility-chart" chart={chart} />;
}
