import { render } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { axisLabels, type LinearAxisOptions } from '../../lib/testing/apex-axis';
import RankingChart from './ranking-chart';

type Formatter<T> = (value: T) => string;
interface ChartProps {
  series: { name: string; data: { x: number; y: number }[] }[];
  options: {
    legend: { formatter?: Formatter<string> };
    tooltip: { shared: boolean; intersect: boolean; x: { formatter: Formatter<number> }; y: { title?: { formatter?: Formatter<string> }; formatter: Formatter<number | null> } };
    xaxis: LinearAxisOptions & { title?: { text?: string } };
    yaxis: LinearAxisOptions & { reversed?: boolean; title: { text: string } };
    markers: { size: number };
    grid: { yaxis: { lines: { show: boolean } } };
    annotations?: { yaxis?: { y: number }[] };
  };
}

const mockCharts: ChartProps[] = [];

// ApexCharts needs a real layout engine. This stand-in records what it is given and writes the legend
// and the tooltip as HTML, as ApexCharts does, through the formatters it is given (or the raw name, as
// ApexCharts does without one).
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: ChartProps) => {
    mockCharts.push(props);
    const { series, options } = props;
    return (
      <div data-testid="apex-chart">
        {series.map((line) => (
          <div key={line.name}>
            <span className="legend" dangerouslySetInnerHTML={{ __html: options.legend.formatter?.(line.name) ?? line.name }} />
            <span className="tooltip-label" dangerouslySetInnerHTML={{ __html: options.tooltip.y.title?.formatter?.(line.name) ?? `${line.name}: ` }} />
            <span className="tooltip-value" dangerouslySetInnerHTML={{ __html: options.tooltip.y.formatter(2.5) }} />
          </div>
        ))}
      </div>
    );
  },
}));

beforeEach(() => {
  mockCharts.length = 0;
});

/** An ISO time at a local wall-clock time, so the labels read the same in any time zone. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

const company = (companyName: string, points: [string, number | null][]) => ({
  companyName,
  domain: `${companyName.toLowerCase()}.com`,
  points: points.map(([runAt, averageRank]) => ({ runAt, averageRank })),
});

const asSeries = (companies: ReturnType<typeof company>[]) => companies.map((line) => makeFragmentData(line, RankingChart.fragments.series));

function renderedChart(series: ReturnType<typeof company>[]): ChartProps {
  render(<RankingChart series={asSeries(series)} />);
  return mockCharts.at(-1)!;
}

/** Where each run's point is on the x axis and the label under it. */
function xLabels(chart: ChartProps) {
  return axisLabels(chart.options.xaxis).map(({ at: x, text }) => ({ x, text }));
}

