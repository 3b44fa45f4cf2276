/** Texts of the Search Console page that tests and screens share. */

export const kindLabel = (kind: string) => (kind === 'domain' ? 'Domain property' : 'URL prefix');

export const providerLabel = (provider: string) => (provider === 'bing' ? 'Bing Webmaster Tools' : 'Google Search Console');

export const statusLabel = (status: string) => (status === 'connected' ? 'Connected' : status === 'revoked' ? 'Reconnect needed' : status);

/** What the OAuth callback's `?connected=1` or `?error=` means on screen. */
export function callbackNotice(params: URLSearchParams): { tone: 'success' | 'error'; text: string } | null {
  if (params.get('connected') === '1') return { tone: 'success', text: 'Search Console is connected. Its properties are listed below: link one to a tracking instance.' };
  const error = params.get('error');
  if (!error) return null;
  if (error === 'denied') return { tone: 'error', text: 'Search Console access was not granted. Connect again and allow access.' };
  if (error === 'expired') return { tone: 'error', text: 'This Search Console sign-in expired or was already used. Start connecting again.' };
  if (error === 'provider') return { tone: 'error', text: 'Google did not complete the connection. Try again in a moment.' };
  return { tone: 'error', text: 'Search Console could not be connected. Try again.' };
}

const numbers = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => numbers.format(value);
export const formatPosition = (value: number) => value.toFixed(1);

/**
 * The keywords as the tracker's import reads them: a header naming the keyword column, then one quoted
 * keyword a line (a comma or quote inside a query stays in it).
 */
export function keywordImportText(keywords: readonly string[]): string {
  return ['keyword', ...keywords.map((keyword) => `"${keyword.replace(/"/g, '""')}"`)].join('\n');
}
