import helmet from 'helmet';
import type { RequestHandler } from 'express';

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
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    headers(req, res, next);
  };
}