describe('RankingChart', () => {
  it('hands company names to the chart as text, never as markup', () => {
    const names = ['<img src=x onerror="window.__xss=1">', 'Tom & Jerry\'s "Shop"'];
    const { container } = render(<RankingChart series={asSeries(names.map((companyName) => company(companyName, [])))} />);
    expect(container.querySelector('img')).toBeNull();
    expect(Array.from(container.querySelectorAll('.legend'), (legend) => legend.textContent)).toEqual(names);
    expect(Array.from(container.querySelectorAll('.tooltip-label'), (label) => label.textContent)).toEqual(names.map((name) => `${name}: `));
    expect(container.querySelector('.tooltip-value')?.textContent).toBe('2.5');
  });

  it('draws a single run as a clear point in the middle, with its date under it', () => {
    const chart = renderedChart([company('Acme', [[at(5, 9), 3.5]]), company('Rival', [[at(5, 9), 7]])]);
    const [point] = chart.series[0].data;
    expect(xLabels(chart)).toEqual([{ x: point.x, text: 'Nov 5, 2026' }]);
    expect(point.x).toBe((chart.options.xaxis.min! + chart.options.xaxis.max!) / 2);
    expect(chart.series[1].data).toEqual([{ x: point.x, y: 7 }]);
    expect(chart.options.markers.size).toBeGreaterThanOrEqual(5);
    expect(chart.options.tooltip.x.formatter(point.x)).toBe('Nov 5, 2026, 9:00 AM');
  });

  it('labels two runs of one day with their times under their points, and the day once', () => {
    const chart = renderedChart([company('Acme', [[at(5, 9), 4], [at(5, 15, 30), 3]])]);
    const points = chart.series[0].data.map((point) => point.x);
    expect(xLabels(chart)).toEqual([
      { x: points[0], text: '09:00 AM' },
      { x: points[1], text: '03:30 PM' },
    ]);
    expect(chart.options.xaxis.title?.text).toBe('Nov 5, 2026');
    expect(chart.options.tooltip.shared).toBe(true);
  });

  it('gives the seconds when two runs share a minute, so no two labels read the same', () => {
    const first = new Date(2026, 10, 5, 9, 35, 2);
    const second = new Date(2026, 10, 5, 9, 35, 41);
    const chart = renderedChart([company('Acme', [[first.toISOString(), 4], [second.toISOString(), 3]])]);
    expect(xLabels(chart).map((label) => label.text)).toEqual(['09:35:02 AM', '09:35:41 AM']);
    expect(chart.options.tooltip.x.formatter(1)).toBe('Nov 5, 2026, 9:35:41 AM');
  });

  it('labels runs on different days with their dates under their points, and connects over a run without a rank, with a tooltip per point', () => {
    const chart = renderedChart([company('Acme', [[at(5, 9), 4], [at(6, 9), null], [at(7, 9), 2]])]);
    expect(chart.series[0].data).toEqual([{ x: 0, y: 4 }, { x: 2, y: 2 }]);
    expect(xLabels(chart)).toEqual([
      { x: 0, text: 'Nov 5' },
      { x: 1, text: 'Nov 6' },
      { x: 2, text: 'Nov 7' },
    ]);
    expect(chart.options.xaxis.title).toBeUndefined();
    // ApexCharts' shared tooltip picks the wrong run when a line has a gap.
    expect(chart.options.tooltip).toMatchObject({ shared: false, intersect: true });
  });

  it('labels a long history every few runs, always from the first run and at a run', () => {
    const runs = Array.from({ length: 20 }, (_, day) => [at(day + 1, 9), 5] as [string, number]);
    const chart = renderedChart([company('Acme', runs)]);
    const labels = xLabels(chart);
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(labels[0]).toEqual({ x: 0, text: 'Nov 1' });
    for (const label of labels) expect(label.text).toBe(new Date(runs[label.x][0]).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }));
  });

  it('ranks 1 at the top with ticks 1 to 10 when every rank is within the top 10', () => {
    const { yaxis } = renderedChart([company('Acme', [[at(5, 9), 3.5], [at(6, 9), 9.2]])]).options;
    expect(yaxis.reversed).toBe(true);
    expect(yaxis.title.text).toBe('Ranking');
    expect(axisLabels(yaxis).map((label) => label.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it.each([
    [14, ['1', '5', '10', '15']],
    [37, ['1', '10', '20', '30', '40']],
    [100, ['1', '20', '40', '60', '80', '100']],
  ])('fits round rank ticks to a lowest rank of %d, with grid lines at them', (lowest, expected) => {
    const chart = renderedChart([company('Acme', [[at(5, 9), 2], [at(6, 9), lowest]])]);
    const labels = axisLabels(chart.options.yaxis);
    expect(labels.map((label) => label.text)).toEqual(expected);
    // Each label sits at its own rank.
    for (const label of labels) expect(label.at).toBeCloseTo(Number(label.text), 6);
    expect(chart.options.annotations?.yaxis?.map((line) => line.y)).toEqual(expected.map(Number));
    expect(chart.options.grid.yaxis.lines.show).toBe(false);
  });
});
