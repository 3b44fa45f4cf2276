import { wordProblems } from '../../../../common/__tests__/grammar-problems';
import { brandIdeas, keywordIdeas, parseKeyword } from '../keyword-modifiers';
import { seededRandom } from '../../serp/seeded-random';

const SEEDS = ['family run bakery', 'sourdough bread', 'seo tools', 'organic coffee beans', 'plumber', 'coffee shop', 'best coffee beans', 'how to bake sourdough bread', 'what is seo', 'bread'];
const ideas = (seed: string, list: 'related' | 'pasf') => keywordIdeas(seed, list, seededRandom(`${list}|${seed}`));

describe('keyword ideas', () => {
  it('are the same for the same seed, in an order of their own for each seed', () => {
    expect(ideas('sourdough bread', 'related')).toEqual(ideas('sourdough bread', 'related'));
    expect(ideas('rye bread', 'related').map((idea) => idea.replace('rye', 'sourdough'))).not.toEqual(ideas('sourdough bread', 'related'));
    expect(ideas('sourdough bread', 'related').length).toBeGreaterThanOrEqual(50);
    expect(ideas('sourdough bread', 'pasf').length).toBeGreaterThanOrEqual(40);
  });

  it.each(SEEDS)('for “%s” each contain the seed, never repeat and read grammatically', (seed) => {
    const related = ideas(seed, 'related');
    const pasf = ideas(seed, 'pasf');
    expect(related.length).toBeGreaterThan(0);
    for (const list of [related, pasf]) {
      expect(new Set(list).size).toBe(list.length);
      for (const idea of list) {
        expect(` ${idea} `).toContain(` ${seed} `);
        expect(idea).not.toBe(seed);
        expect(idea).toBe(idea.toLowerCase());
        expect(wordProblems(idea)).toEqual([]);
      }
    }
  });

  it('gives a plain seed framings of every intent, and the business flow’s two lists hardly overlap', () => {
    const related = ideas('sourdough bread', 'related');
    const pasf = ideas('sourdough bread', 'pasf');
    for (const expected of ['best sourdough bread', 'sourdough bread near me', 'buy sourdough bread', 'sourdough bread guide', 'sourdough bread reviews']) expect(related).toContain(expected);
    for (const expected of ['how to choose the right sourdough bread', 'what is sourdough bread', 'how much does sourdough bread cost', 'where to buy sourdough bread']) expect(pasf).toContain(expected);
    expect(related.filter((idea) => pasf.includes(idea))).toEqual([]);
  });

  it('keeps countable singulars out of places that need “a” and agrees with plurals', () => {
    const bakery = [...ideas('family run bakery', 'related'), ...ideas('family run bakery', 'pasf')];
    expect(bakery).toContain('best family run bakery');
    expect(bakery).toContain('which family run bakery is best');
    for (const idea of bakery) expect(idea).not.toMatch(/^(?:buy|what is|types of|order|where to buy|is) family run bakery|for beginners/);
    const tools = ideas('seo tools', 'pasf');
    expect(tools).toContain('what are seo tools');
    expect(tools).toContain('which seo tools are best');
    expect(tools.join('\n')).not.toMatch(/what is seo tools|seo tools is /);
  });

  it('does not send people “near me” for things used online', () => {
    const all = [...ideas('seo tools', 'related'), ...ideas('seo tools', 'pasf')];
    expect(all.filter((idea) => /near me|delivery|open now/.test(idea))).toEqual([]);
    expect(all).toContain('free seo tools');
  });

  it('gives a seed that already carries a modifier endings only, and questions question endings', () => {
    expect(ideas('best coffee beans', 'related').every((idea) => idea.startsWith('best coffee beans '))).toBe(true);
    expect(ideas('best coffee beans', 'related')).toContain('best coffee beans near me');
    expect(ideas('how to bake sourdough bread', 'related')).toContain('how to bake sourdough bread step by step');
    expect(ideas('how to bake sourdough bread', 'related').every((idea) => idea.startsWith('how to bake sourdough bread '))).toBe(true);
  });
});

describe('brand ideas', () => {
  it('treat a name that says its trade as a place and other names as online services', () => {
    const bakery = brandIdeas('tiny bakery', seededRandom('b'));
    expect(bakery[0]).toBe('tiny bakery');
    expect(bakery).toEqual(expect.arrayContaining(['tiny bakery opening hours', 'tiny bakery reviews']));
    expect(bakery).not.toContain('tiny bakery login');
    const moz = brandIdeas('moz', seededRandom('b'));
    expect(moz).toEqual(expect.arrayContaining(['moz login', 'moz pricing', 'moz alternatives']));
    expect(moz).not.toContain('moz near me');
    expect(new Set(moz).size).toBe(moz.length);
  });
});

describe('parseKeyword', () => {
  it('reads a keyword back into its seed and the most specific modifier', () => {
    expect(parseKeyword('Sourdough bread near me')).toMatchObject({ core: 'sourdough bread', modifier: { intent: 'transactional' } });
    expect(parseKeyword('best sourdough bread near me')).toMatchObject({ core: 'sourdough bread', modifier: { pattern: 'best {k} near me', intent: 'commercial' } });
    expect(parseKeyword('what are seo tools')).toMatchObject({ core: 'seo tools', modifier: { intent: 'informational' } });
    expect(parseKeyword('coffee shop')).toMatchObject({ core: 'coffee', modifier: { compound: true } });
    expect(parseKeyword('sourdough bread')).toEqual({ core: 'sourdough bread', modifier: null });
  });
});
