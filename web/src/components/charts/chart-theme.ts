// What every chart shares; no ApexCharts import, so a page can size a chart's placeholder without loading it.
import type { ApexOptions } from 'apexcharts';

/** Spec §9: the chart is 350 px high. */
export const CHART_HEIGHT = 350;

/** Spec §9: eight colours, cycling per company. */
export const CHART_PALETTE = ['#4f46e5', '#f97316', '#10b981', '#e11d48', '#0ea5e9', '#a855f7', '#eab308', '#64748b'];

/** The colour of the series (or bar) at `index`, the same on every chart. */
export function paletteColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length];
}

export const GRID_COLOUR = '#e5e7eb';

/** The page's font, no toolbar, no animation. */
export const CHART_BASE = {
  fontFamily: 'inherit',
  toolbar: { show: false },
  animations: { enabled: false },
} satisfies ApexOptions['chart'];
