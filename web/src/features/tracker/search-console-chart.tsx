import { LineChart } from '../../components/charts/line-chart';
import { CHART_BASE, CHART_HEIGHT, GRID_COLOUR, paletteColour } from '../../components/charts/chart-theme';

export interface SearchConsoleDay {
  date: string;
  clicks: number;
  impressions: number;
}

const count = new Intl.NumberFormat();

/** Clicks (left axis) and impressions (right axis) per day. Import it lazily: ApexCharts is large. */
export default function SearchConsoleChart({ days }: { days: readonly SearchConsoleDay[] }) {
  const at = (day: SearchConsoleDay) => Date.parse(`${day.date}T00:00:00Z`);
  return (
    <LineChart
      testId="search-console-chart"
      chart={{
        series: [
          { name: 'Clicks', data: days.map((day) => ({ x: at(day), y: day.clicks })) },
          { name: 'Impressions', data: days.map((day) => ({ x: at(day), y: day.impressions })) },
        ],
        options: {
          chart: { ...CHART_BASE, type: 'line', height: CHART_HEIGHT, zoom: { enabled: false } },
          colors: [paletteColour(0), paletteColour(1)],
          stroke: { width: 2, curve: 'straight' },
          grid: { borderColor: GRID_COLOUR },
          xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
          yaxis: [
            { title: { text: 'Clicks' }, min: 0, labels: { formatter: (value: number) => count.format(Math.round(value)) } },
            { opposite: true, title: { text: 'Impressions' }, min: 0, labels: { formatter: (value: number) => count.format(Math.round(value)) } },
          ],
          tooltip: { x: { format: 'd MMM yyyy' }, y: { formatter: (value: number) => count.format(value) } },
          legend: { position: 'top' },
        },
      }}
    />
  );
}
