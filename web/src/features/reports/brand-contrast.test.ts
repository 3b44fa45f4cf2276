import { contrastWarnings, textColorOn } from './brand-contrast';

describe('brand kit contrast warnings', () => {
  it('says nothing for readable colours', () => {
    expect(contrastWarnings('#0f172a', '#1d4ed8')).toEqual([]);
  });

  it('warns about a pale accent colour and a mid-tone primary colour', () => {
    expect(contrastWarnings('#0f172a', '#dddddd')).toEqual([expect.stringMatching(/^Headings in the accent colour are hard to read on white \(contrast 1\.\d:1/)]);
    expect(contrastWarnings('#808080', '#1d4ed8')).toEqual([expect.stringMatching(/^Text on the primary colour is hard to read/)]);
  });

  it('puts dark text on light colours and white on dark ones', () => {
    expect(textColorOn('#fef08a')).toBe('#111827');
    expect(textColorOn('#1e3a8a')).toBe('#ffffff');
  });
});
