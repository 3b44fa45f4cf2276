import { createHash, randomBytes } from 'node:crypto';

/** A PKCE pair (RFC 7636): the verifier stays on the server, its S256 challenge goes in the authorization URL. */
export function pkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** An unguessable `state` that ties the browser's return to the start it made. */
export function oauthState(): string {
  return randomBytes(24).toString('base64url');
}
