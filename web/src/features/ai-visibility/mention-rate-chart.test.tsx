import { render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { AiVisibilitySeriesQuery, MentionRateChart } from './mention-rate-chart';

const runs = [
  { id: 'r1', createdAt: '2026-11-27T09:00:00Z' },
  { id: 'r2', createdAt: '2026-11-28T09:00:00Z' },
  { id: 'r3', createdAt: '2026-11-29T09:00:00Z' },
];

const rate = (value: number | null, n: number) => ({ __typename: 'AiRate' as const, value, low: value === null ? null : Math.max(0, value - 0.1), high: value === null ? null : Math.min(1, value + 0.1), n });
const point = (runId: string, moz: number | null, ahrefs: number) => ({
  __typename: 'AiVisibilitySeriesPoint' as const,
  runId,
  brands: [
    { __typename: 'AiBrandRate' as const, name: 'Moz', mentionRate: rate(moz, moz === null ? 0 : 30) },
    { __typename: 'AiBrandRate' as const, name: 'Ahrefs', mentionRate: rate(ahrefs, 30) },
  ],
});

function renderChart(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MentionRateChart projectId="p1" runs={runs} surface={null} />
    </MockedProvider>,
  );
}

describe('mention rate chart', () => {
  it('draws a line and an interval band per brand from one series query, a run without samples left as a gap', async () => {
    const { container } = renderChart([
      { request: { query: AiVisibilitySeriesQuery, variables: { projectId: 'p1', surface: null, limit: 3 } }, result: { data: { aiVisibilitySeries: [point('r1', 0.5, 0.2), point('r2', null, 0.3), point('r3', 0.6, 0.4)] } } },
    ]);
    expect(screen.getByText('Loading chart…')).toBeInTheDocument();
    expect(await screen.findByText('Mention rate over the last 3 runs; the shaded band is the 95 % interval.')).toBeInTheDocument();
    expect(screen.getByText('Moz')).toBeInTheDocument();
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    // Moz: runs 1 and 3 only; Ahrefs: all three.
    expect(lines[0].getAttribute('points')!.split(' ')).toHaveLength(2);
    expect(lines[1].getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(container.querySelectorAll('polygon')).toHaveLength(2);
  });

  it('says so when the series cannot be read', async () => {
    renderChart([{ request: { query: AiVisibilitySeriesQuery, variables: { projectId: 'p1', surface: null, limit: 3 } }, error: new Error('boom') }]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The chart over time could not be loaded.'));
  });
});
