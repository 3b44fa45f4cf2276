import { render } from '@testing-library/react';
import RankingChart from './ranking-chart';

type Formatter<T> = (value: T) => string;
interface ChartProps {
  series: { name: string }[];
  options: { legend: { formatter?: Formatter<string> }; tooltip: { y: { title?: { formatter?: Formatter<string> }; formatter: Formatter<number | null> } } };
}

// ApexCharts needs a real layout engine. This stand-in writes the legend and the tooltip as HTML, as
// ApexCharts does, through the formatters it is given (or the raw name, as ApexCharts does without one).
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: ({ series, options }: ChartProps) => (
    <div data-testid="apex-chart">
      {series.map((line) => (
        <div key={line.name}>
          <span className="legend" dangerouslySetInnerHTML={{ __html: options.legend.formatter?.(line.name) ?? line.name }} />
          <span className="tooltip-label" dangerouslySetInnerHTML={{ __html: options.tooltip.y.title?.formatter?.(line.name) ?? `${line.name}: ` }} />
          <span className="tooltip-value" dangerouslySetInnerHTML={{ __html: options.tooltip.y.formatter(2.5) }} />
        </div>
      ))}
    </div>
  ),
}));

describe('RankingChart', () => {
  it('hands company names to the chart as text, never as markup', () => {
    const names = ['<img src=x onerror="window.__xss=1">', 'Tom & Jerry\'s "Shop"'];
    const { container } = render(<RankingChart series={names.map((companyName) => ({ companyName, domain: 'a.com', points: [] }))} />);
    expect(container.querySelector('img')).toBeNull();
    expect(Array.from(container.querySelectorAll('.legend'), (legend) => legend.textContent)).toEqual(names);
    expect(Array.from(container.querySelectorAll('.tooltip-label'), (label) => label.textContent)).toEqual(names.map((name) => `${name}: `));
    expect(container.querySelector('.tooltip-value')?.textContent).toBe('2.5');
  });
});
