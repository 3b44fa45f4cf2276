import type { TrackingInstance } from '../../tracker/tracking-instance.entity';
import { alertEmail } from '../alert-email';
import { AlertKind } from '../alert-kinds';
import type { AlertRule } from '../alert-rule.entity';
import { digestEmail } from '../digest-email';
import { unsubscribePage } from '../unsubscribe-page';

/** What a user may type into a name: markup, both quotes and an ampersand. */
const HOSTILE = `<script>alert("x")</script> Tom & Jerry's`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s';

describe('alert emails, digests and unsubscribe pages escape what users typed', () => {
  it('escapes the instance, domain, rule and alert title in an alert email', () => {
    const { html } = alertEmail({
      instance: { id: 'i1', name: HOSTILE, userDomain: `${HOSTILE}.example` } as TrackingInstance,
      rule: { description: HOSTILE } as AlertRule,
      alerts: [{ id: 'n1', ownerId: 'u1', workspaceId: 'w1', ruleId: 'r1', instanceId: 'i1', runId: 'run1', keyword: HOSTILE, device: 'desktop', kind: AlertKind.moved_down, title: HOSTILE, createdAt: new Date(), readAt: null }],
      unsubscribeUrl: 'https://app.test/u?a=1&b="2"',
      appUrl: 'https://app.test',
    });
    expect(html).not.toContain('<script>');
    expect(html.split(ESCAPED)).toHaveLength(5);
    expect(html).toContain('href="https://app.test/u?a=1&amp;b=&quot;2&quot;"');
  });

  it('escapes the instance name and domain in a digest', () => {
    const { html } = digestEmail({
      frequency: 'daily',
      period: { start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') },
      instances: [{ instanceId: 'i1', name: HOSTILE, userDomain: HOSTILE, bothDevices: false, up: [{ keyword: HOSTILE, device: 'desktop', before: 8, after: 3 }], down: [], lost: [], new: [], visibility: 1, visibilityChange: 0, ownCtrNote: `from Search Console (${HOSTILE})` }],
      appUrl: 'https://app.test',
      unsubscribeUrl: 'https://app.test/u',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(`>${ESCAPED}</a> (${ESCAPED})`);
  });

  it('escapes the texts of an unsubscribe page', () => {
    const page = unsubscribePage(HOSTILE, HOSTILE, HOSTILE);
    expect(page).not.toContain('<script>');
    expect(page).toContain(`<title>${ESCAPED}</title>`);
    expect(page).toContain(`<p>${ESCAPED}</p>`);
    expect(page).toContain(`<button type="submit">${ESCAPED}</button>`);
  });
});
