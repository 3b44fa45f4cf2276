import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandContrastWarnings, textColorOn } from '../brand-contrast';

interface ContrastCase {
  primary: string;
  accent: string;
  headerText: string;
  warnings: string[];
}

// The same table the brand kit form's test reads: the form's live warnings and the server's are one rule.
const { cases } = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../../schema/brand-contrast-cases.json'), 'utf8')) as { cases: ContrastCase[] };

describe('brand kit contrast, as the brand kit form shows it', () => {
  it.each(cases)('primary $primary, accent $accent', ({ primary, accent, headerText, warnings }) => {
    expect(textColorOn(primary)).toBe(headerText);
    expect(brandContrastWarnings(primary, accent)).toEqual(warnings);
  });
});
