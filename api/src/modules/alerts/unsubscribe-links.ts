import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that turn off one rule's email without signing in: the rule's id and an HMAC of it with the
 * app's secret, so nobody can forge one for a rule they did not receive an email about.
 */
export class UnsubscribeLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  /** Where links to the app point. */
  get appUrl(): string {
    return this.publicUrl;
  }

  urlFor(ruleId: string): string {
    return `${this.publicUrl}/api/unsubscribe/${this.tokenFor(ruleId)}`;
  }

  tokenFor(ruleId: string): string {
    return `${ruleId}.${this.mac(ruleId)}`;
  }

  /** The rule a token names, or null when it was not signed here. */
  ruleOf(token: string): string | null {
    const [ruleId, mac] = token.split('.');
    if (!ruleId || !mac) return null;
    const expected = Buffer.from(this.mac(ruleId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ruleId : null;
  }

  private mac(ruleId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${ruleId}`).digest('base64url');
  }
}
