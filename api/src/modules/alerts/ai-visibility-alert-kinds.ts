import type { SampleExtraction } from '../ai-visibility/answer-extraction';
import { isDomainOf } from '../ai-visibility/answer-extraction';
import type { AiSurface } from '../ai-visibility/engines/ai-answer-engine';
import { proportionChange } from '../ai-visibility/visibility-figures';
import { AlertKind, type AiAlertKind, type AlertFinding } from './alert-kinds';

/** One sample of a run as the AI rules read it: a failed one ("not checked") has no extraction and counts nowhere. */
export interface AiRuleSample {
  promptIndex: number;
  prompt: string;
  surface: AiSurface;
  status: 'checked' | 'failed';
  extraction: SampleExtraction | null;
  citations: readonly { url: string; domain: string }[];
}

/** A run's samples beside the last finished run's, and the project's brands (its own first). */
export interface AiRunComparison {
  brand: { name: string; domains: readonly string[] };
  competitors: readonly string[];
  now: readonly AiRuleSample[];
  before: readonly AiRuleSample[];
}

/** What a rule found: the subject (a brand name or a page URL) names it in the inbox and makes it unique per run. */
export type AiAlertFinding = AlertFinding & { subject: string };

const percent = (value: number) => `${Math.round(value * 100)}%`;
const pValueText = (pValue: number) => (pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`);

/** Checked samples only (of one surface when the rule is limited to one): a sample not checked is not "not mentioned". */
function checkedOf(samples: readonly AiRuleSample[], surface: AiSurface | null): (AiRuleSample & { extraction: SampleExtraction })[] {
  return samples.filter((sample): sample is AiRuleSample & { extraction: SampleExtraction } => sample.status === 'checked' && sample.extraction !== null && (!surface || sample.surface === surface));
}

function mentionCount(samples: readonly { extraction: SampleExtraction }[], brand: string): number {
  return samples.filter((sample) => sample.extraction.mentions.some((mention) => mention.brand === brand)).length;
}

const onSurface = (surface: AiSurface | null) => (surface ? ` on ${surface}` : '');

/**
 * The brand's mention rate fell from the last finished run: lower now, and the pooled two-proportion test
 * says the difference is beyond chance (p < 0.05). Samples not checked are out of both n.
 */
function mentionRateFell(comparison: AiRunComparison, surface: AiSurface | null): AiAlertFinding[] {
  const now = checkedOf(comparison.now, surface);
  const before = checkedOf(comparison.before, surface);
  const name = comparison.brand.name;
  const [k1, k2] = [mentionCount(now, name), mentionCount(before, name)];
  const change = proportionChange(k1, now.length, k2, before.length);
  if (!change.changed || change.pValue === null || k1 / now.length >= k2 / before.length) return [];
  const [rate, previousRate] = [k1 / now.length, k2 / before.length];
  return [
    {
      subject: name,
      title: `${name}’s mention rate fell from ${percent(previousRate)} to ${percent(rate)}${onSurface(surface)} (${k2} of ${before.length} → ${k1} of ${now.length} answers, ${pValueText(change.pValue)})`,
      data: { brand: name, surface, mentionRate: rate, previousMentionRate: previousRate, mentioned: k1, n: now.length, previousMentioned: k2, previousN: before.length, pValue: change.pValue },
    },
  ];
}

/**
 * A competitor named in none of the last finished run's checked answers is named now, and the two-proportion
 * test says so (k of n now against 0 of n before, p < 0.05). Decided over "at least k samples": one rule for
 * every change (issue 36 item 4), and it scales with n on its own: with 30 answers each side, 4 mentions fire
 * (p ≈ 0.04), 3 do not (p ≈ 0.08), so one stray mention in a big run is not an entry.
 */
function competitorEntered(comparison: AiRunComparison, surface: AiSurface | null): AiAlertFinding[] {
  const now = checkedOf(comparison.now, surface);
  const before = checkedOf(comparison.before, surface);
  if (before.length === 0) return [];
  return comparison.competitors.flatMap((name) => {
    if (mentionCount(before, name) > 0) return [];
    const mentioned = mentionCount(now, name);
    const change = proportionChange(mentioned, now.length, 0, before.length);
    if (mentioned === 0 || !change.changed || change.pValue === null) return [];
    return [
      {
        subject: name,
        title: `${name} entered the answers${onSurface(surface)}: named in ${mentioned} of ${now.length} (0 of ${before.length} before, ${pValueText(change.pValue)})`,
        data: { brand: name, surface, mentioned, n: now.length, previousN: before.length, mentionRate: mentioned / now.length, pValue: change.pValue },
      },
    ];
  });
}

/**
 * A page of the brand's domains cited in the last finished run's answers to a prompt on a surface, and in none
 * of this run's checked answers to it. A prompt and surface with no checked answer this run is left out: not
 * asked is not lost. One finding per page, listing where it was lost.
 */
function citedPageLost(comparison: AiRunComparison, surface: AiSurface | null): AiAlertFinding[] {
  const ours = (domain: string) => comparison.brand.domains.some((owned) => isDomainOf(domain, owned));
  const key = (sample: AiRuleSample) => `${sample.promptIndex}\u0000${sample.surface}`;
  const citedBy = (samples: readonly AiRuleSample[]) => {
    const pages = new Map<string, Set<string>>();
    for (const sample of samples) {
      const set = pages.get(key(sample)) ?? new Set<string>();
      for (const citation of sample.citations) if (ours(citation.domain)) set.add(citation.url);
      pages.set(key(sample), set);
    }
    return pages;
  };
  const now = citedBy(checkedOf(comparison.now, surface));
  const lost = new Map<string, { prompt: string; surface: AiSurface }[]>();
  const places = new Map(checkedOf(comparison.before, surface).map((sample) => [key(sample), { prompt: sample.prompt, surface: sample.surface }]));
  for (const [place, pages] of citedBy(checkedOf(comparison.before, surface))) {
    const citedNow = now.get(place);
    if (!citedNow) continue;
    for (const url of pages) if (!citedNow.has(url)) lost.set(url, [...(lost.get(url) ?? []), places.get(place)!]);
  }
  return [...lost.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([url, where]) => ({
      subject: url,
      title: where.length === 1 ? `Your page ${url} is no longer cited for “${where[0].prompt}” on ${where[0].surface}` : `Your page ${url} is no longer cited for ${where.length} prompts and surfaces`,
      data: { url, surface, lostIn: where },
    }));
}

const EVALUATIONS: Record<AiAlertKind, (comparison: AiRunComparison, surface: AiSurface | null) => AiAlertFinding[]> = {
  [AlertKind.ai_mention_rate_fell]: mentionRateFell,
  [AlertKind.ai_competitor_entered]: competitorEntered,
  [AlertKind.ai_cited_page_lost]: citedPageLost,
};

/** What an AI visibility rule finds between a run and the last finished one (a rule limited to a surface reads that surface's samples only). */
export function evaluateAiRule(kind: AiAlertKind, surface: AiSurface | null, comparison: AiRunComparison): AiAlertFinding[] {
  return EVALUATIONS[kind](comparison, surface);
}
