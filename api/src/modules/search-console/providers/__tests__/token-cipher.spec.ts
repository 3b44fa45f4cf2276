import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveTokenKey, TOKEN_KEY_FILE, TokenCipher, TokenCipherError } from '../token-cipher';

const REFRESH_TOKEN = '1//0gLQ-refresh-token-of-a-user';

describe('token cipher', () => {
  it('encrypts to a versioned text that never shows the token, and decrypts it back', () => {
    const cipher = new TokenCipher(randomBytes(32));
    const stored = cipher.encrypt(REFRESH_TOKEN);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(stored).not.toContain('refresh');
    expect(cipher.encrypt(REFRESH_TOKEN)).not.toBe(stored);
    expect(cipher.decrypt(stored)).toBe(REFRESH_TOKEN);
  });

  it('refuses altered ciphertext, a swapped tag and a wrong key with a clear error', () => {
    const key = randomBytes(32);
    const stored = new TokenCipher(key).encrypt(REFRESH_TOKEN);
    const [version, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    const otherTag = new TokenCipher(key).encrypt(REFRESH_TOKEN).split('.')[2];
    for (const tampered of [[version, iv, tag, flipped.toString('base64url')].join('.'), [version, iv, otherTag, body].join('.')]) {
      expect(() => new TokenCipher(key).decrypt(tampered)).toThrow(/altered, or SEARCH_CONSOLE_TOKEN_KEY is not the key/);
    }
    expect(() => new TokenCipher(randomBytes(32)).decrypt(stored)).toThrow(TokenCipherError);
    expect(() => new TokenCipher(key).decrypt(`v2.${iv}.${tag}.${body}`)).toThrow(/not in a format/);
    expect(() => new TokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });

  describe('key from the data directory', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'sc-key-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('generates a key once, readable by the owner only, and reuses it', () => {
      const key = resolveTokenKey(undefined, path.join(dataDir, 'nested'));
      const file = path.join(dataDir, 'nested', TOKEN_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(key).toHaveLength(32);
      const written = readFileSync(file, 'utf8');
      expect(resolveTokenKey(undefined, path.join(dataDir, 'nested'))).toEqual(key);
      expect(readFileSync(file, 'utf8')).toBe(written);
      const stored = new TokenCipher(key).encrypt(REFRESH_TOKEN);
      expect(new TokenCipher(resolveTokenKey(undefined, path.join(dataDir, 'nested'))).decrypt(stored)).toBe(REFRESH_TOKEN);
    });

    it('takes the configured key over the file', () => {
      const configured = randomBytes(32);
      expect(resolveTokenKey(configured, dataDir)).toBe(configured);
    });
  });
});
