import { setTimeout as delay } from 'node:timers/promises';
import { DataSource } from '../../../common/data-source';
import { SANDBOX_DOMAINS } from '../../seo/serp/sandbox-domains';
import { seededRandom } from '../../seo/serp/seeded-random';
import { AI_SURFACES, type AiAnswer, type AiAnswerEngine, type AiAnswerQuery, type AiCitation, type AiSurface } from './ai-answer-engine';

export interface SandboxAiSettings {
  /** Share of samples (0-1) that fail, as a vendor's errors would: they are "not checked". */
  failureRate: number;
  /** How long each answer takes. */
  latencyMs: number;
}

/** The share of prompts a results page shows an AI Overview for (Google shows none for many queries). */
const OVERVIEW_SHARE = 0.7;

/** A brand name a sandbox answer mentions for one of the well-known sandbox sites: `moz.com` → `Moz`. */
export function sandboxBrandOf(domain: string): string {
  const label = domain.split('.')[0] ?? domain;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The sandbox sites a sandbox answer to this prompt may name (its topic): the same for every sample and run. */
export function sandboxCandidatesOf(prompt: string, country: string): string[] {
  const topic = seededRandom(`${prompt.toLowerCase()}|${country}`);
  return [...SANDBOX_DOMAINS].sort(() => topic() - 0.5).slice(0, 8);
}

/**
 * Deterministic answers for trying AI visibility without a vendor: the same prompt, surface and seed always give
 * the same answer, and the answer changes from one sample or run to the next as real engines' do. It recommends
 * some of the well-known sandbox sites (SANDBOX_DOMAINS) by name and cites pages of them, so a project whose
 * brand or competitors are among them sees plausible, varying mention and citation rates. Every answer is SANDBOX.
 */
export class SandboxAiAnswerEngine implements AiAnswerEngine {
  readonly provider = 'sandbox';
  readonly source = DataSource.SANDBOX;
  readonly surfaces: readonly AiSurface[] = AI_SURFACES;

  constructor(private readonly settings: SandboxAiSettings = { failureRate: 0, latencyMs: 0 }) {}

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    if (this.settings.latencyMs > 0) await delay(this.settings.latencyMs, undefined, { signal });
    signal?.throwIfAborted();
    const random = seededRandom(`${query.surface}|${query.country}|${query.language}|${query.prompt}|${query.seed}`);
    if (random() < this.settings.failureRate) throw new Error('The sandbox AI engine failed this sample (SANDBOX_AI_FAILURE_RATE).');
    const observedVia = query.surface.startsWith('google-') ? 'serp' : 'api';
    const base: Pick<AiAnswer, 'source' | 'provider' | 'observedVia' | 'model' | 'searchQueries'> = { source: DataSource.SANDBOX, provider: this.provider, observedVia, model: `sandbox-${query.surface}`, searchQueries: [] };
    if (query.surface === 'google-ai-overview' && random() >= OVERVIEW_SHARE) return { ...base, present: false, text: '', citations: [], costUsd: null };

    // The prompt decides which sites are in the running (its topic); the sample decides which of them are named, and in what order.
    const named = sandboxCandidatesOf(query.prompt, query.country).filter(() => random() < 0.55).sort(() => random() - 0.5).slice(0, 5);
    const brands = named.map(sandboxBrandOf);
    const citations: AiCitation[] = named
      .filter(() => random() < 0.6)
      .map((domain) => ({ url: `https://${domain}/guides/${slugOf(query.prompt)}`, title: `${sandboxBrandOf(domain)}: ${query.prompt}`, domain }));
    const text =
      brands.length === 0
        ? `SANDBOX answer. There is no single answer to “${query.prompt}”: it depends on your budget and what you need most.`
        : `SANDBOX answer. For “${query.prompt}”, the options most often recommended are ${listOf(brands.map((brand) => `**${brand}**`))}. ` +
          `${brands[0]} is a common first choice; compare features and prices before you decide.`;
    return {
      ...base,
      present: true,
      text,
      citations,
      searchQueries: query.surface === 'google-ai-overview' ? [] : [query.prompt.toLowerCase()],
      costUsd: null,
    };
  }
}

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function slugOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'answer';
}
