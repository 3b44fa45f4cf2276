// Uses only ApexCharts' types, so building the options does not load it.
import type ApexCharts from 'apexcharts';
import type { ApexOptions } from 'apexcharts';
import { formatDateTime } from '../../lib/date-format';
import { escapeHtml } from '../../lib/escape-html';
import { CHART_BASE, CHART_HEIGHT, GRID_COLOUR, paletteColour } from './chart-theme';

/** One company's line: its value at each run, null where it has none (the line connects over the gap). */
export interface RunLine {
  name: string;
  points: { runAt: string; value: number | null }[];
}

export interface RunLineChartInput {
  lines: RunLine[];
  /** "rank": position 1 at the top, round ticks fitted to the lowest rank; "percent": 0 to a round top above the highest value (at most 100). */
  scale: 'rank' | 'percent';
  yTitle: string;
  /** A point's value in the tooltip (null: the company has no value at that run). */
  formatValue(value: number | null): string;
}

export interface RunLineChart {
  series: { name: string; data: { x: number; y: number }[] }[];
  options: ApexOptions;
}

/**
 * The line charts over runs (the tracker's ranking, keyword history and visibility).
 *
 * The x axis places the runs one slot apart, in time order, with each labelled run's date right
 * under its point: a date axis would put a lone run in the middle of four empty days and label
 * two runs of one day with hours between them. Lines join the points a company has, so a run
 * without a value is connected over.
 */
export function runLineChart({ lines, scale, yTitle, formatValue }: RunLineChartInput): RunLineChart {
  const runs = runTimes(lines);
  const slot = new Map(runs.map((time, index) => [time, index]));
  const labels = runLabels(runs);
  const xRange = runAxis(runs.length, labels.ticksWanted);
  const values = lines.flatMap((line) => line.points.flatMap((point) => (point.value == null ? [] : [point.value])));
  const yAxis = scale === 'rank' ? rankAxis(Math.max(0, ...values)) : percentAxis(Math.max(0, ...values));
  const series = lines.map((line) => ({
    name: line.name,
    data: line.points.flatMap((point) => (point.value == null ? [] : [{ x: slot.get(new Date(point.runAt).getTime())!, y: point.value }])),
  }));
  // ApexCharts' shared tooltip needs every line to have a point at every run: with a gap it shows
  // the wrong run. Then the tooltip describes the point under the pointer instead.
  const shared = series.every((line) => line.data.length === runs.length);

  return {
    series,
    options: {
      chart: {
        ...CHART_BASE,
        type: 'line',
        height: CHART_HEIGHT,
        zoom: { enabled: false },
        events: yAxis.gridLines ? { mounted: gridLinesBehindLines, updated: gridLinesBehindLines } : undefined,
      },
      // One colour per company, in the same order on every chart.
      colors: lines.map((_, index) => paletteColour(index)),
      stroke: { curve: 'straight', width: 3 },
      markers: { size: runs.length === 1 ? 7 : 5, strokeWidth: 0, hover: { sizeOffset: 2 } },
      dataLabels: { enabled: false },
      grid: { borderColor: GRID_COLOUR, strokeDashArray: 4, yaxis: { lines: { show: !yAxis.gridLines } } },
      annotations: yAxis.gridLines
        ? { yaxis: yAxis.gridLines.map((y) => ({ y, borderColor: GRID_COLOUR, strokeDashArray: 4, opacity: 1 })) }
        : undefined,
      // The legend and the tooltip write series names as HTML; ApexCharts escapes them only in its aria labels.
      legend: { show: true, showForSingleSeries: true, position: 'top', horizontalAlign: 'left', formatter: (name: string) => escapeHtml(name) },
      xaxis: {
        type: 'numeric',
        ...xRange,
        labels: {
          rotate: 0,
          hideOverlappingLabels: false,
          // Two-line labels (day and time) need the room; ApexCharts sizes the axis for one line.
          minHeight: labels.lines === 2 ? 44 : undefined,
          formatter: (value: string | number) => {
            const index = runIndex(value, runs.length);
            return index === null ? '' : labels.short(index);
          },
        },
        title: labels.title ? { text: labels.title, style: { fontWeight: 500 } } : undefined,
        axisTicks: { show: false },
        tooltip: { enabled: false },
      },
      yaxis: { ...yAxis.yaxis, title: { text: yTitle } },
      tooltip: {
        shared,
        intersect: !shared,
        x: {
          formatter: (value: number) => {
            const index = runIndex(value, runs.length);
            return index === null ? '' : labels.full(index);
          },
        },
        y: {
          title: { formatter: (name: string) => `${escapeHtml(name)}: ` },
          formatter: (value: number | null) => escapeHtml(formatValue(value ?? null)),
        },
      },
    },
  };
}

/**
 * ApexCharts draws annotations over the series, so the rank grid (drawn as annotations) would streak
 * across the points; after each draw its group moves back beside ApexCharts' own grid.
 */
function gridLinesBehindLines(chart: ApexCharts): void {
  // The element the chart was created on; ApexCharts' typings leave it out.
  const root = (chart as unknown as { el: Element }).el;
  const lines = root.querySelector('.apexcharts-yaxis-annotations');
  if (lines) root.querySelector('.apexcharts-grid')?.after(lines);
}

/** Every run of any line, oldest first, as epoch milliseconds. */
function runTimes(lines: RunLine[]): number[] {
  const times = new Set(lines.flatMap((line) => line.points.map((point) => new Date(point.runAt).getTime())));
  return [...times].sort((a, b) => a - b);
}

/** The run at an axis position, or null between runs and in the padding. */
function runIndex(value: string | number, runCount: number): number | null {
  const position = Number(value);
  const index = Math.round(position);
  return Math.abs(position - index) < 1e-6 && index >= 0 && index < runCount ? index : null;
}

