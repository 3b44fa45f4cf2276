import { render } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import type { KeywordHistoryChart_HistoryFragment } from '../../gql/graphql';
import { axisLabels, type LinearAxisOptions } from '../../lib/testing/apex-axis';
import KeywordHistoryChart from './keyword-history-chart';

interface ChartProps {
  series: { name: string; data: { x: number; y: number }[] }[];
  options: {
    xaxis: LinearAxisOptions;
    yaxis: LinearAxisOptions & { reversed?: boolean; title: { text: string } };
    tooltip: { y: { formatter: (value: number | null) => string } };
  };
}

const mockCharts: ChartProps[] = [];

// ApexCharts needs a real layout engine; the stand-in records what the chart is given.
jest.mock('../../components/charts/apex-chart', () => ({
  __esModule: true,
  Chart: (props: ChartProps) => {
    mockCharts.push(props);
    return <div data-testid="apex-chart" />;
  },
}));

type History = KeywordHistoryChart_HistoryFragment;

const at = (day: number) => new Date(2026, 10, day, 9).toISOString();

function history(positions: [number | null, number | null][]): History {
  return {
    companies: [{ companyName: 'Wikipedia' }, { companyName: 'Moz' }],
    runs: positions.map((pair, index) => ({
      runAt: at(index + 1),
      positions: pair.map((position) => ({ position })),
    })),
  };
}

describe('KeywordHistoryChart', () => {
  it('puts each run’s date under its point and fits round position ticks to the lowest position', () => {
    render(<KeywordHistoryChart history={makeFragmentData(history([[3, 57], [4, 0], [2, 41]]), KeywordHistoryChart.fragments.history)} />);
    const { series, options } = mockCharts.at(-1)!;
    // Moz was beyond the checked depth (0) at the second run: the line connects over it.
    expect(series.map((line) => line.data)).toEqual([
      [{ x: 0, y: 3 }, { x: 1, y: 4 }, { x: 2, y: 2 }],
      [{ x: 0, y: 57 }, { x: 2, y: 41 }],
    ]);
    expect(axisLabels(options.xaxis)).toEqual([
      { at: 0, text: 'Nov 1' },
      { at: 1, text: 'Nov 2' },
      { at: 2, text: 'Nov 3' },
    ]);
    expect(options.yaxis).toMatchObject({ reversed: true, title: { text: 'Position' } });
    expect(axisLabels(options.yaxis).map((label) => label.text)).toEqual(['1', '10', '20', '30', '40', '50', '60']);
    expect(options.tooltip.y.formatter(null)).toBe('not found');
  });
});
