import { SessionCache } from '../session-cache';

describe('SessionCache', () => {
  it('remembers a row read while nothing changed, for its time', () => {
    const clock = { ms: 1_000, now: () => clock.ms };
    const cache = new SessionCache(50, clock);
    cache.remember('u1', { id: 'u1', role: 'user' }, cache.readStarted());
    clock.ms += 50;
    expect(cache.get('u1')).toEqual({ id: 'u1', role: 'user' });
    clock.ms += 1;
    expect(cache.get('u1')).toBeUndefined();
  });

  it('does not keep a row whose read overlapped a change: it may be from before it', () => {
    const cache = new SessionCache(60_000);
    const started = cache.readStarted();
    cache.forget(['someone else']);
    cache.remember('u1', { id: 'u1', role: 'admin' }, started);
    expect(cache.get('u1')).toBeUndefined();
    cache.remember('u1', { id: 'u1', role: 'user' }, cache.readStarted());
    expect(cache.get('u1')).toEqual({ id: 'u1', role: 'user' });
  });

  it('forgets the users named, or everyone (the maintenance switch), and keeps its rows unchangeable', () => {
    const cache = new SessionCache(60_000);
    for (const id of ['u1', 'u2', 'u3']) cache.remember(id, { id }, cache.readStarted());
    cache.forget(['u1']);
    expect([cache.get('u1'), cache.get('u2')]).toEqual([undefined, { id: 'u2' }]);
    expect(Object.isFrozen(cache.get('u2'))).toBe(true);
    cache.forget();
    expect([cache.get('u2'), cache.get('u3')]).toEqual([undefined, undefined]);
  });

  it('remembers nothing once closed', async () => {
    const cache = new SessionCache(60_000);
    await cache.close();
    cache.remember('u1', { id: 'u1' }, cache.readStarted());
    expect(cache.get('u1')).toBeUndefined();
  });
});
