import Chart from 'react-apexcharts';
import { CHART_HEIGHT, runLineChart } from './chart-style';
import { formatVisibility, type CompanyVisibility } from './visibility-scores';

/** Visibility per company over the run dates, 0–100 %, in the ranking chart's colours. */
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
  return (
    <div className="min-w-0" data-testid="visibility-chart">
      <Chart type="line" height={CHART_HEIGHT} series={chart.series} options={chart.options} />
    </div>
  );
}
