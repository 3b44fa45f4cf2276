import { isIP } from 'node:net';
import { z } from 'zod';
import { optionalString } from '../common/environment';

/** Express's "trust proxy": false (the socket's address is the client's), a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
}

const trustProxyVariable = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      if (!value || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const invalid = entries.find((entry) => !isProxyAddress(entry));
      if (invalid) ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${invalid}" is not an address, a subnet (10.0.0.0/8), loopback, linklocal or uniquelocal` });
      return entries;
    }),
);

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the built web app lives; served with an SPA fallback when it exists. */
  webDistDir?: string;
  /** Which proxies may name the client in X-Forwarded-For; by default none, so the header is ignored. */
  trustProxy: TrustProxy;
}

/** The HTTP server's port and address, the web app's files and the trusted proxies. */
export const serverEnvironment = {
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: trustProxyVariable,
};

export function selectServerConfig(env: z.output<z.ZodObject<typeof serverEnvironment>>): ServerConfig {
  return { port: env.PORT, host: env.HOST, webDistDir: env.WEB_DIST_DIR, trustProxy: env.TRUST_PROXY };
}
