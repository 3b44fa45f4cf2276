import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2 AA for normal text; the api checks the same (modules/reports/brand-contrast.ts). */
const MIN_TEXT_CONTRAST = 4.5;

export function textColorOn(background: string): string {
  return colord('#ffffff').contrast(background) >= colord('#111827').contrast(background) ? '#ffffff' : '#111827';
}

/** A ratio as the warnings show it: rounded down, so 4.48:1 reads 4.4:1, never the 4.5:1 it misses. */
const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * The live warnings of the brand kit form, by the server's rule (api modules/reports/brand-contrast.ts):
 * both tests read schema/brand-contrast-cases.json, so the two cannot drift apart.
 */
export function contrastWarnings(primaryColor: string, accentColor: string): string[] {
  if (!colord(primaryColor).isValid() || !colord(accentColor).isValid()) return [];
  const warnings: string[] = [];
  const header = colord(textColorOn(primaryColor)).contrast(primaryColor);
  if (header < MIN_TEXT_CONTRAST) warnings.push(`Text on the primary colour is hard to read (contrast ${shownRatio(header)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker or lighter primary colour.`);
  const accent = colord(accentColor).contrast('#ffffff');
  if (accent < MIN_TEXT_CONTRAST) warnings.push(`Headings in the accent colour are hard to read on white (contrast ${shownRatio(accent)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker accent colour.`);
  return warnings;
}
