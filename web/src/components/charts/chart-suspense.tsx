import * as React from 'react';
import { CHART_HEIGHT } from './chart-theme';

/** Holds a lazily loaded chart's place, at its height, while ApexCharts loads. */
export function ChartSuspense({ height = CHART_HEIGHT, children }: { height?: number; children: React.ReactNode }) {
  return (
    <React.Suspense
      fallback={
        <div className="flex items-center justify-center text-sm text-muted-foreground" style={{ height }}>
          Loading chart…
        </div>
      }
    >
      {children}
    </React.Suspense>
  );
}
