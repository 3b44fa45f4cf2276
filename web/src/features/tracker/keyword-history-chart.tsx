import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import type { TrackerKeywordHistoryQuery } from '../../gql/graphql';
import { CHART_HEIGHT, CHART_PALETTE } from './chart-style';
import { chartText } from './chart-text';

type History = TrackerKeywordHistoryQuery['trackerKeywordHistory'];

/** A run where a company was not found has no point; the line connects over it, as in "Ranking over time". */
export function keywordChartSeries(history: History): { name: string; data: { x: number; y: number }[] }[] {
  return history.companies.map((company, index) => ({
    name: company.companyName,
    data: history.runs.flatMap((run) => {
      const position = run.positions[index]?.position;
      return position ? [{ x: new Date(run.runAt).getTime(), y: position }] : [];
    }),
  }));
}

function chartOptions(companies: number): ApexOptions {
  return {
    chart: { type: 'line', height: CHART_HEIGHT, fontFamily: 'inherit', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false } },
    colors: Array.from({ length: companies }, (_, index) => CHART_PALETTE[index % CHART_PALETTE.length]),
    stroke: { curve: 'straight', width: 3 },
    markers: { size: 5, strokeWidth: 0, hover: { sizeOffset: 2 } },
    dataLabels: { enabled: false },
    grid: { borderColor: '#e5e7eb', strokeDashArray: 4 },
    // Series names are written as HTML by the legend and the tooltip.
    legend: { show: true, showForSingleSeries: true, position: 'top', horizontalAlign: 'left', formatter: (name: string) => chartText(name) },
    xaxis: { type: 'datetime', labels: { datetimeUTC: false }, tooltip: { enabled: false } },
    yaxis: {
      reversed: true,
      min: 1,
      forceNiceScale: true,
      title: { text: 'Position' },
      labels: { formatter: (value: number) => String(Math.round(value)) },
    },
    tooltip: {
      shared: true,
      x: { format: 'dd MMM yyyy, HH:mm' },
      y: {
        title: { formatter: (name: string) => `${chartText(name)}: ` },
        formatter: (value: number | null) => (value == null ? 'not found' : String(value)),
      },
    },
  };
}

/** Every company's position for one keyword per run; position 1 at the top. */
export default function KeywordHistoryChart({ history }: { history: History }) {
  return (
    <div className="min-w-0" data-testid="keyword-history-chart">
      <Chart type="line" height={CHART_HEIGHT} series={keywordChartSeries(history)} options={chartOptions(history.companies.length)} />
    </div>
  );
}
