import { createHash } from 'node:crypto';
import { escapeHtml } from '../../common/html-escape';

/** The page's whole stylesheet, inline: allowed by its hash in the page's policy, so nothing else (no style attribute, no script) may run. */
const STYLESHEET =
  'body{font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}' +
  'h1{font-size:1.25rem;margin:0 0 .75rem}' +
  'button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;padding:.5rem 1rem;cursor:pointer}' +
  'button:hover{background:#1e40af}button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}';

/**
 * The unsubscribe pages' policy: the stylesheet above by its hash; a form posting back to this
 * origin (the confirmation); nothing loaded, run or framed.
 */
export const UNSUBSCRIBE_PAGE_CSP = `default-src 'none'; style-src '${`sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}`}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * An unsubscribe page: a confirmation with a button posting to the link itself (RFC 8058: a GET,
 * such as a mail scanner following links, changes nothing), or the outcome. The texts are the app's own, escaped all the same as every page the api writes.
 */
export function unsubscribePage(title: string, text: string, confirmButton?: string): string {
  // The form sends what a mail client's one-click unsubscribe sends.
  const form = confirmButton
    ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(confirmButton)}</button></form>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLESHEET}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}</body></html>`
  );
}
