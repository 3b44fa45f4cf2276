import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { CHART_HEIGHT, CHART_PALETTE } from './chart-style';
import { chartText } from './chart-text';
import { formatVisibility, type CompanyVisibility } from './visibility-scores';

export function visibilityChartSeries(visibility: CompanyVisibility[]): { name: string; data: { x: number; y: number }[] }[] {
  return visibility.map((company) => ({
    name: company.companyName,
    data: company.points.map((point) => ({ x: new Date(point.runAt).getTime(), y: point.score })),
  }));
}

function chartOptions(companies: number): ApexOptions {
  return {
    chart: { type: 'line', height: CHART_HEIGHT, fontFamily: 'inherit', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false } },
    // Same order and palette as the ranking chart, so a company has one colour on both.
    colors: Array.from({ length: companies }, (_, index) => CHART_PALETTE[index % CHART_PALETTE.length]),
    stroke: { curve: 'straight', width: 3 },
    markers: { size: 5, strokeWidth: 0, hover: { sizeOffset: 2 } },
    dataLabels: { enabled: false },
    grid: { borderColor: '#e5e7eb', strokeDashArray: 4 },
    // ApexCharts writes series names as HTML in the legend and tooltip: company names go through chartText.
    legend: { show: true, showForSingleSeries: true, position: 'top', horizontalAlign: 'left', formatter: (name: string) => chartText(name) },
    xaxis: { type: 'datetime', labels: { datetimeUTC: false }, tooltip: { enabled: false } },
    yaxis: {
      min: 0,
      max: 100,
      tickAmount: 5,
      title: { text: 'Visibility (%)' },
      labels: { formatter: (value: number) => `${Math.round(value)}` },
    },
    tooltip: {
      shared: true,
      x: { format: 'dd MMM yyyy, HH:mm' },
      y: {
        title: { formatter: (name: string) => `${chartText(name)}: ` },
        formatter: (value: number | null) => (value == null ? '-' : formatVisibility(value)),
      },
    },
  };
}

/** Visibility per company over the run dates, 0–100 %. */
export default function VisibilityChart({ visibility }: { visibility: CompanyVisibility[] }) {
  return (
    <div className="min-w-0" data-testid="visibility-chart">
      <Chart type="line" height={CHART_HEIGHT} series={visibilityChartSeries(visibility)} options={chartOptions(visibility.length)} />
    </div>
  );
}
