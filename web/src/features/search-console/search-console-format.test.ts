import { callbackNotice, keywordImportText, kindLabel } from './search-console-format';

describe('Search Console texts', () => {
  it('says what the callback answered', () => {
    expect(callbackNotice(new URLSearchParams('connected=1'))?.tone).toBe('success');
    expect(callbackNotice(new URLSearchParams('error=denied'))).toEqual({ tone: 'error', text: expect.stringContaining('not granted') });
    expect(callbackNotice(new URLSearchParams('error=expired'))?.text).toContain('expired');
    expect(callbackNotice(new URLSearchParams(''))).toBeNull();
  });

  it('names the kinds of property', () => {
    expect(kindLabel('domain')).toBe('Domain property');
    expect(kindLabel('url-prefix')).toBe('URL prefix');
  });

  it('writes keywords as the import reads them, quotes kept inside', () => {
    expect(keywordImportText(['running shoes', 'size 10, wide', 'the "best" shoe'])).toBe('keyword\n"running shoes"\n"size 10, wide"\n"the ""best"" shoe"');
  });
});
