import { registerEnumType } from 'type-graphql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { SEARCH_CONSOLE_FLAG_PLACES } from '../tracker/tracking-instance.entity';

/**
 * One keyword of a run on one device next to its previous check on that device: the owner's position
 * (0: not within the checked results) and ranking URL, and each competitor's. Only keywords the run
 * checked become one.
 */
export interface KeywordMove {
  keyword: string;
  device: SerpDevice;
  before: number;
  after: number;
  urlBefore: string | null;
  urlAfter: string | null;
  competitors: { domain: string; companyName: string; before: number; after: number }[];
}

/** What a rule found on one keyword: a one-line title and the facts behind it. */
export interface AlertFinding {
  title: string;
  data: Record<string, unknown>;
}

export enum AlertKind {
  entered_top = 'entered_top',
  left_top = 'left_top',
  moved_up = 'moved_up',
  moved_down = 'moved_down',
  lost = 'lost',
  competitor_overtook = 'competitor_overtook',
  url_changed = 'url_changed',
  ai_mention_rate_fell = 'ai-mention-rate-fell',
  ai_competitor_entered = 'ai-competitor-entered',
  ai_cited_page_lost = 'ai-cited-page-lost',
  search_console_clicks_drop = 'search-console-clicks-drop',
  search_console_position_disagrees = 'search-console-position-disagrees',
}
registerEnumType(AlertKind, { name: 'AlertKind', description: 'What an alert rule watches for; see alertKinds for labels, subjects and which need a threshold.' });

/** What a rule watches: a tracking instance's keywords, or an AI visibility project's runs. */
export enum AlertSubject {
  tracking_instance = 'tracking_instance',
  ai_visibility_project = 'ai_visibility_project',
}
registerEnumType(AlertSubject, { name: 'AlertSubject', description: 'What a kind of alert rule watches: a tracking instance or an AI visibility project.' });

/** The kinds evaluated when an AI visibility run ends (see ai-visibility-alert-kinds.ts). */
export type AiAlertKind = AlertKind.ai_mention_rate_fell | AlertKind.ai_competitor_entered | AlertKind.ai_cited_page_lost;
/** The kinds evaluated when a Search Console sync of the instance's linked property ends (see search-console-alert-kinds.ts). */
export type SearchConsoleAlertKind = AlertKind.search_console_clicks_drop | AlertKind.search_console_position_disagrees;
export type TrackerAlertKind = Exclude<AlertKind, AiAlertKind | SearchConsoleAlertKind>;

/** How each Search Console rule reads in the editor, {n} its threshold (given, or the default below). */
export const SEARCH_CONSOLE_ALERT_LABELS: Record<SearchConsoleAlertKind, string> = {
  [AlertKind.search_console_clicks_drop]: 'Search Console clicks drop by more than {n}%',
  [AlertKind.search_console_position_disagrees]: 'Search Console position differs from the tracked rank by more than {n} places',
};

/**
 * The threshold a Search Console rule takes when none is given; on an instance, a disagreeing position takes the
 * instance's own searchConsoleFlagPlaces instead (searchConsoleDefaultThreshold), of which this is a new one's.
 */
export const SEARCH_CONSOLE_DEFAULT_THRESHOLDS: Record<SearchConsoleAlertKind, number> = {
  [AlertKind.search_console_clicks_drop]: 30,
  [AlertKind.search_console_position_disagrees]: SEARCH_CONSOLE_FLAG_PLACES,
};

export function isSearchConsoleAlertKind(kind: AlertKind): kind is SearchConsoleAlertKind {
  return kind in SEARCH_CONSOLE_ALERT_LABELS;
}

/** How each AI visibility rule reads in the editor, short enough for a phone's select; none takes a threshold: a change counts only when significant (p < 0.05), as the card says. */
export const AI_ALERT_LABELS: Record<AiAlertKind, string> = {
  [AlertKind.ai_mention_rate_fell]: 'Your mention rate falls',
  [AlertKind.ai_competitor_entered]: 'A competitor enters the answers',
  [AlertKind.ai_cited_page_lost]: 'A page of yours is no longer cited',
};

export function isAiAlertKind(kind: AlertKind): kind is AiAlertKind {
  return kind in AI_ALERT_LABELS;
}

export interface AlertKindDefinition {
  /** How the rule reads in the editor, {n} standing for its threshold. */
  label: string;
  /** Whether the rule needs a number (top N, N places). */
  needsThreshold: boolean;
  evaluate(move: KeywordMove, threshold: number): AlertFinding | null;
}

const inTop = (position: number, n: number) => position > 0 && position <= n;
const place = (position: number) => (position > 0 ? `#${position}` : 'not found');

