import { z } from 'zod';
import { optionalString } from '../../common/environment';

export interface AuthConfig {
  /** Unset: a secret is generated once and kept in DATA_DIR. */
  jwtSecret?: string;
  tokenTtl: string;
  bootstrapAdmin?: { email: string; password: string };
  /** Sign-ups allowed per client address per hour. */
  signUpLimitPerHour: number;
  /** How long a session's user row is remembered on PostgreSQL (SessionCache); 0 reads it on every request. */
  sessionCacheMs: number;
}

/** Sessions, the bootstrap admin and the sign-up limit; composed into the one parse in config.ts. */
export const authEnvironment = {
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  TOKEN_TTL: z.string().regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 12h or 7d').default('7d'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SIGNUP_LIMIT_PER_HOUR: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(1_000_000).default(20)),
  SESSION_CACHE_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).default(10_000)),
};

type AuthEnvironment = z.output<z.ZodObject<typeof authEnvironment>>;

export function checkAuthSettings(env: AuthEnvironment & { NODE_ENV: string }, ctx: z.RefinementCtx): void {
  if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD) {
    ctx.addIssue({ code: 'custom', message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together', path: ['ADMIN_PASSWORD'] });
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', message: 'JWT_SECRET is required when NODE_ENV=production', path: ['JWT_SECRET'] });
  }
}

export function selectAuthConfig(env: AuthEnvironment): AuthConfig {
  return {
    jwtSecret: env.JWT_SECRET,
    tokenTtl: env.TOKEN_TTL,
    bootstrapAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    signUpLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
    sessionCacheMs: env.SESSION_CACHE_MS,
  };
}
