import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2 AA for normal text; the api checks the same (modules/reports/brand-contrast.ts). */
const MIN_TEXT_CONTRAST = 4.5;

export function textColorOn(background: string): string {
  return colord('#ffffff').contrast(background) >= colord('#111827').contrast(background) ? '#ffffff' : '#111827';
}

/** The live warnings of the brand kit form, worded as the server's. */
export function contrastWarnings(primaryColor: string, accentColor: string): string[] {
  if (!colord(primaryColor).isValid() || !colord(accentColor).isValid()) return [];
  const warnings: string[] = [];
  const header = colord(textColorOn(primaryColor)).contrast(primaryColor);
  if (header < MIN_TEXT_CONTRAST) warnings.push(`Text on the primary colour is hard to read (contrast ${header.toFixed(1)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker or lighter primary colour.`);
  const accent = colord(accentColor).contrast('#ffffff');
  if (accent < MIN_TEXT_CONTRAST) warnings.push(`Headings in the accent colour are hard to read on white (contrast ${accent.toFixed(1)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker accent colour.`);
  return warnings;
}
