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
 * run, be framed, be sniffed into another type or be cached. `landingPage` leaves the policy out for
 * Apollo's development landing page on /graphql, which loads its scripts from Apollo's CDN.
 */
export function apiSecurityHeaders(options: { landingPage?: boolean } = {}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: options.landingPage ? false : { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    headers(req, res, next);
  };
}
