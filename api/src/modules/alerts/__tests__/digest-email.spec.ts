import { digestEmail, type InstanceDigest } from '../digest-email';

const period = { start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') };
const instance = (bothDevices: boolean): InstanceDigest => ({
  instanceId: 'i1',
  name: 'Shoes',
  userDomain: 'shoes.example',
  bothDevices,
  up: [{ keyword: 'blue shoes', device: 'mobile', before: 8, after: 3 }],
  down: [{ keyword: 'blue shoes', device: 'desktop', before: 2, after: 4 }],
  lost: [],
  new: [],
  visibility: 12.5,
  visibilityChange: 1.5,
  ownCtrNote: null,
});

describe('digestEmail', () => {
  it('names each mover’s device when the instance tracks both, and links to its history on that device', () => {
    const { text, html } = digestEmail({ frequency: 'daily', period, instances: [instance(true)], appUrl: 'https://app.test', unsubscribeUrl: 'https://app.test/u' });
    expect(text).toContain('Moved up (1):\n- blue shoes on mobile: #8 → #3\n  https://app.test/keyword-tracking/i1?keyword=blue%20shoes&device=mobile');
    expect(text).toContain('Moved down (1):\n- blue shoes on desktop: #2 → #4\n  https://app.test/keyword-tracking/i1?keyword=blue%20shoes&device=desktop');
    expect(html).toContain('href="https://app.test/keyword-tracking/i1?keyword=blue%20shoes&amp;device=mobile"');
  });

  it('says no device when the instance tracks one', () => {
    const { text } = digestEmail({ frequency: 'daily', period, instances: [instance(false)], appUrl: 'https://app.test', unsubscribeUrl: 'https://app.test/u' });
    expect(text).toContain('- blue shoes: #8 → #3');
    expect(text).not.toContain(' on mobile');
  });

  it('says when visibility weighs positions by the site’s own click-through rates', () => {
    const note = 'Click-through rates by position: your site’s own, from Search Console (sc-domain:shoes.example) over the last 90 days, at positions 1–8.';
    const { text, html } = digestEmail({ frequency: 'daily', period, instances: [{ ...instance(false), ownCtrNote: note }], appUrl: 'https://app.test', unsubscribeUrl: 'https://app.test/u' });
    expect(text).toContain(`Visibility: 12.5% (+1.5 points). ${note}`);
    expect(html).toContain('Visibility: 12.5% (+1.5 points). Click-through rates by position: your site’s own, from Search Console (sc-domain:shoes.example)');
    expect(digestEmail({ frequency: 'daily', period, instances: [instance(false)], appUrl: 'https://app.test', unsubscribeUrl: 'https://app.test/u' }).text).toContain('Visibility: 12.5% (+1.5 points)\n');
  });
});