/**
 * Run i sits at x = i. Up to `ticksWanted` runs each get a tick, with one empty slot either side so
 * a single run stands in the middle; more runs get a tick (and a label) every few runs, from the first.
 */
function runAxis(runCount: number, ticksWanted: number): { min: number; max: number; tickAmount: number } {
  if (runCount <= ticksWanted) return { min: -1, max: runCount, tickAmount: runCount + 1 };
  const every = Math.ceil((runCount - 1) / (ticksWanted - 1));
  const intervals = Math.ceil((runCount - 1) / every);
  return { min: 0, max: intervals * every, tickAmount: intervals };
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_AND_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const TIME_WITH_SECONDS: Intl.DateTimeFormatOptions = { ...TIME, second: '2-digit' };

interface RunLabels {
  /** A run's label under its point. */
  short(index: number): string | string[];
  /** A run's date and time in full, for the tooltip. */
  full(index: number): string;
  /** How many labels fit a phone-wide chart. */
  ticksWanted: number;
  lines?: 2;
  /** What the labels leave out (the day, when every run is on one day). */
  title?: string;
}

/**
 * Labels in the reader's time zone that say only what tells the runs apart: a lone run's date; the
 * time when every run is on one day (that day as the axis title); the day when no two share one;
 * otherwise day and time on two lines. Times show seconds only when two runs share a minute.
 * Longer labels get fewer ticks, so they fit a phone.
 */
function runLabels(runs: number[]): RunLabels {
  const days = new Set(runs.map((time) => new Date(time).toDateString()));
  const years = new Set(runs.map((time) => new Date(time).getFullYear()));
  const dayFormat = years.size > 1 ? DAY_AND_YEAR : DAY;
  const withSeconds = new Set(runs.map((time) => Math.floor(time / 60_000))).size < runs.length;
  const timeFormat = withSeconds ? TIME_WITH_SECONDS : TIME;
  const full = (index: number) => formatDateTime(runs[index], { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' });

  if (runs.length === 1) return { short: (index) => formatDateTime(runs[index], DAY_AND_YEAR), full, ticksWanted: 6 };
  if (days.size === 1) return { short: (index) => formatDateTime(runs[index], timeFormat), full, ticksWanted: withSeconds ? 4 : 5, title: formatDateTime(runs[0], DAY_AND_YEAR) };
  if (days.size === runs.length) return { short: (index) => formatDateTime(runs[index], dayFormat), full, ticksWanted: years.size > 1 ? 4 : 6 };
  return { short: (index) => [formatDateTime(runs[index], dayFormat), formatDateTime(runs[index], timeFormat)], full, ticksWanted: 4, lines: 2 };
}

interface ValueAxis {
  yaxis: ApexCharts.ApexYAxis;
  /** Lines drawn at these values instead of ApexCharts' grid (which would draw one per tick). */
  gridLines?: number[];
}

/** Tops of a percent axis and their steps: typical shares and visibilities of 0–10 % fill the chart instead of lying flat at the bottom of 0–100. */
const PERCENT_TOPS: readonly { top: number; ticks: number }[] = [
  { top: 1, ticks: 5 },
  { top: 2, ticks: 4 },
  { top: 5, ticks: 5 },
  { top: 10, ticks: 5 },
  { top: 20, ticks: 4 },
  { top: 25, ticks: 5 },
  { top: 50, ticks: 5 },
  { top: 100, ticks: 5 },
];

function percentAxis(highest: number): ValueAxis {
  const { top, ticks } = PERCENT_TOPS.find((candidate) => candidate.top >= highest) ?? PERCENT_TOPS[PERCENT_TOPS.length - 1];
  const decimals = top / ticks < 1 ? 1 : 0;
  return { yaxis: { min: 0, max: top, tickAmount: ticks, labels: { formatter: (value: number) => value.toFixed(decimals) } } };
}

/** Round steps for a rank axis; the first that needs at most six of them to reach the lowest rank. */
const RANK_STEPS = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/**
 * Ranks 1 (top) to the lowest rank shown, labelled 1 and round numbers: 1–10 one by one, then
 * 1, 5, 10, … or 1, 10, 20, … ApexCharts spaces ticks evenly from the minimum, which would give
 * 1, 11, 21, …; so the axis has a tick at every rank, only the round ones carry a label, and
 * the grid is drawn at those alone.
 */
function rankTicks(lowestRank: number): number[] {
  if (lowestRank <= 10) return Array.from({ length: 10 }, (_, index) => index + 1);
  const step = RANK_STEPS.find((candidate) => Math.ceil(lowestRank / candidate) <= 6) ?? 10 ** Math.ceil(Math.log10(lowestRank / 6));
  const top = step * Math.ceil(lowestRank / step);
  return [1, ...Array.from({ length: top / step }, (_, index) => (index + 1) * step)];
}

function rankAxis(lowestRank: number): ValueAxis {
  const ticks = rankTicks(Math.ceil(lowestRank));
  const top = ticks.at(-1)!;
  const labelled = new Set(ticks);
  return {
    yaxis: {
      reversed: true,
      min: 1,
      max: top,
      tickAmount: top - 1,
      labels: {
        // Unlabelled ticks get a no-break space, not '': ApexCharts measures the labels' box to place
        // the axis title, and an empty label would stretch that box and push the title off the chart.
        showDuplicates: true,
        formatter: (value: number) => {
          const rank = Math.round(value);
          return Math.abs(value - rank) < 1e-6 && labelled.has(rank) ? String(rank) : '\u00a0';
        },
      },
    },
    gridLines: ticks,
  };
}
