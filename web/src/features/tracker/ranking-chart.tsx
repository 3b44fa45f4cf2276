import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import type { TrackerReportQuery as TrackerReportQueryResult } from '../../gql/graphql';
import { CHART_HEIGHT, CHART_PALETTE } from './chart-style';
import { chartText } from './chart-text';
import { formatAverageRank } from './tracker-format';

type Series = TrackerReportQueryResult['trackerReport']['series'];

/**
 * A run where a company ranked for no keyword has no value. Leaving that point out (rather than
 * plotting null) lets the line connect over the gap on a datetime axis, as the spec asks.
 */
export function chartSeries(series: Series): { name: string; data: { x: number; y: number }[] }[] {
  return series.map((company) => ({
    name: company.companyName,
    data: company.points
      .flatMap((point) => (point.averageRank == null ? [] : [{ x: new Date(point.runAt).getTime(), y: point.averageRank }])),
  }));
}

function chartOptions(companies: number): ApexOptions {
  return {
    chart: {
      type: 'line',
      height: CHART_HEIGHT,
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
    },
    colors: Array.from({ length: companies }, (_, index) => CHART_PALETTE[index % CHART_PALETTE.length]),
    stroke: { curve: 'straight', width: 3 },
    markers: { size: 5, strokeWidth: 0, hover: { sizeOffset: 2 } },
    dataLabels: { enabled: false },
    grid: { borderColor: '#e5e7eb', strokeDashArray: 4 },
    // The legend and the tooltip write series names as HTML; ApexCharts escapes them only in its aria labels.
    legend: { show: true, showForSingleSeries: true, position: 'top', horizontalAlign: 'left', formatter: (name: string) => chartText(name) },
    xaxis: {
      type: 'datetime',
      labels: { datetimeUTC: false },
      tooltip: { enabled: false },
    },
    yaxis: {
      reversed: true,
      min: 1,
      forceNiceScale: true,
      title: { text: 'Ranking' },
      labels: { formatter: (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1)) },
    },
    tooltip: {
      shared: true,
      x: { format: 'dd MMM yyyy, HH:mm' },
      y: {
        title: { formatter: (name: string) => `${chartText(name)}: ` },
        formatter: (value: number | null) => chartText(formatAverageRank(value)),
      },
    },
  };
}

/** Average rank per company over the run dates; rank 1 at the top. */
export default function RankingChart({ series }: { series: Series }) {
  return (
    <div className="min-w-0" data-testid="ranking-chart">
      <Chart type="line" height={CHART_HEIGHT} series={chartSeries(series)} options={chartOptions(series.length)} />
    </div>
  );
}
