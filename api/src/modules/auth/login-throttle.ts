import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../common/app-error';

const FAILURES_PER_EMAIL_AND_IP = 5;
const FAILURES_PER_IP = 50;
const WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per (email, IP) and per IP, and refuses further attempts for the rest of
 * the window once either is exhausted. In memory: with several api replicas each keeps its own
 * count, which weakens but does not remove the protection.
 */
export class LoginThrottle {
  private readonly perEmailAndIp = new RateLimiterMemory({ points: FAILURES_PER_EMAIL_AND_IP, duration: WINDOW_SECONDS, blockDuration: WINDOW_SECONDS });
  private readonly perIp = new RateLimiterMemory({ points: FAILURES_PER_IP, duration: WINDOW_SECONDS, blockDuration: WINDOW_SECONDS });

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [byEmail, byIp] = await Promise.all([this.perEmailAndIp.get(key(email, ip)), this.perIp.get(ip)]);
    const blocked = [byEmail && byEmail.remainingPoints <= 0 ? byEmail : null, byIp && byIp.remainingPoints <= 0 ? byIp : null].filter(
      (res): res is RateLimiterRes => res !== null,
    );
    if (blocked.length > 0) {
      throw tooManyAttempts(Math.max(...blocked.map((res) => res.msBeforeNext)));
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    // Consuming the last point rejects; the next attempt is then refused by assertAllowed.
    await Promise.allSettled([this.perEmailAndIp.consume(key(email, ip)), this.perIp.consume(ip)]);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.perEmailAndIp.delete(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email}|${ip}`;
}

function tooManyAttempts(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}
