import { COUNTRY_OPTIONS, LANGUAGE_OPTIONS } from './serp-options';

describe('SERP filter options', () => {
  it('lists each language once, by code and by name', () => {
    const codes = LANGUAGE_OPTIONS.map((option) => option.value);
    const names = LANGUAGE_OPTIONS.map((option) => option.label);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    // Spec §3: about 100 languages, with Google's codes (iw for Hebrew).
    expect(LANGUAGE_OPTIONS).toContainEqual({ value: 'iw', label: 'Hebrew' });
    expect(LANGUAGE_OPTIONS).toContainEqual({ value: 'tl', label: 'Filipino' });
  });

  it('lists each country once, by code and by name', () => {
    const codes = COUNTRY_OPTIONS.map((option) => option.value);
    const names = COUNTRY_OPTIONS.map((option) => option.label);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
