import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export interface ContrastCheck {
  ratio: number;
  readable: boolean;
}

/** The WCAG contrast ratio of text in `foreground` on `background`, and whether it reaches AA for normal text. */
export function checkContrast(foreground: string, background: string): ContrastCheck {
  const ratio = colord(foreground).contrast(background);
  return { ratio, readable: ratio >= MIN_TEXT_CONTRAST };
}

/** White or near-black, whichever reads better on `background`. */
export function textColorOn(background: string): string {
  return colord('#ffffff').contrast(background) >= colord('#111827').contrast(background) ? '#ffffff' : '#111827';
}

/** A ratio as the warnings show it: rounded down, so 4.48:1 reads 4.4:1, never the 4.5:1 it misses. */
const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * The warnings a brand kit's colours earn: white header text on the primary colour, the accent colour
 * as text on white. The brand kit form words the same live (web features/reports/brand-contrast.ts);
 * both tests read schema/brand-contrast-cases.json.
 */
export function brandContrastWarnings(primaryColor: string, accentColor: string): string[] {
  const warnings: string[] = [];
  const header = checkContrast(textColorOn(primaryColor), primaryColor);
  if (!header.readable) warnings.push(`Text on the primary colour is hard to read (contrast ${shownRatio(header.ratio)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker or lighter primary colour.`);
  const accent = checkContrast(accentColor, '#ffffff');
  if (!accent.readable) warnings.push(`Headings in the accent colour are hard to read on white (contrast ${shownRatio(accent.ratio)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed). Choose a darker accent colour.`);
  return warnings;
}
