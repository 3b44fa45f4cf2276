import { render } from '@testing-library/react';
import { axisLabels, type LinearAxisOptions } from '../../lib/testing/apex-axis';
import VisibilityChart from './visibility-chart';
import type { CompanyVisibility } from './visibility-scores';

type Formatter<T> = (value: T) => string;
interface ChartProps {
  series: { name: string; data: { x: number; y: number }[] }[];
  options: {
    colors: string[];
    xaxis: LinearAxisOptions;
    yaxis: LinearAxisOptions & { min: number; max: number; reversed?: boolean };
    legend: { formatter?: Formatter<string> };
    tooltip: { y: { formatter: Formatter<number | null> } };
  };
}

const mockCharts: ChartProps[] = [];

// ApexCharts needs a real layout engine: this stand-in records what it is given and writes it out, the
// legend as HTML as ApexCharts does.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: ({ series, options }: ChartProps) => {
    mockCharts.push({ series, options });
    return (
      <div data-testid="apex-chart" data-y={`${options.yaxis.min}-${options.yaxis.max}`} data-reversed={String(options.yaxis.reversed ?? false)}>
        {series.map((line, index) => (
          <div key={line.name} className="line" data-color={options.colors[index]} data-points={line.data.map((point) => point.y).join(',')}>
            <span className="legend" dangerouslySetInnerHTML={{ __html: options.legend.formatter?.(line.name) ?? line.name }} />
          </div>
        ))}
        <span className="tooltip-value">{options.tooltip.y.formatter(42.25)}</span>
      </div>
    );
  },
}));

const company = (companyName: string, scores: number[]): CompanyVisibility => ({
  companyName,
  domain: 'a.com',
  own: false,
  score: scores.at(-1) ?? null,
  change: null,
  points: scores.map((score, day) => ({ runAt: `2026-11-0${day + 1}T09:00:00.000Z`, score })),
});

describe('VisibilityChart', () => {
  it('draws one line per company on a normal % axis up to a round top above the highest value, in the ranking chart’s colours, names as text', () => {
    const { container, getByTestId } = render(<VisibilityChart visibility={[company('<b>Acme</b>', [40.7, 42.3]), company('Rival', [39.3, 31])]} />);
    expect(getByTestId('apex-chart')).toHaveAttribute('data-y', '0-50');
    expect(getByTestId('apex-chart')).toHaveAttribute('data-reversed', 'false');
    const lines = Array.from(container.querySelectorAll('.line'));
    expect(lines.map((line) => line.getAttribute('data-points'))).toEqual(['40.7,42.3', '39.3,31']);
    expect(lines.map((line) => line.getAttribute('data-color'))).toEqual(['#4f46e5', '#f97316']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('.legend')?.textContent).toBe('<b>Acme</b>');
    expect(container.querySelector('.tooltip-value')?.textContent).toBe('42.3 %');
  });
});

describe('VisibilityChart with a single run', () => {
  it('shows the run as a point with its date under it, on a 0–50 axis in steps of 10', () => {
    const runAt = new Date(2026, 10, 5, 9).toISOString();
    render(<VisibilityChart visibility={[{ ...company('Acme', [30]), points: [{ runAt, score: 30 }] }]} />);
    const { series, options } = mockCharts.at(-1)!;
    expect(axisLabels(options.xaxis)).toEqual([{ at: series[0].data[0].x, text: 'Nov 5, 2026' }]);
    expect(axisLabels(options.yaxis).map((label) => label.text)).toEqual(['0', '10', '20', '30', '40', '50']);
  });

  it('fits typical small values (0–10 %) to the chart instead of a flat line at the bottom of 0–100', () => {
    render(<VisibilityChart visibility={[company('Acme', [2.4, 3.2]), company('Rival', [0.8, 1.1])]} />);
    const { options } = mockCharts.at(-1)!;
    expect(options.yaxis).toMatchObject({ min: 0, max: 5 });
    expect(axisLabels(options.yaxis).map((label) => label.text)).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});
