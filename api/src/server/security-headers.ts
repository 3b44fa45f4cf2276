import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Security headers for the built web app. The policy allows only the app's own scripts; styles
 * may be inline because ApexCharts sets style attributes and injects its stylesheet; 'self' in
 * connect-src covers graphql-ws on the same origin (ws: / wss:).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
  });
}

/**
 * Security headers for API answers (/api, /graphql, /healthz; JSON, CSV, errors): nothing in them may
 * run, be framed, be sniffed into another type, be read by another site or be cached, and no
 * referrer leaves. Headers that only govern an HTML page's own behaviour (its popups, DNS prefetching,
 * old IE download and XSS-filter switches, Flash policy files, agent clusters) are left out: an answer
 * here never becomes such a page (its policy runs nothing), and each header is paid for on every
 * answer. `landingPage` leaves the policy out for Apollo's development landing page on /graphql,
 * which loads its scripts from Apollo's CDN.
 */
export function apiSecurityHeaders(options: { landingPage?: boolean } = {}): RequestHandler {
  const landingPage = options.landingPage ?? false;
  const headers = helmet({
    contentSecurityPolicy: landingPage ? false : { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: landingPage,
    originAgentCluster: landingPage,
    xDnsPrefetchControl: landingPage,
    xDownloadOptions: landingPage,
    xPermittedCrossDomainPolicies: landingPage,
    xXssProtection: landingPage,
  });
  const fixed: ReadonlyArray<readonly [string, string]> = [['Cache-Control', 'no-store'], ...headersSetBy(headers)];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/**
 * Security headers for the build's scripts and stylesheets: they must not be sniffed into another type, read by
 * another site, or reached over plain HTTP once HSTS holds. The rest (the content security policy, framing,
 * popups, referrer, agent clusters, old IE switches) govern an HTML page and are sent with the page itself; on a
 * page's ~50 scripts they were ~30 KB of headers per view. Set from a list, like the API's.
 */
export function assetSecurityHeaderList(): Array<[string, string]> {
  return headersSetBy(
    helmet({
      contentSecurityPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
}

/** The build's files that pass on to the static files (assetSecurityHeaderList's headers, as a middleware). */
export function assetSecurityHeaders(): RequestHandler {
  const fixed = assetSecurityHeaderList();
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets, worked out once: with no per-request directive (a nonce, say)
 * they depend on its options alone, and setting them from a list spares each answer helmet's dozen steps.
 */
function headersSetBy(middleware: RequestHandler): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let done = false;
  void middleware({} as Request, collector as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
