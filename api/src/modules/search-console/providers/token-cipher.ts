import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The format's version, written first so a later format (another cipher, a key id) can be told apart. */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The generated key's file under the data directory. */
export const TOKEN_KEY_FILE = 'search-console-token-key';

/** A stored token that cannot be read back: altered, cut, or encrypted under another key. */
export class TokenCipherError extends Error {
  readonly userFacing = true;
  constructor(message: string) {
    super(message);
    this.name = 'TokenCipherError';
  }
}

/**
 * Encrypts Search Console refresh tokens at rest with AES-256-GCM: a random 12-byte IV per token and the 16-byte
 * authentication tag, written as `v1.<iv>.<tag>.<ciphertext>` in base64url. The tag makes any change to the stored
 * text, or a different key, fail loudly instead of decrypting to garbage.
 */
export class TokenCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new TokenCipherError(`The Search Console token key must be ${KEY_BYTES} bytes; it is ${key.length}.`);
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
    if (version !== VERSION || rest.length > 0 || ciphertext === undefined) throw new TokenCipherError('A stored Search Console token is not in a format this version can read.');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new TokenCipherError('A stored Search Console token is damaged.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TokenCipherError(
        'A stored Search Console token could not be decrypted: it was altered, or SEARCH_CONSOLE_TOKEN_KEY is not the key it was stored with. Restore the key or connect Search Console again.',
      );
    }
  }
}

/**
 * The configured key, or one generated on first start and kept in the data directory (readable by the owner only)
 * for every start after. The file is created exclusively, so two processes starting together cannot both write one.
 */
export function resolveTokenKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.resolve(dataDir, TOKEN_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new TokenCipherError(`${file} does not hold a ${KEY_BYTES}-byte base64 key. Restore it or set SEARCH_CONSOLE_TOKEN_KEY.`);
  return key;
}
