import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const AiVisibilitySeriesQuery = graphql(`
  query AiVisibilitySeries($projectId: ID!, $surface: String, $limit: Int) {
    aiVisibilitySeries(projectId: $projectId, surface: $surface, limit: $limit) {
      runId
      brands {
        name
        mentionRate {
          value
          low
          high
          n
        }
      }
    }
  }
`);

interface ChartRun {
  id: string;
  createdAt: string;
}

interface RatePoint {
  run: number;
  value: number;
  low: number;
  high: number;
}

const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#be185d', '#4d7c0f'];
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 24 };

/** The runs' mention rates per brand, in one series query counted by the server. */
function useRunSeries(projectId: string, runs: readonly ChartRun[], surface: string | null) {
  const { data, error } = useQuery(AiVisibilitySeriesQuery, { variables: { projectId, surface, limit: Math.max(runs.length, 1) }, skip: runs.length === 0 });
  if (error) return { error };
  if (runs.length > 0 && !data) return { series: null };
  const index = new Map(runs.map((run, position) => [run.id, position]));
  const lines = new Map<string, RatePoint[]>();
  for (const point of data?.aiVisibilitySeries ?? []) {
    const run = index.get(point.runId);
    if (run === undefined) continue;
    for (const brand of point.brands) {
      const { value, low, high } = brand.mentionRate;
      // A run that checked nothing of the brand has no point: a gap, not a 0.
      if (value == null || low == null || high == null) continue;
      lines.set(brand.name, [...(lines.get(brand.name) ?? []), { run, value, low, high }]);
    }
  }
  return { series: lines };
}

/** Mention rate over runs, a line per brand with its 95 % interval drawn as a band. */
export function MentionRateChart({ projectId, runs, surface }: { projectId: string; runs: readonly ChartRun[]; surface: string | null }) {
  const { series, error } = useRunSeries(projectId, runs, surface);
  if (error) return <p role="alert" className="text-sm text-destructive">The chart over time could not be loaded.</p>;
  if (!series) return <p className="text-sm text-muted-foreground">Loading chart…</p>;
  if (runs.length < 2) return <p className="text-sm text-muted-foreground">The chart over time shows once two runs have finished.</p>;
  const x = (run: number) => PAD.left + (run / (runs.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (share: number) => PAD.top + (1 - share) * (HEIGHT - PAD.top - PAD.bottom);
  const brands = [...series.keys()];
  return (
    <figure className="grid min-w-0 gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="ai-chart-caption">
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">{`${tick * 100} %`}</text>
          </g>
        ))}
        {brands.map((brand, index) => {
          const points = series.get(brand) ?? [];
          const colour = COLOURS[index % COLOURS.length];
          const band = [...points.map((point) => `${x(point.run)},${y(point.high)}`), ...[...points].reverse().map((point) => `${x(point.run)},${y(point.low)}`)].join(' ');
          return (
            <g key={brand}>
              <polygon points={band} fill={colour} fillOpacity={0.12} />
              <polyline points={points.map((point) => `${x(point.run)},${y(point.value)}`).join(' ')} fill="none" stroke={colour} strokeWidth={2} />
            </g>
          );
        })}
      </svg>
      <figcaption id="ai-chart-caption" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <span className="w-full text-muted-foreground">{`Mention rate over the last ${runs.length} runs; the shaded band is the 95 % interval.`}</span>
        {brands.map((brand, index) => (
          <span key={brand} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full" style={{ background: COLOURS[index % COLOURS.length] }} />
            {brand}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
