import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { AppConfig } from '../config';
import { serveBuiltAssets } from './built-assets';
import { assetSecurityHeaders, securityHeaders } from './security-headers';

/** Hashed build assets never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built web app with an SPA fallback; /api, /graphql and /healthz never fall through to it. */
export function serveWebApp(app: express.Express, config: AppConfig): void {
  const distDir = config.webDistDir ?? path.resolve(__dirname, '../../../web/dist');
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.use('/assets', assetSecurityHeaders(), serveBuiltAssets(path.join(distDir, 'assets'), IMMUTABLE));
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
