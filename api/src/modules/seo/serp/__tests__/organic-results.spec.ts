import { toOrganicResults } from '../organic-results';
import { serpQuery } from './vendor-server';

describe('toOrganicResults', () => {
  const raw = (position: number | null, host = `site${position}.test`) => ({ position, title: `t${position}`, url: `https://${host}/`, snippet: '', date: null });

  it('numbers results without a position by their order', () => {
    expect(toOrganicResults([raw(null, 'a.test'), raw(null, 'b.test')], serpQuery()).map((r) => [r.position, r.domain])).toEqual([
      [1, 'a.test'],
      [2, 'b.test'],
    ]);
  });

  it('drops results outside the requested window', () => {
    const results = toOrganicResults([raw(19), raw(20), raw(21), raw(22)], serpQuery({ depth: 20, page: 2 }), 'absolute');
    expect(results.map((r) => r.position)).toEqual([21, 22]);
  });

  it('uses the vendor domain when the URL cannot be parsed', () => {
    expect(toOrganicResults([{ position: 1, title: '', url: 'not a url', domain: 'WWW.Vendor.test', snippet: '', date: null }], serpQuery())[0].domain).toBe('vendor.test');
  });
});
