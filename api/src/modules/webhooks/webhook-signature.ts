import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'Rankcraft-Signature';
export const EVENT_HEADER = 'Rankcraft-Event';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