/** Every kind of tracker alert rule: a new kind is one entry here (and its enum value above). */
export const ALERT_KINDS: Record<TrackerAlertKind, AlertKindDefinition> = {
  [AlertKind.entered_top]: {
    label: 'Enters the top {n}',
    needsThreshold: true,
    evaluate: (move, n) =>
      !inTop(move.before, n) && inTop(move.after, n) ? { title: `“${move.keyword}” entered the top ${n} (${place(move.before)} → ${place(move.after)})`, data: positions(move) } : null,
  },
  [AlertKind.left_top]: {
    label: 'Leaves the top {n}',
    needsThreshold: true,
    evaluate: (move, n) =>
      inTop(move.before, n) && !inTop(move.after, n) ? { title: `“${move.keyword}” left the top ${n} (${place(move.before)} → ${place(move.after)})`, data: positions(move) } : null,
  },
  [AlertKind.moved_up]: {
    label: 'Moves up {n} or more places',
    needsThreshold: true,
    evaluate: (move, n) =>
      move.before > 0 && move.after > 0 && move.before - move.after >= n
        ? { title: `“${move.keyword}” moved up ${move.before - move.after} places (#${move.before} → #${move.after})`, data: positions(move) }
        : null,
  },
  [AlertKind.moved_down]: {
    label: 'Moves down {n} or more places',
    needsThreshold: true,
    evaluate: (move, n) =>
      move.before > 0 && move.after > 0 && move.after - move.before >= n
        ? { title: `“${move.keyword}” moved down ${move.after - move.before} places (#${move.before} → #${move.after})`, data: positions(move) }
        : null,
  },
  [AlertKind.lost]: {
    label: 'Is lost (was ranking, now not found)',
    needsThreshold: false,
    evaluate: (move) => (move.before > 0 && move.after === 0 ? { title: `“${move.keyword}” is no longer ranking (was #${move.before})`, data: positions(move) } : null),
  },
  [AlertKind.competitor_overtook]: {
    label: 'A competitor overtakes you',
    needsThreshold: false,
    evaluate: (move) => {
      const ahead = (own: number, other: number) => own > 0 && (other === 0 || own < other);
      const overtaking = move.competitors.filter((c) => ahead(move.before, c.before) && c.after > 0 && !ahead(move.after, c.after));
      if (overtaking.length === 0) return null;
      const names = overtaking.map((c) => c.companyName || c.domain).join(', ');
      return {
        title: `${names} overtook you on “${move.keyword}” (you: ${place(move.after)})`,
        data: { ...positions(move), competitors: overtaking.map((c) => ({ domain: c.domain, before: c.before, after: c.after })) },
      };
    },
  },
  [AlertKind.url_changed]: {
    label: 'Your ranking URL changes',
    needsThreshold: false,
    evaluate: (move) =>
      move.urlBefore && move.urlAfter && move.urlBefore !== move.urlAfter
        ? { title: `Your ranking URL for “${move.keyword}” changed`, data: { ...positions(move), urlBefore: move.urlBefore, urlAfter: move.urlAfter } }
        : null,
  },
};

function positions(move: KeywordMove): Record<string, unknown> {
  return { keyword: move.keyword, before: move.before, after: move.after };
}

/** What the rules editor needs of any kind (a Search Console kind takes its default threshold when none is given). */
export function alertKindInfo(kind: AlertKind): { label: string; needsThreshold: boolean; subject: AlertSubject; defaultThreshold?: number; needsSearchConsole: boolean } {
  if (isAiAlertKind(kind)) return { label: AI_ALERT_LABELS[kind], needsThreshold: false, subject: AlertSubject.ai_visibility_project, needsSearchConsole: false };
  if (isSearchConsoleAlertKind(kind)) {
    return { label: SEARCH_CONSOLE_ALERT_LABELS[kind], needsThreshold: true, subject: AlertSubject.tracking_instance, defaultThreshold: SEARCH_CONSOLE_DEFAULT_THRESHOLDS[kind], needsSearchConsole: true };
  }
  return { label: ALERT_KINDS[kind].label, needsThreshold: ALERT_KINDS[kind].needsThreshold, subject: AlertSubject.tracking_instance, needsSearchConsole: false };
}

/**
 * The rule's label with its threshold filled in, and the tag (tracker) or surface (AI visibility) it is
 * limited to, e.g. "Enters the top 10 (keywords tagged brand)", "Your mention rate fell … (chatgpt only)".
 */
export function describeRule(kind: AlertKind, threshold: number | null, tag: string | null = null, surface: string | null = null): string {
  const label = alertKindInfo(kind).label.replace('{n}', String(threshold ?? ''));
  if (surface) return `${label} (${surface} only)`;
  return tag ? `${label} (keywords tagged ${tag})` : label;
}
