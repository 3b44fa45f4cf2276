import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link turns off: one alert rule's email, every digest of one user, or one report's emails to one address. */
type Purpose = 'unsubscribe' | 'digests' | 'report';

/** A report and one of its recipients, as a report unsubscribe link names them. */
export interface ReportRecipient {
  reportId: string;
  email: string;
}

/**
 * Links that turn off emails without signing in: the id they name and an HMAC of it (and of what it
 * turns off) with the app's secret, so nobody can forge one for an email they did not receive.
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

  /** Turns off one rule's email. */
  urlFor(ruleId: string): string {
    return `${this.publicUrl}/api/unsubscribe/${this.tokenFor(ruleId)}`;
  }

  tokenFor(ruleId: string): string {
    return `${ruleId}.${this.mac('unsubscribe', ruleId)}`;
  }

  /** The rule a token names, or null when it was not signed here. */
  ruleOf(token: string): string | null {
    return this.verified('unsubscribe', token);
  }

  /** Turns off every digest of one user. */
  digestsUrlFor(ownerId: string): string {
    return `${this.publicUrl}/api/unsubscribe/digests/${ownerId}.${this.mac('digests', ownerId)}`;
  }

  /** The user a digest unsubscribe token names, or null when it was not signed here. */
  digestOwnerOf(token: string): string | null {
    return this.verified('digests', token);
  }

  /** Stops one report's emails to one address: the address is in the token (base64url, no dots), signed with the report. */
  reportUrlFor({ reportId, email }: ReportRecipient): string {
    const id = `${reportId}~${Buffer.from(email).toString('base64url')}`;
    return `${this.publicUrl}/api/unsubscribe/reports/${id}.${this.mac('report', id)}`;
  }

  /** The report and address a report unsubscribe token names, or null when it was not signed here. */
  reportRecipientOf(token: string): ReportRecipient | null {
    const parts = this.verified('report', token)?.split('~');
    if (parts?.length !== 2 || !parts[0] || !parts[1]) return null;
    return { reportId: parts[0], email: Buffer.from(parts[1], 'base64url').toString() };
  }

  private verified(purpose: Purpose, token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [id, mac] = parts;
    if (!id || !mac) return null;
    const expected = Buffer.from(this.mac(purpose, id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(purpose: Purpose, id: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${id}`).digest('base64url');
  }
}
