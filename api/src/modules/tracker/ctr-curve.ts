import type { EntityManager } from '@mikro-orm/postgresql';
import { clickThroughByPosition } from '../search-console/position-click-through';
import { isoDay } from '../search-console/search-console-sync-plan';
import { linkedPropertyOf, type LinkedProperty } from './linked-property';
import { CURVE_POSITIONS } from './visibility-curve';

/**
 * Impressions a position needs over OWN_CTR_DAYS before the site's own click-through rate there replaces the
 * default curve's: below it a few clicks more or less swing the rate (at 200 impressions a 5 % CTR is 10 clicks,
 * give or take 3), and a rare position would move every figure with it.
 */
export const OWN_CTR_MIN_IMPRESSIONS = 200;
/** The days of Search Console rows (to the newest synced) the site's own rates are taken over. */
export const OWN_CTR_DAYS = 90;
const DAY_MS = 86_400_000;
const DEFAULT_CURVE_NAME = 'the default curve (Backlinko, 2023)';

/** Whose click-through rates weigh positions: the default curve, or the site's own from its linked property. */
export type CtrCurveSource = 'DEFAULT' | 'SEARCH_CONSOLE' | 'BING_WEBMASTER_TOOLS';

/** A position's own rate: clicks over impressions in %, to 3 decimals. */
export interface OwnRate {
  position: number;
  rate: number;
  impressions: number;
}

/** The click-through curve an instance's visibility and share of voice use, and what the screen and reports say of it. */
export interface CtrCurve {
  /** DEFAULT when no property is linked or none of its positions has OWN_CTR_MIN_IMPRESSIONS. */
  source: CtrCurveSource;
  /** The linked property's (also when too few impressions leave the default curve everywhere); null without one. */
  siteUrl: string | null;
  /** The linked property is the sandbox Search Console's: generated rows, never real. */
  sandbox: boolean;
  /** Positions 1-20 weighed by the site's own rate, ascending; the default curve's rate everywhere else. */
  ownPositions: number[];
  own: OwnRate[];
  /** One sentence naming the curve, for the screen and reports. */
  note: string;
}

export const DEFAULT_CTR_CURVE: CtrCurve = curveOf(null, []);

/**
 * The instance's curve: where its linked Search Console or Bing property had OWN_CTR_MIN_IMPRESSIONS at a rounded
 * position 1-20 over the last OWN_CTR_DAYS to its newest synced day, the site's own CTR there; the default curve's
 * elsewhere. Two queries (the link, then one grouped read of the rows), once per read of the figures.
 */
export async function instanceCtrCurve(em: EntityManager, instanceId: string, now: Date = new Date()): Promise<CtrCurve> {
  return ctrCurveOf(em, await linkedPropertyOf(em, instanceId), now);
}

/** instanceCtrCurve's curve, for a caller that has read the instance's linked property (null: none). */
export async function ctrCurveOf(em: EntityManager, property: LinkedProperty | null, now: Date = new Date()): Promise<CtrCurve> {
  if (!property) return DEFAULT_CTR_CURVE;
  const to = property.syncedThrough ?? isoDay(new Date(now.getTime() - DAY_MS));
  const from = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (OWN_CTR_DAYS - 1) * DAY_MS));
  const positions = await clickThroughByPosition(em, property.key, { from, to });
  const own = positions
    .filter((row) => row.position >= 1 && row.position <= CURVE_POSITIONS && row.impressions >= OWN_CTR_MIN_IMPRESSIONS)
    .map((row) => ({ position: row.position, rate: Math.round((row.clicks / row.impressions) * 100_000) / 1000, impressions: row.impressions }));
  return curveOf(property, own);
}

function curveOf(property: LinkedProperty | null, own: OwnRate[]): CtrCurve {
  const source: CtrCurveSource = !property || own.length === 0 ? 'DEFAULT' : property.provider === 'bing' ? 'BING_WEBMASTER_TOOLS' : 'SEARCH_CONSOLE';
  const ownPositions = own.map((entry) => entry.position);
  return { source, siteUrl: property?.siteUrl ?? null, sandbox: property?.provider === 'sandbox', ownPositions, own, note: noteOf(property, ownPositions) };
}

function noteOf(property: LinkedProperty | null, ownPositions: number[]): string {
  if (!property) return `Click-through rates by position: ${DEFAULT_CURVE_NAME}.`;
  const from = `${property.provider === 'bing' ? 'Bing Webmaster Tools' : property.provider === 'sandbox' ? 'the sandbox Search Console, generated data' : 'Search Console'} (${property.siteUrl})`;
  if (ownPositions.length === 0) {
    return `Click-through rates by position: ${DEFAULT_CURVE_NAME}; ${from} has fewer than ${OWN_CTR_MIN_IMPRESSIONS} impressions at every position over the last ${OWN_CTR_DAYS} days.`;
  }
  const elsewhere = ownPositions.length < CURVE_POSITIONS ? `; ${DEFAULT_CURVE_NAME} elsewhere` : '';
  return `Click-through rates by position: your site’s own, from ${from} over the last ${OWN_CTR_DAYS} days, at ${positionsText(ownPositions)}${elsewhere}.`;
}

/** "position 3", "positions 1–8 and 11", "positions 1–3, 5 and 7–9". */
export function positionsText(positions: number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < positions.length; ) {
    let end = index;
    while (end + 1 < positions.length && positions[end + 1] === positions[end] + 1) end += 1;
    runs.push(end === index ? `${positions[index]}` : `${positions[index]}–${positions[end]}`);
    index = end + 1;
  }
  const list = runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : runs[0];
  return positions.length === 1 ? `position ${list}` : `positions ${list}`;
}
