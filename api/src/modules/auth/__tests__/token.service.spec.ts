import { TokenService } from '../token.service';

const SECRET = 'a-secret-long-enough-for-hs256-signing-in-tests';

/** The token's expiry (ms since the epoch) as its payload says. */
const expiryOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }).exp * 1000;

describe('TokenService', () => {
  it('accepts a token until its expiry on the clock it is given, remembered or not', async () => {
    const clock = { now: () => new Date() };
    const tokens = new TokenService(SECRET, '1h', clock);
    const token = await tokens.sign('user-1');
    const expiresAt = expiryOf(token);

    expect(await tokens.verify(token)).toBe('user-1');
    clock.now = () => new Date(expiresAt - 1);
    expect(await tokens.verify(token)).toBe('user-1');
    // The verification above is remembered: the expiry still holds for it.
    clock.now = () => new Date(expiresAt);
    expect(await tokens.verify(token)).toBeNull();
    // A service that has never seen the token refuses it on that clock too.
    expect(await new TokenService(SECRET, '1h', clock).verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const token = await new TokenService(`${SECRET}-other`, '1h').sign('user-1');
    expect(await new TokenService(SECRET, '1h').verify(token)).toBeNull();
  });
});
