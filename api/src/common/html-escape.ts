import escapeHtmlText from 'escape-html';

/**
 * Text as HTML text or attribute content (& < > " ' become entities), the one way the api puts a
 * value into the HTML it writes: reports, emails and pages. Null and undefined are empty.
 */
export function escapeHtml(value: string | number | null | undefined): string {
  return escapeHtmlText(String(value ?? ''));
}
