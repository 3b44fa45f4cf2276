import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastWarnings, textColorOn } from './brand-contrast';

interface ContrastCase {
  primary: string;
  accent: string;
  headerText: string;
  warnings: string[];
}

// The same table the api's test reads: the form's live warnings and the server's are one rule.
const { cases } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../schema/brand-contrast-cases.json'), 'utf8')) as { cases: ContrastCase[] };

describe('brand kit contrast warnings', () => {
  it.each(cases)('primary $primary, accent $accent: as the server words them', ({ primary, accent, headerText, warnings }) => {
    expect(textColorOn(primary)).toBe(headerText);
    expect(contrastWarnings(primary, accent)).toEqual(warnings);
  });

  it('says nothing while a colour is not yet a colour', () => {
    expect(contrastWarnings('#80', '#ffdd00')).toEqual([]);
  });
});
