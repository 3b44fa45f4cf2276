import { brandFigures, normalCdf, proportionChange, sourceOpportunities, topCited, wilsonRate } from '../visibility-figures';

// Expected values computed by hand from the formulas (see visibility-figures.ts), to 4 decimals.
describe('figures that say how sure they are', () => {
  it('gives the 95 % Wilson interval', () => {
    const half = wilsonRate(5, 10);
    expect(half.value).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    const none = wilsonRate(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilsonRate(3, 3);
    expect(all.low).toBeCloseTo(0.4385, 4);
    expect(all.high).toBe(1);
    expect(wilsonRate(0, 0)).toEqual({ value: null, low: null, high: null, n: 0 });
  });

  it('calls a change a change only when the two-proportion test gives p < 0.05', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    // 30/100 against 50/100: pooled 0.4, se 0.069282, z = -2.8868, p = 0.0039.
    const fell = proportionChange(30, 100, 50, 100);
    expect(fell.pValue).toBeCloseTo(0.0039, 4);
    expect(fell.changed).toBe(true);
    // 45/100 against 50/100: pooled 0.475, se 0.070622, z = -0.7080, p = 0.4790.
    const same = proportionChange(45, 100, 50, 100);
    expect(same.pValue).toBeCloseTo(0.479, 3);
    expect(same.changed).toBe(false);
    // 3/3 against 0/3 on three samples each: z = 2.449, p = 0.0143, a change even so.
    expect(proportionChange(3, 3, 0, 3).changed).toBe(true);
    expect(proportionChange(0, 0, 1, 3)).toEqual({ pValue: null, changed: false });
    expect(proportionChange(2, 2, 3, 3)).toEqual({ pValue: null, changed: false });
  });

  it('counts only checked samples, weights share of voice by position, and averages positions', () => {
    const figures = brandFigures(
      ['Acme', 'Rival'],
      [
        { mentions: [{ brand: 'Acme', position: 1 }, { brand: 'Rival', position: 2 }], cited: ['Acme'] },
        { mentions: [{ brand: 'Rival', position: 1 }], cited: [] },
        { mentions: [], cited: [] },
        { mentions: [{ brand: 'Rival', position: 1 }, { brand: 'Acme', position: 2 }], cited: ['Rival'] },
      ],
    );
    // Acme: weights 1 + 1/2 = 1.5; Rival: 1/2 + 1 + 1 = 2.5; of 4.
    expect(figures[0]).toMatchObject({ name: 'Acme', mentionRate: { value: 0.5, n: 4 }, citationRate: { value: 0.25, n: 4 }, shareOfVoice: 0.375, averagePosition: 1.5 });
    expect(figures[1]).toMatchObject({ name: 'Rival', mentionRate: { value: 0.75, n: 4 }, shareOfVoice: 0.625, averagePosition: 4 / 3 });
    expect(brandFigures(['Acme'], [])[0]).toMatchObject({ mentionRate: { value: null, n: 0 }, shareOfVoice: null, averagePosition: null });
  });

  it('ranks cited domains and finds the sources that cite competitors but never you', () => {
    const brandOf = (domain: string) => (domain === 'acme.com' ? 'Acme' : domain === 'rival.io' ? 'Rival' : null);
    const samples = [
      { extraction: { mentions: [{ brand: 'Rival', position: 1 }], cited: [] }, citations: [{ url: 'https://g2.com/a', domain: 'g2.com' }, { url: 'https://wiki.org/x', domain: 'wiki.org' }] },
      { extraction: { mentions: [{ brand: 'Rival', position: 1 }], cited: [] }, citations: [{ url: 'https://g2.com/b', domain: 'g2.com' }, { url: 'https://g2.com/b', domain: 'g2.com' }] },
      { extraction: { mentions: [{ brand: 'Acme', position: 1 }], cited: ['Acme'] }, citations: [{ url: 'https://wiki.org/y', domain: 'wiki.org' }, { url: 'https://acme.com/', domain: 'acme.com' }] },
    ];
    expect(topCited(samples, (citation) => citation.domain, brandOf)).toEqual([
      { key: 'g2.com', answers: 2, brand: null },
      { key: 'wiki.org', answers: 2, brand: null },
      { key: 'acme.com', answers: 1, brand: 'Acme' },
    ]);
    expect(topCited(samples, (citation) => citation.url, brandOf, 2)).toEqual([
      { key: 'https://acme.com/', answers: 1, brand: 'Acme' },
      { key: 'https://g2.com/a', answers: 1, brand: null },
    ]);
    expect(sourceOpportunities(samples, 'Acme', brandOf)).toEqual([{ domain: 'g2.com', answers: 2 }]);
  });
});
