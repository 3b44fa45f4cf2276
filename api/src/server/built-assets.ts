import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import accepts from 'accepts';
import fresh from 'fresh';
import { contentType } from 'mime-types';

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
  contentType: string;
}

export interface BuiltAssetsOptions {
  /** The folder of the build's hashed assets. */
  assetsDir: string;
  /** The path they are asked for under, with its slashes (`/assets/`). */
  urlPrefix: string;
  cacheControl: string;
  /** Headers every asset answer carries (its security headers). */
  headers: ReadonlyArray<readonly [string, string]>;
}

/**
 * Wraps the server's request listener: answers a GET or HEAD of one of the web build's hashed assets from memory,
 * as the build compressed it ahead of time (brotli at its best, gzip), before express sees the request. A page's
 * ~60 scripts then cost one write each: not a file lookup, read, compression and close on every view, nor the
 * router's steps and the compressor's wrapping, which cost ~0.35 ms a script, three times the answer itself. Files
 * under 1 KB go out as they are, as the compressor would send them. Everything else passes on to `handle`: other
 * paths, a name the build did not write, and a larger file without a compressed copy from the build (a build that
 * did not write them), which the static files and the compressor answer. Asset names carry their content's hash
 * and the build replaces the folder, so what was read once stays true while the app runs; only files that exist
 * are kept.
 */
export function withBuiltAssets(options: BuiltAssetsOptions, handle: RequestListener): RequestListener {
  const assets = new Map<string, Promise<BuiltAsset | null>>();
  const load = (name: string) => {
    let asset = assets.get(name);
    if (!asset) {
      asset = readBuiltAsset(path.join(options.assetsDir, name));
      assets.set(name, asset);
      void asset.then((found) => found ?? assets.delete(name), () => assets.delete(name));
    }
    return asset;
  };

  return (req, res) => {
    const name = assetName(req, options.urlPrefix);
    if (name === null) return handle(req, res);
    load(name).then(
      (asset) => {
        if (!asset || (asset.encoded.size === 0 && asset.plain.length >= COMPRESS_FROM_BYTES)) return handle(req, res);
        send(req, res, asset, options);
      },
      () => handle(req, res),
    );
  };
}

/** The asset a GET or HEAD asks for under `prefix` (its query left out), or null when it asks for none. */
function assetName(req: IncomingMessage, prefix: string): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(prefix)) return null;
  const query = req.url.indexOf('?');
  const name = req.url.slice(prefix.length, query === -1 ? undefined : query);
  return ASSET_NAME.test(name) ? name : null;
}

/** The answer express gave (res.type, req.acceptsEncodings and req.fresh are these same libraries). */
function send(req: IncomingMessage, res: ServerResponse, asset: BuiltAsset, options: BuiltAssetsOptions): void {
  for (const [name, value] of options.headers) res.setHeader(name, value);
  const accepted = accepts(req);
  const encoding = ENCODINGS.find((candidate) => asset.encoded.has(candidate.name) && accepted.encoding(candidate.name) === candidate.name);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('ETag', asset.etag);
  res.setHeader('Content-Type', asset.contentType);
  if (fresh(req.headers, { etag: asset.etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = encoding ? asset.encoded.get(encoding.name)! : asset.plain;
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
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
  return { plain, encoded, etag: `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`, contentType: contentType(path.extname(file)) || 'application/octet-stream' };
}
