import { seededRandom } from '../../seo/serp/seeded-random';
import type { SearchAnalyticsRow } from './search-data-provider';

/** What people search for around a site, each with the page of the site that answers it. */
const INTENTS: { query: (brand: string) => string; path: string }[] = [
  { query: (brand) => brand, path: '/' },
  { query: (brand) => `${brand} login`, path: '/login' },
  { query: (brand) => `${brand} reviews`, path: '/reviews' },
  { query: (brand) => `${brand} pricing`, path: '/pricing' },
  { query: (brand) => `${brand} alternatives`, path: '/blog/alternatives' },
  { query: (brand) => `is ${brand} legit`, path: '/about' },
  { query: (brand) => `what is ${brand}`, path: '/about' },
  { query: (brand) => `${brand} free trial`, path: '/pricing' },
  { query: (brand) => `${brand} discount code`, path: '/pricing' },
  { query: (brand) => `${brand} customer service`, path: '/support' },
  { query: (brand) => `${brand} app`, path: '/app' },
  { query: (brand) => `${brand} careers`, path: '/careers' },
  { query: (brand) => `${brand} blog`, path: '/blog' },
  { query: (brand) => `${brand} api`, path: '/docs/api' },
  { query: (brand) => `how to use ${brand}`, path: '/blog/getting-started' },
  { query: (brand) => `${brand} vs competitors`, path: '/blog/comparison' },
  { query: (brand) => `${brand} tutorial`, path: '/blog/getting-started' },
  { query: (brand) => `${brand} contact`, path: '/contact' },
  { query: (brand) => `${brand} integrations`, path: '/integrations' },
  { query: (brand) => `${brand} status`, path: '/status' },
  { query: (brand) => `best ${brand} features`, path: '/features' },
  { query: (brand) => `${brand} case studies`, path: '/customers' },
  { query: (brand) => `${brand} security`, path: '/security' },
  { query: (brand) => `${brand} changelog`, path: '/changelog' },
];

/** Share of impressions per device type and per country (Google's alpha-3 codes). */
const DEVICES: [string, number][] = [['mobile', 0.52], ['desktop', 0.43], ['tablet', 0.05]];
const COUNTRIES: [string, number][] = [['usa', 0.55], ['gbr', 0.2], ['deu', 0.15], ['can', 0.1]];
/** Sunday to Saturday: fewer searches at weekends. */
const WEEKDAY_FACTOR = [0.68, 1.04, 1.08, 1.06, 1.02, 0.94, 0.7];

/** A typical organic click-through curve: about 30% at the top, a few percent on page 2, almost none past it. */
export function ctrAtPosition(position: number): number {
  return 0.3 / Math.pow(Math.max(1, position), 1.05);
}

/** The site a property covers: `sc-domain:example.com` or `https://www.example.com/` give example.com. */
export function siteOfProperty(propertyId: string): string {
  if (propertyId.startsWith('sc-domain:')) return propertyId.slice('sc-domain:'.length).toLowerCase();
  try {
    return new URL(propertyId).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return propertyId.toLowerCase();
  }
}

/** "acme-shoes.co.uk" gives "acme shoes": the name people type. */
function brandOf(site: string): string {
  const name = site.split('.')[0] ?? site;
  return name.replace(/[-_]+/g, ' ').trim() || site;
}

/**
 * One day of a property's generated search figures, the same every time for the same property and day: each intent
 * keeps its own typical position (1-60) and demand, moves a little day to day, loses impressions at weekends, and
 * earns clicks by the CTR of its position. Ordered by clicks, most first, as Google orders rows.
 */
export function sandboxRowsOfDay(propertyId: string, date: string): SearchAnalyticsRow[] {
  const site = siteOfProperty(propertyId);
  const brand = brandOf(site);
  const origin = propertyId.startsWith('sc-domain:') ? `https://www.${site}` : propertyId.replace(/\/+$/, '');
  const weekday = WEEKDAY_FACTOR[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const rows: SearchAnalyticsRow[] = [];
  INTENTS.forEach((intent, index) => {
    const query = intent.query(brand);
    const typical = seededRandom(`${site}|${query}`);
    // The bare brand ranks at the top; the rest spread over the first six pages.
    const basePosition = index === 0 ? 1 + typical() * 0.5 : 1 + Math.pow(typical(), 1.4) * 59;
    const dailyDemand = index === 0 ? 400 + typical() * 1600 : 5 + Math.pow(typical(), 2) * 600;
    const today = seededRandom(`${propertyId}|${query}|${date}`);
    for (const [device, deviceShare] of DEVICES) {
      for (const [country, countryShare] of COUNTRIES) {
        const impressions = Math.round(dailyDemand * weekday * deviceShare * countryShare * (0.8 + today() * 0.4));
        if (impressions === 0) continue;
        const drift = (today() - 0.5) * 3 + (device === 'mobile' ? 0.6 : 0);
        const position = Math.round(Math.min(60, Math.max(1, basePosition + drift)) * 10) / 10;
        const clicks = Math.min(impressions, Math.round(impressions * ctrAtPosition(position) * (0.85 + today() * 0.3)));
        rows.push({ date, query, page: `${origin}${intent.path}`, device, country, clicks, impressions, ctr: clicks / impressions, position });
      }
    }
  });
  return rows.sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions);
}
