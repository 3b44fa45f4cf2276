import type { ChartSeries } from './report-document';
import { escapeHtml } from './report-html-escape';

const WIDTH = 680;
const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const OTHER_COLORS = ['#6b7280', '#d97706', '#059669', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#dc2626'];

/**
 * A line chart as inline SVG (vector in the PDF, crisp in the browser): one line per series over the
 * period, the own company in the accent colour. `invert` puts low values (rank 1) at the top.
 */
export function lineChartSvg(series: ChartSeries[], options: { start: Date; end: Date; invert: boolean; accentColor: string; unit: string }): string {
  const values = series.flatMap((line) => line.points.map((point) => point.value)).filter((value): value is number => value !== null);
  if (values.length === 0) return '<p class="empty">No checks in this period.</p>';
  const low = options.invert ? 1 : 0;
  const high = Math.max(low + 1, niceCeiling(Math.max(...values)));
  const x = (at: string) => PAD.left + ((new Date(at).getTime() - options.start.getTime()) / Math.max(1, options.end.getTime() - options.start.getTime())) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => {
    const share = (value - low) / (high - low);
    return PAD.top + (options.invert ? share : 1 - share) * (HEIGHT - PAD.top - PAD.bottom);
  };
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(low + share * (high - low)));
  const grid = ticks
    .map((tick) => `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(tick).toFixed(1)}" y2="${y(tick).toFixed(1)}" stroke="#e5e7eb"/><text x="${PAD.left - 6}" y="${(y(tick) + 4).toFixed(1)}" text-anchor="end" font-size="10" fill="#4b5563">${tick}</text>`)
    .join('');
  const dateLabels = [options.start, options.end]
    .map((date, index) => `<text x="${index === 0 ? PAD.left : WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="${index === 0 ? 'start' : 'end'}" font-size="10" fill="#4b5563">${date.toISOString().slice(0, 10)}</text>`)
    .join('');
  let other = 0;
  const colored = series.map((line) => ({ ...line, color: line.own ? options.accentColor : OTHER_COLORS[other++ % OTHER_COLORS.length] }));
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
      return `<path d="${segments.join(' ')}" fill="none" stroke="${line.color}" stroke-width="${line.own ? 2.5 : 1.5}"/>${dots}`;
    })
    .join('');
  const legend = colored.map((line) => `<span class="legend-item"><span class="swatch" style="background:${line.color}"></span>${escapeHtml(line.label)}</span>`).join('');
  return `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" aria-label="${escapeHtml(options.unit)} over the period" xmlns="http://www.w3.org/2000/svg">${grid}${dateLabels}${paths}</svg><div class="legend">${legend}</div>`;
}

function niceCeiling(value: number): number {
  if (value <= 10) return Math.ceil(value);
  const step = 10 ** Math.floor(Math.log10(value)) / 2;
  return Math.ceil(value / step) * step;
}
