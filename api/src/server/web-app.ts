import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { AppConfig } from '../config';
import { withBuiltAssets } from './built-assets';
import { assetSecurityHeaderList, assetSecurityHeaders, securityHeaders } from './security-headers';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The web build's folder, or null when there is no build to serve. */
function webDist(config: AppConfig): string | null {
  const distDir = config.webDistDir ?? path.resolve(__dirname, '../../../web/dist');
  return existsSync(path.join(distDir, 'index.html')) ? distDir : null;
}

/** The server's request listener with the build's hashed assets answered in front of it (withBuiltAssets). */
export function withWebAppAssets(config: AppConfig, handle: RequestListener): RequestListener {
  const distDir = webDist(config);
  if (!distDir) return handle;
  return withBuiltAssets({ assetsDir: path.join(distDir, 'assets'), urlPrefix: '/assets/', cacheControl: IMMUTABLE, headers: assetSecurityHeaderList() }, handle);
}

/** The built web app with an SPA fallback; /api, /graphql and /healthz never fall through to it. */
export function serveWebApp(app: express.Express, config: AppConfig): void {
  const distDir = webDist(config);
  if (!distDir) return;
  const indexHtml = path.join(distDir, 'index.html');
  // What withWebAppAssets passes on: names the build did not write, files without compressed copies.
  app.use('/assets', assetSecurityHeaders());
  app.use(securityHeaders());
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, file) {
        const inAssets = path.relative(path.join(distDir, 'assets'), file);
        if (!inAssets.startsWith('..') && !path.isAbsolute(inAssets)) res.setHeader('Cache-Control', IMMUTABLE);
        else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  app.get(/^(?!\/(api|graphql|healthz)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
