import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built web app (`npm run build`) and what its files hold. */
export const WEB_DIST = path.resolve(__dirname, '../../web/dist');

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  const manifestPath = path.join(WEB_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The files a manifest entry loads before it runs: its own file, its CSS and, recursively, its static imports. */
export function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** A built file's text; `file` is relative to web/dist (`assets/…`, with or without a leading slash). */
export function readDist(file: string): string {
  return readFileSync(path.join(WEB_DIST, file.replace(/^\//, '')), 'utf8');
}

/**
 * The source modules a built script was made from (its source map), as paths from the repository root. The
 * bundler's own module runtime is the one script without a map.
 */
export function sourcesOf(file: string): string[] {
  if (/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file) && !existsSync(path.join(WEB_DIST, `${file.replace(/^\//, '')}.map`))) return [];
  const map = JSON.parse(readDist(`${file}.map`)) as { sources: string[] };
  const dir = path.dirname(path.join(WEB_DIST, file.replace(/^\//, '')));
  return map.sources.map((source) => path.relative(path.resolve(WEB_DIST, '../..'), path.resolve(dir, source)));
}

/** Every built script. */
export function allScripts(): string[] {
  return readdirSync(path.join(WEB_DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

/** `operation:"query",name:{kind:"Name",value:"TrackerReport"}` in a DocumentNode, quoted however the minifier likes. */
const OPERATION = /"?operation"?:\s*["'`](?:query|mutation|subscription)["'`],\s*"?name"?:\s*\{\s*"?kind"?:\s*["'`]Name["'`],\s*"?value"?:\s*["'`](\w+)["'`]/g;

/** Names of the GraphQL operations whose documents a built file contains. */
export function operationNames(code: string): string[] {
  return [...code.matchAll(OPERATION)].map((match) => match[1]);
}
