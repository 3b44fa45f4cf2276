import type { ChartSeries } from './report-document';
import { escapeHtml } from '../../common/html-escape';

const WIDTH = 680;
const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const OTHER_COLORS = ['#6b7280', '#d97706', '#059669', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];

/**
 * A line chart as inline SVG (vector in the PDF, crisp in the browser): one line per series over the
 * period, the own company in the accent colour. `invert` puts low values (rank 1) at the top.
 */
export function lineChartSvg(series: ChartSeries[], options: { start: Date; end: Date; invert: boolean; accentColor: string; unit: string }): string {
  const values = series.flatMap((line) => line.points.flatMap((point) => [point.value, point.high ?? null])).filter((value): value is number => value !== null && value !== undefined);
  if (values.length === 0) return '<p class="empty">No checks in this period.</p>';
  const { low, high, ticks } = valueAxis(Math.max(...values), options.invert);
  const x = (at: string) => PAD.left + ((new Date(at).getTime() - options.start.getTime()) / Math.max(1, options.end.getTime() - options.start.getTime())) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => {
    const share = (value - low) / (high - low);
    return PAD.top + (options.invert ? share : 1 - share) * (HEIGHT - PAD.top - PAD.bottom);
  };
  const grid = ticks
    .map((tick) => `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#e5e7eb"/><text x="${PAD.left - 6}" y="${(y(tick) + 4).toFixed(1)}" text-anchor="end" font-size="10" fill="#4b5563">${tick}</text>`)
    .join('');
  const dateLabels = [options.start, options.end]
    .map((date, index) => `<text x="${index === 0 ? PAD.left : WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="${index === 0 ? 'start' : 'end'}" font-size="10" fill="#4b5563">${date.toISOString().slice(0, 10)}</text>`)
    .join('');
  const others = competitorColours(options.accentColor);
  let other = 0;
  const colored = series.map((line) => ({ ...line, color: line.own ? options.accentColor : others[other++ % others.length] }));
  const paths = colored
    .map((line) => {
      const segments: string[] = [];
      let pen = 'M';
      for (const point of line.points) {
        if (point.value === null) {
          pen = 'M';
          continue;
        }
        segments.push(`${pen}${x(point.at).toFixed(1)},${y(point.value).toFixed(1)}`);
        pen = 'L';
      }
      const dots = line.points
        .filter((point) => point.value !== null)
        .map((point) => `<circle cx="${x(point.at).toFixed(1)}" cy="${y(point.value as number).toFixed(1)}" r="2.5" fill="${line.color}"/>`)
        .join('');
      return `${bandPath(line, x, y)}<path d="${segments.join(' ')}" fill="none" stroke="${line.color}" stroke-width="${line.own ? 2.5 : 1.5}"/>${dots}`;
    })
    .join('');
  const legend = colored.map((line) => `<span class="legend-item"><span class="swatch" style="background:${line.color}"></span>${escapeHtml(line.label)}</span>`).join('');
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" aria-label="${escapeHtml(options.unit)} over the period" xmlns="http://www.w3.org/2000/svg">${grid}${dateLabels}${paths}</svg><div class="legend">${legend}</div>`;
}

/** A series' interval as a translucent band (its points with both `low` and `high`), behind its line; '' when it has none. */
function bandPath(line: ChartSeries & { color: string }, x: (at: string) => number, y: (value: number) => number): string {
  const bounded = line.points.filter((point): point is typeof point & { low: number; high: number } => typeof point.low === 'number' && typeof point.high === 'number');
  if (bounded.length === 0) return '';
  // One point's interval is a narrow bar; more are a polygon along the highs and back along the lows.
  const spread = (point: (typeof bounded)[number]) => (bounded.length === 1 ? [x(point.at) - 3, x(point.at) + 3] : [x(point.at)]);
  const top = bounded.flatMap((point) => spread(point).map((px) => `${px.toFixed(1)},${y(point.high).toFixed(1)}`));
  const bottom = [...bounded].reverse().flatMap((point) => spread(point).reverse().map((px) => `${px.toFixed(1)},${y(point.low).toFixed(1)}`));
  return `<polygon class="band" points="${[...top, ...bottom].join(' ')}" fill="${line.color}" fill-opacity="${line.own ? 0.18 : 0.08}" stroke="none"/>`;
}

/** At most this many steps between the axis' ends. */
const MAX_STEPS = 5;

/**
 * The value axis from 0 (or rank 1 when inverted) to a round top above `highest`, with ticks at
 * multiples of a round step (1, 2, 2.5 or 5 times a power of ten): 0, 1, 2, 3, 4, 5 or 1, 10, 20, …, 50
 * rather than evenly cut values such as 0, 1, 3, 4, 5.
 */
export function valueAxis(highest: number, invert: boolean): { low: number; high: number; ticks: number[] } {
  const low = invert ? 1 : 0;
  const span = Math.max(highest, low + 1) - (invert ? 0 : low);
  const step = roundStep(span / MAX_STEPS);
  const high = Math.max(low + 1, Math.ceil(highest / step - 1e-9) * step);
  const multiples = Array.from({ length: Math.round(high / step) + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  // A rank axis starts at 1, then the round ranks above it.
  const ticks = invert ? [1, ...multiples.filter((tick) => tick > 1)] : multiples;
  return { low, high, ticks };
}

function roundStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= rough - 1e-9) ?? 10;
  return factor * power;
}

/** How far apart two colours look (the "redmean" approximation of perceived distance), 0 to about 765. */
function colourDistance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const redMean = (r1 + r2) / 2;
  return Math.sqrt((2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2);
}

/** Below this distance a competitor's line would read as the own brand's. */
const DISTINCT_FROM_ACCENT = 200;

/** The competitors' colours, leaving out those that look like the brand's accent colour. */
export function competitorColours(accentColor: string): string[] {
  const distinct = /^#[0-9a-f]{6}$/i.test(accentColor) ? OTHER_COLORS.filter((colour) => colourDistance(colour, accentColor) >= DISTINCT_FROM_ACCENT) : OTHER_COLORS;
  return distinct.length > 0 ? distinct : OTHER_COLORS;
}
