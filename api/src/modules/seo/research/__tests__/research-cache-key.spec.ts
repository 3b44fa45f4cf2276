import { hashParams } from '../research-cache';

// Keys of rows already in research_cache: a changed hash for the same parameters would make every
// stored answer miss once (and be fetched, and paid for, again).
describe('research cache keys', () => {
  it('stay the same for the same parameters', () => {
    expect(hashParams({ keywords: ['running shoes', 'trail shoes'], country: 'us' })).toBe('ee08804abf83afd5e07c1ab1b32b9e5464d1b004d0cff0524a1a615a52c3b46a');
    expect(hashParams({ keyword: 'crm', country: 'gb', limit: 100, location: undefined, dateRange: null })).toBe('e3902b07fdff636121d81e03c88b541e436b334b3b97692088558047813db0dd');
    expect(hashParams({ targets: ['example.com'], country: 'de' })).toBe('3e837526f625d2b809aef2e6020cb4552706505b2fa4a4bef142d7893d787165');
    expect(hashParams({ zeta: { b: [1, -2.5, { y: true, x: 'é"\n' }], a: 'ü' }, Alpha: 0, alpha: 1e21, list: [undefined, null] })).toBe(
      '79897e98625ae91561ddbcdbfdb0d079d2a0d84f302cc73c5af3cb36965b2210',
    );
  });

  it('do not depend on the order of keys, at any level', () => {
    expect(hashParams({ country: 'us', query: { keyword: 'crm', depth: 10 } })).toBe(hashParams({ query: { depth: 10, keyword: 'crm' }, country: 'us' }));
    expect(hashParams({ country: 'us', keyword: 'crm' })).not.toBe(hashParams({ country: 'us', keyword: 'CRM' }));
  });
});
