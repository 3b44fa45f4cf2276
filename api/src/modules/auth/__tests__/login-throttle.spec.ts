import { LoginThrottle } from '../login-throttle';

describe('LoginThrottle', () => {
  it('allows five failures per email and address, then refuses with the wait in minutes', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i++) {
      await expect(throttle.assertAllowed('a@b.co', '1.2.3.4')).resolves.toBeUndefined();
      await throttle.recordFailure('a@b.co', '1.2.3.4');
    }
    await expect(throttle.assertAllowed('a@b.co', '1.2.3.4')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    await expect(throttle.assertAllowed('a@b.co', '5.6.7.8')).resolves.toBeUndefined();
    await expect(throttle.assertAllowed('c@d.co', '1.2.3.4')).resolves.toBeUndefined();
  });

  it('limits one address across many emails', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 50; i++) await throttle.recordFailure(`user${i}@b.co`, '9.9.9.9');
    await expect(throttle.assertAllowed('fresh@b.co', '9.9.9.9')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
