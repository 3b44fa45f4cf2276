import * as React from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AiVisibilitySummaryQuery } from './ai-visibility-documents';

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

/** Each finished run's summary for the surface, read once; the chart has no series query of its own to read. */
function useRunSummaries(projectId: string, runs: readonly ChartRun[], surface: string | null) {
  const client = useApolloClient();
  const [series, setSeries] = React.useState<Map<string, RatePoint[]> | null>(null);
  const runKey = runs.map((run) => run.id).join(',');
  React.useEffect(() => {
    let current = true;
    void Promise.all(runs.map((run) => client.query({ query: AiVisibilitySummaryQuery, variables: { projectId, runId: run.id, surface } })))
      .then((results) => {
        const lines = new Map<string, RatePoint[]>();
        results.forEach((result, index) => {
          for (const brand of result.data?.aiVisibilitySummary.brands ?? []) {
            const { value, low, high } = brand.mentionRate;
            // A run that checked nothing of the brand has no point: a gap, not a 0.
            if (value == null || low == null || high == null) continue;
            lines.set(brand.name, [...(lines.get(brand.name) ?? []), { run: index, value, low, high }]);
          }
        });
        if (current) setSeries(lines);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // runKey stands for the runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, projectId, runKey, surface]);
  return series;
}

/** Mention rate over runs, a line per brand with its 95 % interval drawn as a band. */
export function MentionRateChart({ projectId, runs, surface }: { projectId: string; runs: readonly ChartRun[]; surface: string | null }) {
  const series = useRunSummaries(projectId, runs, surface);
  if (!series) return null;
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
