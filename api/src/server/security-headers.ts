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
