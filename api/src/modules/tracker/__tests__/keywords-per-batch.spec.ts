import { keywordsPerBatch, REQUESTS_PER_BATCH } from '../tracker-run.service';

describe('keywords per tracker step', () => {
  it('fills a step with about REQUESTS_PER_BATCH vendor requests, in whole rounds of 8', () => {
    expect(keywordsPerBatch(1)).toBe(64);
    expect(keywordsPerBatch(2)).toBe(32);
    expect(keywordsPerBatch(4)).toBe(16);
    expect(keywordsPerBatch(10)).toBe(8);
    for (const pages of [1, 2, 3, 5, 7, 10, 20]) {
      const keywords = keywordsPerBatch(pages);
      expect(keywords % 8).toBe(0);
      // Never more than one round of 8 keywords' pages over the budget.
      expect(keywords * pages).toBeLessThan(REQUESTS_PER_BATCH + 8 * pages);
    }
  });

  it('checks at least one round even when a keyword needs more pages than the budget', () => {
    expect(keywordsPerBatch(1000)).toBe(8);
    expect(keywordsPerBatch(0)).toBe(64);
  });
});
