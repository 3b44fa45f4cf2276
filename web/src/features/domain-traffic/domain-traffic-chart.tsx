import { Chart } from '../../components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { CHART_BASE, GRID_COLOUR, paletteColour } from '../../components/charts/chart-theme';
import { escapeHtml } from '../../lib/escape-html';
import { formatTraffic } from '../research/research-format';

export interface DomainTrafficBar {
  domain: string;
  estimatedMonthlyTraffic: number;
}

/** ApexCharts writes category names into its SVG and tooltips as HTML, so user-typed domains are escaped. */
export function chartCategories(rows: readonly DomainTrafficBar[]): string[] {
  return rows.map((row) => escapeHtml(row.domain));
}

function chartOptions(rows: readonly DomainTrafficBar[], height: number): ApexOptions {
  return {
    chart: { ...CHART_BASE, type: 'bar', height },
    plotOptions: { bar: { horizontal: true, distributed: true, borderRadius: 4, barHeight: '60%' } },
    colors: rows.map((_, index) => paletteColour(index)),
    dataLabels: { enabled: true, formatter: (value: number) => formatTraffic(value) },
    legend: { show: false },
    grid: { borderColor: GRID_COLOUR, strokeDashArray: 4 },
    xaxis: {
      categories: chartCategories(rows),
      title: { text: 'Estimated monthly traffic' },
      labels: { formatter: (value: string) => formatTraffic(Number(value)) },
    },
    tooltip: { y: { formatter: (value: number) => `${value.toLocaleString('en-US')} visits a month` } },
  };
}

/** Monthly traffic of the compared domains as horizontal bars. */
export default function DomainTrafficChart({ rows, height }: { rows: readonly DomainTrafficBar[]; height: number }) {
  return (
    <div className="min-w-0" data-testid="traffic-chart">
      <Chart
        type="bar"
        height={height}
        series={[{ name: 'Monthly traffic', data: rows.map((row) => row.estimatedMonthlyTraffic) }]}
        options={chartOptions(rows, height)}
      />
    </div>
  );
}
