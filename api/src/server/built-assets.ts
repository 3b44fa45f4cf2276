import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Encodings the web build writes beside each asset (`<file>.br`, `<file>.gz`), in the order the app prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Smaller files go out as they are: compressing them saves less than it costs (the app's compressor's threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** A hashed asset's name: no directories, no dot files (the build names them `<name>-<hash>.<ext>`). */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)+$/;

interface BuiltAsset {
  /** The file as built, for clients that accept no encoding the build wrote. */
  plain: Buffer;
  encoded: Map<string, Buffer>;
  etag: string;
}

/**
 * Serves the web build's hashed assets from memory, as the build compressed them ahead of time (brotli at its
 * best, gzip): a page's ~70 scripts then cost one write each, not a file lookup, read, compression and close on
 * every view (together most of the app's CPU for a page view). Files under 1 KB go out as they are, as the
 * compressor would send them. A larger file without a compressed copy from the build (a build that did not
 * write them) passes on to the static files and the compressor. Asset names carry their content's hash and the
 * build replaces the folder, so what was read once stays true while the app runs; only files that exist are kept.
 */
export function serveBuiltAssets(assetsDir: string, cacheControl: string): RequestHandler {
  const assets = new Map<string, Promise<BuiltAsset | null>>();
  const load = (name: string) => {
    let asset = assets.get(name);
    if (!asset) {
      asset = readBuiltAsset(path.join(assetsDir, name));
      assets.set(name, asset);
      void asset.then((found) => found ?? assets.delete(name), () => assets.delete(name));
    }
    return asset;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!ASSET_NAME.test(name)) return next();
    load(name).then(
      (asset) => {
        if (!asset || (asset.encoded.size === 0 && asset.plain.length >= COMPRESS_FROM_BYTES)) return next();
        const encoding = ENCODINGS.find((candidate) => asset.encoded.has(candidate.name) && req.acceptsEncodings(candidate.name) === candidate.name);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', cacheControl);
        res.setHeader('ETag', asset.etag);
        res.type(path.extname(name));
        if (req.fresh) return void res.status(304).end();
        const body = encoding ? asset.encoded.get(encoding.name)! : asset.plain;
        if (encoding) res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => next(error),
    );
  };
}

/** The asset with the compressed copies the build wrote beside it, or null when there is no such file. */
async function readBuiltAsset(file: string): Promise<BuiltAsset | null> {
  const read = await Promise.all([readFile(file), stat(file)]).catch(() => null);
  if (!read) return null;
  const [plain, info] = read;
  const encoded = new Map<string, Buffer>();
  if (plain.length >= COMPRESS_FROM_BYTES) {
    for (const encoding of ENCODINGS) {
      const copy = await readFile(file + encoding.suffix).catch(() => null);
      if (copy) encoded.set(encoding.name, copy);
    }
  }
  return { plain, encoded, etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
}
