import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeDomain, withCompetitor, withKeywords } from './instance-form-rules';

// The table the api's normaliser is tested against too: what the form shows for each typed domain.
const { cases } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../schema/domain-cases.json'), 'utf8')) as {
  cases: { input: string; form: string; server: string | null }[];
};

describe('normalizeDomain', () => {
  it.each(cases.map((c) => [c.input, c.form]))('%j becomes %j', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });
});

describe('withCompetitor', () => {
  it('adds the normalised domain, named after the domain when the name is blank', () => {
    expect(withCompetitor([], 'wikipedia.org', { domain: 'https://www.MOZ.com/', companyName: '  ' })).toEqual([
      { domain: 'moz.com', companyName: 'moz.com' },
    ]);
  });

  it('refuses an empty domain, the user’s own domain and a domain already listed', () => {
    const listed = [{ domain: 'moz.com', companyName: 'Moz' }];
    expect(withCompetitor(listed, 'wikipedia.org', { domain: ' https:// ', companyName: 'X' })).toBeNull();
    expect(withCompetitor(listed, 'https://www.wikipedia.org/', { domain: 'wikipedia.org', companyName: '' })).toBeNull();
    expect(withCompetitor(listed, 'wikipedia.org', { domain: 'www.moz.com', companyName: 'Moz again' })).toBeNull();
  });
});

describe('withKeywords', () => {
  it('adds trimmed keywords that are not present yet, from a comma-separated paste too', () => {
    expect(withKeywords(['seo tools'], '  backlinks ')).toEqual(['seo tools', 'backlinks']);
    expect(withKeywords(['seo tools'], 'SEO Tools')).toEqual(['seo tools']);
    expect(withKeywords(['seo tools'], '   ')).toEqual(['seo tools']);
    expect(withKeywords([], 'rank tracker, , what is seo,rank tracker')).toEqual(['rank tracker', 'what is seo']);
  });
});
