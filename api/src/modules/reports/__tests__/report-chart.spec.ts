import { competitorColours, lineChartSvg, valueAxis } from '../report-chart';

const tickLabels = (svg: string) => [...svg.matchAll(/<text x="38" y="[^"]+" text-anchor="end" font-size="10" fill="#4b5563">([^<]+)</g)].map((match) => match[1]);

describe('PDF line charts', () => {
  it('ticks a value axis at round steps from 0', () => {
    expect(valueAxis(5, false).ticks).toEqual([0, 1, 2, 3, 4, 5]);
    expect(valueAxis(4.2, false).ticks).toEqual([0, 1, 2, 3, 4, 5]);
    expect(valueAxis(13, false).ticks).toEqual([0, 5, 10, 15]);
    expect(valueAxis(7.3, false).ticks).toEqual([0, 2, 4, 6, 8]);
  });

  it('ticks a rank axis at 1 and round ranks', () => {
    expect(valueAxis(50, true).ticks).toEqual([1, 10, 20, 30, 40, 50]);
    expect(valueAxis(4, true).ticks).toEqual([1, 2, 3, 4]);
  });

  it('draws an interval as a band behind its line, the axis reaching its highest bound', () => {
    const series = [
      {
        label: 'Acme',
        own: true,
        points: [
          { at: '2026-11-01T00:00:00.000Z', value: 40, low: 20, high: 62 },
          { at: '2026-11-02T00:00:00.000Z', value: 50, low: 30, high: 70 },
        ],
      },
    ];
    const svg = lineChartSvg(series, { start: new Date('2026-11-01'), end: new Date('2026-11-02'), invert: false, accentColor: '#2563eb', unit: 'mention rate %' });
    const band = /<polygon class="band" points="([^"]+)"/.exec(svg);
    expect(band).not.toBeNull();
    // Two highs left to right, then two lows right to left.
    expect(band![1].split(' ')).toHaveLength(4);
    expect(svg.indexOf('<polygon')).toBeLessThan(svg.indexOf('<path'));
    expect(tickLabels(svg).at(-1)).toBe('80');
    const plain = lineChartSvg([{ label: 'Acme', own: true, points: [{ at: '2026-11-01T00:00:00.000Z', value: 40 }] }], { start: new Date('2026-11-01'), end: new Date('2026-11-02'), invert: false, accentColor: '#2563eb', unit: 'x' });
    expect(plain).not.toContain('<polygon');
  });

  it('prints those ticks in the chart', () => {
    const series = [{ label: 'Acme', own: true, points: [{ at: '2026-11-01T00:00:00.000Z', value: 50 }, { at: '2026-11-02T00:00:00.000Z', value: 3 }] }];
    const svg = lineChartSvg(series, { start: new Date('2026-11-01'), end: new Date('2026-11-02'), invert: true, accentColor: '#2563eb', unit: 'Average rank' });
    expect(tickLabels(svg)).toEqual(['1', '10', '20', '30', '40', '50']);
  });

  it('never draws a competitor in a colour that looks like the brand accent', () => {
    // The default accent (blue) is close to the palette's violet and cyan.
    expect(competitorColours('#2563eb')).not.toContain('#7c3aed');
    expect(competitorColours('#2563eb')).not.toContain('#0891b2');
    expect(competitorColours('#d97706')).not.toContain('#d97706');
    const series = [
      { label: 'Acme', own: true, points: [{ at: '2026-11-01T00:00:00.000Z', value: 2 }] },
      ...['A', 'B', 'C', 'D'].map((label) => ({ label, own: false, points: [{ at: '2026-11-01T00:00:00.000Z', value: 3 }] })),
    ];
    const svg = lineChartSvg(series, { start: new Date('2026-11-01'), end: new Date('2026-11-02'), invert: false, accentColor: '#2563eb', unit: 'Share of voice' });
    const strokes = [...svg.matchAll(/<path d="[^"]*" fill="none" stroke="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
    expect(strokes[0]).toBe('#2563eb');
    expect(strokes.slice(1)).not.toContain('#7c3aed');
  });
});
