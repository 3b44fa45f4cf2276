import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'rankcraft';
/** Verified tokens remembered, at most (one entry is a token string and a user id). */
const VERIFIED_TOKENS = 10_000;
/** How long a verification is remembered; a remembered token is still checked against its expiry. */
const VERIFIED_TTL_MS = 60_000;

interface Verified {
  userId: string;
  /** The token's expiry (ms since the epoch), or undefined for a token that never expires. */
  expiresAt: number | undefined;
}

/**
 * Signs and verifies the bearer tokens (HS256 JWT whose subject is the user id). The key is imported
 * once, and a verified token is remembered for a minute: verifying is a pure function of the token, the
 * key and the clock, so remembering it changes nothing but its cost. What the user may do is read
 * fresh on every request (request-context.ts), so revocations and role or plan changes are not delayed.
 */
export class TokenService {
  private readonly key: KeyObject;
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS, ttl: VERIFIED_TTL_MS });

  constructor(
    secret: string,
    private readonly ttl: string,
    /** The time expiry is judged by (the app's clock, which tests move instead of waiting). */
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(userId: string): Promise<string> {
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer(ISSUER).setIssuedAt().setExpirationTime(this.ttl).sign(this.key);
  }

  /** The user id in a valid token, or null for a missing, malformed, forged or expired one. */
  async verify(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    const now = this.clock.now();
    const remembered = this.verified.get(token);
    if (remembered) return remembered.expiresAt === undefined || remembered.expiresAt > now.getTime() ? remembered.userId : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
      if (!payload.sub) return null;
      this.verified.set(token, { userId: payload.sub, expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000 });
      return payload.sub;
    } catch {
      return null;
    }
  }
}

/** The configured secret, or one generated on first start and kept in the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
