import { domainToASCII } from 'node:url';
import { parse } from 'tldts';

/**
 * The one domain normaliser of the api (tracked domains and SERP result hosts alike): spec §3's
 * rule (no scheme, no leading www., no trailing slash, lower case) applied to a parsed URL, so a
 * path, query, port or trailing dot goes too, and an international name becomes its punycode form
 * (`bücher.de` -> `xn--bcher-kva.de`). '' when the input names no host.
 */
export function normalizeDomain(urlOrHost: string): string {
  const candidate = urlOrHost.trim();
  if (!candidate) return '';
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(candidate);
  const host = hostOf(hasScheme ? candidate : `http://${candidate}`) ?? '';
  return domainToASCII(host.replace(/\.$/, '').replace(/^www\./, ''));
}

/**
 * Whether a normalised domain is a host name under a known public suffix (the public suffix list,
 * ICANN and private sections): `example.co.uk` and `blog.example.com` are; `..com`, `-.--`, `localhost`,
 * an IP address or an unknown top-level domain are not.
 */
export function isRegistrableHost(domain: string): boolean {
  const parsed = parse(domain, { allowPrivateDomains: true });
  return parsed.hostname === domain && !parsed.isIp && parsed.domain !== null && (parsed.isIcann === true || parsed.isPrivate === true);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}
