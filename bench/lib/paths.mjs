// Where the built parts of the checkout are, and how a bench loads them: the api's modules and
// dependencies (pg, reflect-metadata, ...) resolve the way the api resolves them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDir = path.join(root, 'api');
export const apiDist = path.join(apiDir, 'dist');
export const webDist = path.join(root, 'web/dist');
export const workflowsDist = path.join(root, 'workflows/dist');
export const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
export const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** A module of the built api, by its path under api/dist (e.g. 'server/app.js'). */
export const requireBuilt = (relative) => requireFromApi(path.join(apiDist, relative));

/** Exits with 2 and `message` unless every file exists (absolute, or relative to the checkout's root). */
export function requireFiles(files, message) {
  if (!files.every((file) => existsSync(path.resolve(root, file)))) {
    console.error(message);
    process.exit(2);
  }
}

/** BENCH_DATABASE_URL, or exits with 2 and `message` when it is not set. */
export function requireServerUrl(message) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error(message);
    process.exit(2);
  }
  return url;
}
