import { Chart } from './apex-chart';
import { CHART_HEIGHT } from './chart-theme';
import type { RunLineChart } from './run-line-chart';

/** Draws a chart built by `runLineChart`. Import it lazily: ApexCharts is large. */
export function LineChart({ chart, testId }: { chart: RunLineChart; testId: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <Chart type="line" height={CHART_HEIGHT} series={chart.series} options={chart.options} />
    </div>
  );
}
