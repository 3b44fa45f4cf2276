import type { SerpDevice } from '../seo/serp/serp-provider';
import type { TrackingInstance } from '../tracker/tracking-instance.entity';
import { AlertKind, SEARCH_CONSOLE_DEFAULT_THRESHOLDS, type AlertFinding, type SearchConsoleAlertKind } from './alert-kinds';

/**
 * A clicks drop is not judged when the earlier period had fewer clicks than this: from 12 clicks to 6 is
 * noise, not a drop worth an alert.
 */
export const MIN_PREVIOUS_CLICKS = 20;

/** Days in each of the two periods a clicks drop compares. */
export const CLICKS_DROP_DAYS = 7;

/** The property's clicks over the last CLICKS_DROP_DAYS finalised days and the CLICKS_DROP_DAYS before. */
export interface ClicksPeriods {
  siteUrl: string;
  current: { from: string; to: string; clicks: number; impressions: number };
  previous: { from: string; to: string; clicks: number; impressions: number };
}

/** A tracked keyword on one device: its Search Console average position over the period and its latest tracked rank. */
export interface PositionPair {
  keyword: string;
  device: SerpDevice;
  /** Impressions-weighted average over the period; null without impressions. */
  searchConsolePosition: number | null;
  impressions: number;
  /** The own domain's latest tracked rank; null when not found or not checked. */
  trackedPosition: number | null;
}

/** What the instance's Search Console rules read after a sync. */
export interface SearchConsoleFacts {
  clicks: ClicksPeriods;
  positions: readonly PositionPair[];
}

/**
 * What a rule finds now; the subject (the property, or keyword and device) names a finding in the inbox and in
 * the rule's open findings: one still open is not reported again until it is no longer found.
 */
export type SearchConsoleFinding = AlertFinding & { subject: string; device: SerpDevice };

/**
 * The threshold a Search Console rule of the instance takes when none is given: a disagreeing position, the places
 * apart the instance's tracker flags (its searchConsoleFlagPlaces), so the alert and the flag in the table agree;
 * a clicks drop, SEARCH_CONSOLE_DEFAULT_THRESHOLDS'.
 */
export function searchConsoleDefaultThreshold(kind: SearchConsoleAlertKind, instance: Pick<TrackingInstance, 'searchConsoleFlagPlaces'>): number {
  return kind === AlertKind.search_console_position_disagrees ? instance.searchConsoleFlagPlaces : SEARCH_CONSOLE_DEFAULT_THRESHOLDS[kind];
}

/** The subject of a clicks drop: the property itself (one per rule). */
export const CLICKS_SUBJECT = 'Search Console clicks';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Clicks of the last finalised days fell by more than `percent` % against the days before; nothing when the
 * earlier period had fewer than MIN_PREVIOUS_CLICKS clicks (too little to judge).
 */
export function clicksDropped(clicks: ClicksPeriods, percent: number): SearchConsoleFinding[] {
  const { current, previous } = clicks;
  if (previous.clicks < MIN_PREVIOUS_CLICKS) return [];
  const drop = ((previous.clicks - current.clicks) / previous.clicks) * 100;
  if (drop <= percent) return [];
  return [
    {
      subject: CLICKS_SUBJECT,
      device: 'desktop',
      title: `Search Console clicks fell ${Math.round(drop)}% (${previous.clicks} → ${current.clicks}, ${current.from} – ${current.to} against the ${CLICKS_DROP_DAYS} days before) on ${clicks.siteUrl}`,
      data: { siteUrl: clicks.siteUrl, clicks: current.clicks, previousClicks: previous.clicks, impressions: current.impressions, previousImpressions: previous.impressions, dropPercent: round1(drop), from: current.from, to: current.to, previousFrom: previous.from, previousTo: previous.to },
    },
  ];
}

/**
 * Tracked keywords whose Search Console average position differs from the tracked rank by more than `places`;
 * a keyword without both (no impressions, not found by the tracker) is not compared.
 */
export function positionsDisagree(positions: readonly PositionPair[], places: number, sayDevice: boolean): SearchConsoleFinding[] {
  return positions.flatMap((pair) => {
    if (pair.searchConsolePosition === null || pair.trackedPosition === null || pair.impressions <= 0) return [];
    const gap = Math.abs(pair.searchConsolePosition - pair.trackedPosition);
    if (gap <= places) return [];
    return [
      {
        subject: pair.keyword,
        device: pair.device,
        title: `“${pair.keyword}”: Search Console says position ${round1(pair.searchConsolePosition)}, the tracker #${pair.trackedPosition}${sayDevice ? ` (${pair.device})` : ''}`,
        data: { keyword: pair.keyword, device: pair.device, searchConsolePosition: round1(pair.searchConsolePosition), trackedPosition: pair.trackedPosition, impressions: pair.impressions, difference: round1(gap) },
      },
    ];
  });
}

/** What a Search Console rule finds now (open or new; the service reports the new ones). */
export function evaluateSearchConsoleRule(kind: SearchConsoleAlertKind, threshold: number, facts: SearchConsoleFacts, sayDevice: boolean): SearchConsoleFinding[] {
  return kind === AlertKind.search_console_clicks_drop ? clicksDropped(facts.clicks, threshold) : positionsDisagree(facts.positions, threshold, sayDevice);
}
