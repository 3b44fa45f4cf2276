import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/app-error';
import type { DataSource } from '../../../common/data-source';
import { isUuid, parseInput, type UntrustedInput } from '../../../common/validation';
import type { Viewer } from '../../../common/viewer';
import type { User } from '../../auth/user.entity';
import type { CreditsService } from '../../billing/credits.service';
import { CreditKind } from '../../plans/credit-kind';
import { getPlanOrThrow, plans, type Plan } from '../../plans/plans';
import type { OrganicResult, SerpClient, SerpQuery } from '../serp';
import { SERP_DEPTHS } from '../serp';
import { VendorError } from '../../../common/vendor-error';
import type { CacheKey, ResearchCache } from './research-cache';
import type { KeywordStat, RankedKeyword, ResearchOperation, ResearchProvider, TrafficMetrics, Backlink } from './research-provider';
import { backlinksSchema } from './dto/inputs/backlinks.input';
import { competitorAnalysisSchema } from './dto/inputs/competitor-analysis.input';
import { domainKeywordsSchema } from './dto/inputs/domain-keywords.input';
import { domainTrafficSchema } from './dto/inputs/domain-traffic.input';
import { keywordStatsSchema } from './dto/inputs/keyword-stats.input';
import { LIMITS } from './dto/inputs/research-fields';
import { saveSerpAnalysisSchema } from './dto/inputs/save-serp-analysis.input';
import { seedSchema } from './dto/inputs/seed-keyword.input';
import { serpAnalysisSchema, type SerpAnalysisQuery } from './dto/inputs/serp-analysis.input';
import { urlKeywordsSchema } from './dto/inputs/url-keywords.input';
import { urlTrafficSchema } from './dto/inputs/url-traffic.input';
import { SavedSerpAnalysis, type SerpResultSnapshot } from './saved-serp-analysis.entity';
import { payerOf, requireUser, workspaceOf } from '../../auth/access';
import { seoMessages } from '../seo.messages';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long a vendor answer is reused: keyword data changes monthly, rankings daily, SERPs hourly. */
export const CACHE_TTL_MS: Record<ResearchOperation | 'serp', number> = {
  keywordStats: 7 * DAY,
  relatedKeywords: 7 * DAY,
  pasfKeywords: 7 * DAY,
  domainKeywords: DAY,
  urlKeywords: DAY,
  domainTraffic: DAY,
  urlTraffic: DAY,
  backlinks: DAY,
  serp: 6 * HOUR,
};

export interface Labelled {
  source: DataSource;
  /** The vendor's name, or 'sandbox'. */
  provider: string;
}
export type KeywordStatsReport = Labelled & { keywords: KeywordStat[] };
export type KeywordList = Labelled & { keywords: KeywordStat[] };
export type RankedKeywordList = Labelled & { keywords: RankedKeyword[] };
export interface TrafficSummary {
  totalRankingKeywords: number;
  estimatedMonthlyTraffic: number;
}
export type UrlKeywordsReport = Labelled & { url: string; keywords: RankedKeyword[] };
export type UrlTrafficReport = Labelled & { url: string; summary: TrafficSummary };
export type UrlAnalysis = Labelled & { url: string; keywords: RankedKeyword[]; summary: TrafficSummary };
export type DomainTrafficReport = Labelled & { country: string | null; domains: (TrafficMetrics & { domain: string })[] };
export type BacklinkReport = Labelled & { target: string; unique: boolean; backlinks: Backlink[] };
export type SerpAnalysis = Labelled & { query: string; results: SerpResultSnapshot[] };
export type CompetitorAnalysis = Labelled & { query: string; domain: string | null; depth: number; found: boolean; position: number | null; results: SerpResultSnapshot[] };

type Feature = 'backlinks' | 'competitorAnalysis';
// Schemas are built once (or once per set of options): zod compiles a schema's parser on its first use.
const RELATED_SEED = seedSchema(LIMITS.relatedKeywords);
const PASF_SEED = seedSchema(LIMITS.pasfKeywords);
const backlinksSchemas = new Map<string, ReturnType<typeof backlinksSchema>>();
function backlinksSchemaFor(defaultNum: number, scope?: 'domain' | 'page'): ReturnType<typeof backlinksSchema> {
  const key = `${defaultNum}:${scope ?? ''}`;
  let schema = backlinksSchemas.get(key);
  if (!schema) backlinksSchemas.set(key, (schema = backlinksSchema(defaultNum, scope)));
  return schema;
}

const featureNames: Record<Feature, string> = { backlinks: 'Backlink analysis', competitorAnalysis: 'Competitor analysis' };

export interface ResearchServiceDeps {
  em: EntityManager;
  research: ResearchProvider;
  serp: SerpClient;
  cache: ResearchCache;
  credits: CreditsService;
}

/**
 * The research tools: validation, plan gates, keyword-search credits and the response cache around
 * the SEO data port and the SERP client; refused to non-admins during maintenance. A question costs credits whether or not it was cached; a
 * failed vendor call costs nothing (the spend is refunded).
 */
export class ResearchService {
  private readonly em: EntityManager;
  private readonly research: ResearchProvider;
  private readonly serp: SerpClient;
  private readonly cache: ResearchCache;
  private readonly credits: CreditsService;

  constructor({ em, research, serp, cache, credits }: ResearchServiceDeps) {
    this.em = em;
    this.research = research;
    this.serp = serp;
    this.cache = cache;
    this.credits = credits;
  }

  providerInfo(): Labelled & { label: string } {
    return { source: this.research.source, provider: this.research.name, label: this.research.label };
  }

  async keywordStats(viewer: Viewer, input: UntrustedInput<typeof keywordStatsSchema>): Promise<KeywordStatsReport> {
    const user = requireUser(viewer);
    const { keywords, country } = parseInput(keywordStatsSchema, input);
    // One credit per keyword looked up; the cache key ignores order and case.
    const stats = await this.charged(user, keywords.length, () =>
      this.ask('keywordStats', { keywords: keywords.map((keyword) => keyword.toLowerCase()).sort(), country }, (params) => this.research.keywordStats(params)),
    );
    const byKeyword = new Map(stats.map((stat) => [stat.keyword.toLowerCase(), stat]));
    return {
      ...this.label(),
      keywords: keywords.map((keyword) => ({ ...(byKeyword.get(keyword.toLowerCase()) ?? { volume: 0, cpc: 0, competition: 0, trend: [] }), keyword })),
    };
  }

  async relatedKeywords(viewer: Viewer, input: UntrustedInput<ReturnType<typeof seedSchema>>): Promise<KeywordList> {
    const user = requireUser(viewer);
    const query = parseInput(RELATED_SEED, input);
    const keywords = await this.charged(user, 1, () => this.ask('relatedKeywords', { ...query, keyword: query.keyword.toLowerCase() }, (params) => this.research.relatedKeywords(params)));
    return { ...this.label(), keywords: keywords.slice(0, query.num) };
  }

  async pasfKeywords(viewer: Viewer, input: UntrustedInput<ReturnType<typeof seedSchema>>): Promise<KeywordList> {
    const user = requireUser(viewer);
    const query = parseInput(PASF_SEED, input);
    const keywords = await this.charged(user, 1, () => this.ask('pasfKeywords', { ...query, keyword: query.keyword.toLowerCase() }, (params) => this.research.pasfKeywords(params)));
    return { ...this.label(), keywords: keywords.slice(0, query.num) };
  }

  async domainKeywords(viewer: Viewer, input: UntrustedInput<typeof domainKeywordsSchema>): Promise<RankedKeywordList> {
    const user = requireUser(viewer);
    const query = parseInput(domainKeywordsSchema, input);
    const keywords = await this.charged(user, 1, () => this.ask('domainKeywords', query, (params) => this.research.domainKeywords(params)));
    return { ...this.label(), keywords: keywords.slice(0, query.num) };
  }

  async urlKeywords(viewer: Viewer, input: UntrustedInput<typeof urlKeywordsSchema>): Promise<UrlKeywordsReport> {
    const user = requireUser(viewer);
    const query = parseInput(urlKeywordsSchema, input);
    const keywords = await this.charged(user, 1, () => this.ask('urlKeywords', query, (params) => this.research.urlKeywords(params)));
    return { ...this.label(), url: query.url, keywords: keywords.slice(0, query.num) };
  }

  async urlTraffic(viewer: Viewer, input: UntrustedInput<typeof urlTrafficSchema>): Promise<UrlTrafficReport> {
    const user = requireUser(viewer);
    const query = parseInput(urlTrafficSchema, input);
    const summary = await this.charged(user, 1, () => this.urlSummary(query.url, query.country));
    return { ...this.label(), url: query.url, summary };
  }

  /** URL keywords and the URL's traffic summary together: one search. */
  async urlAnalysis(viewer: Viewer, input: UntrustedInput<typeof urlKeywordsSchema>): Promise<UrlAnalysis> {
    const user = requireUser(viewer);
    const query = parseInput(urlKeywordsSchema, input);
    const [keywords, summary] = await this.charged(user, 1, () =>
      Promise.all([this.ask('urlKeywords', query, (params) => this.research.urlKeywords(params)), this.urlSummary(query.url, query.country)]),
    );
    return { ...this.label(), url: query.url, keywords: keywords.slice(0, query.num), summary };
  }

  async domainTraffic(viewer: Viewer, input: UntrustedInput<typeof domainTrafficSchema>): Promise<DomainTrafficReport> {
    const user = requireUser(viewer);
    const { domains, country } = parseInput(domainTrafficSchema, input);
    const metrics = await this.charged(user, domains.length, () =>
      this.ask('domainTraffic', { targets: [...domains].sort(), country }, (params) => this.research.domainTraffic(params)),
    );
    const byDomain = new Map(metrics.map((row) => [row.target.toLowerCase(), row]));
    return {
      ...this.label(),
      country: country || null,
      domains: domains.map((domain) => {
        const row = byDomain.get(domain) ?? { target: domain, estimatedMonthlyTraffic: 0, totalRankingKeywords: 0 };
        return { ...row, target: domain, domain };
      }),
    };
  }

  /** `scope` forces how the target is read (the page and domain paths and lookupPageBacklinks); lookupBacklinks infers it. */
  async backlinks(
    viewer: Viewer,
    input: UntrustedInput<ReturnType<typeof backlinksSchema>>,
    options: { scope?: 'domain' | 'page'; defaultNum?: number } = {},
  ): Promise<BacklinkReport> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'backlinks');
    const { target: parsed, num, unique } = parseInput(backlinksSchemaFor(options.defaultNum ?? LIMITS.backlinks.default, options.scope), input);
    const query = { ...asScope(parsed, options.scope ?? parsed.scope), unique, num };
    const backlinks = await this.charged(user, 1, () => this.ask('backlinks', query, (params) => this.research.backlinks(params)));
    return { ...this.label(), target: query.target, unique, backlinks: backlinks.slice(0, num) };
  }

  async serpAnalysis(viewer: Viewer, input: UntrustedInput<typeof serpAnalysisSchema>): Promise<SerpAnalysis> {
    const user = requireUser(viewer);
    const analysis = parseInput(serpAnalysisSchema, input);
    const results = await this.charged(user, 1, () => this.serpWindow(analysis));
    return { ...this.serpLabel(), query: analysis.query, results };
  }

  async competitorAnalysis(viewer: Viewer, input: UntrustedInput<typeof competitorAnalysisSchema>): Promise<CompetitorAnalysis> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'competitorAnalysis');
    const analysis = parseInput(competitorAnalysisSchema, input);
    const results = await this.charged(user, 1, () => this.serpWindow({ ...analysis, page: 1 }));
    const match = analysis.domain ? results.find((result) => result.domain === analysis.domain || result.domain.endsWith(`.${analysis.domain}`)) : undefined;
    return {
      ...this.serpLabel(),
      query: analysis.query,
      domain: analysis.domain,
      depth: analysis.num,
      found: match !== undefined,
      position: match?.position ?? null,
      results: results.slice(0, LIMITS.competitorResultsShown),
    };
  }

  /**
   * Saves the server's own answer to the analysis's query, never results a client sends. The answer
   * the user has just seen is in the cache and saving it is free; once it has expired the search
   * runs again, for one keyword search like an analysis.
   */
  async saveSerpAnalysis(viewer: Viewer, input: UntrustedInput<typeof saveSerpAnalysisSchema>): Promise<SavedSerpAnalysis> {
    const user = requireUser(viewer);
    const { description, analysis } = parseInput(saveSerpAnalysisSchema, input);
    const results = (await this.cachedSerpWindow(analysis)) ?? (await this.charged(user, 1, () => this.serpWindow(analysis)));
    const { query, ...settings } = analysis;
    const saved = this.em.create(SavedSerpAnalysis, { ownerId: user.id, workspaceId: workspaceOf(user), query, description, settings, ...this.serpLabel(), results });
    await this.em.flush();
    return saved;
  }

  /** The user's own saved analyses, newest first. */
  async listSavedSerpAnalyses(viewer: Viewer): Promise<SavedSerpAnalysis[]> {
    const user = requireUser(viewer);
    return this.em.find(SavedSerpAnalysis, { workspaceId: workspaceOf(user) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async deleteSavedSerpAnalysis(viewer: Viewer, id: string): Promise<void> {
    const user = requireUser(viewer);
    const saved = isUuid(id) ? await this.em.findOne(SavedSerpAnalysis, { id, workspaceId: workspaceOf(user) }) : null;
    // Someone else's analysis is "not found" too: its existence is not theirs to learn.
    if (!saved) throw new AppError('NOT_FOUND', seoMessages.savedAnalysisNotFound);
    this.em.remove(saved);
    await this.em.flush();
  }

  /**
   * Spends first (refusing when exhausted, before any vendor call) and refunds when the work fails; the
   * workspace's credits, so a member's searches count against its owner's plan.
   */
  private async charged<T>(actor: User, amount: number, work: () => Promise<T>): Promise<T> {
    const user = payerOf(actor);
    const reference = `research:${randomUUID()}`;
    await this.credits.spend(user, CreditKind.KEYWORD_SEARCHES, amount, reference, { workspaceId: workspaceOf(actor) });
    try {
      return await work();
    } catch (error) {
      await this.credits.refund(user, CreditKind.KEYWORD_SEARCHES, amount, reference);
      throw error instanceof VendorError ? error.toAppError() : error;
    }
  }

  private async ask<P extends Record<string, unknown>, T>(operation: ResearchOperation, params: P, fetch: (params: P) => Promise<T>): Promise<T> {
    return this.cache.getOrFetch({ provider: this.research.name, operation, params }, CACHE_TTL_MS[operation], () => fetch(params));
  }

  private async urlSummary(url: string, country: string): Promise<TrafficSummary> {
    const rows = await this.ask('urlTraffic', { targets: [url], country }, (params) => this.research.urlTraffic(params));
    const row = rows[0];
    return { totalRankingKeywords: row?.totalRankingKeywords ?? 0, estimatedMonthlyTraffic: row?.estimatedMonthlyTraffic ?? 0 };
  }

  /** The SERP window of an analysis, from the cache or the SERP provider. */
  private async serpWindow(analysis: SerpAnalysisQuery): Promise<SerpResultSnapshot[]> {
    const { pages, first, last } = this.serpPages(analysis);
    const answers = await Promise.all(pages.map(({ key, query }) => this.cache.getOrFetch(key, CACHE_TTL_MS.serp, async () => (await this.serp.search(query)).results)));
    return toWindow(answers.flat(), first, last);
  }

  /** The SERP window of an analysis while every page of it is cached, else undefined. */
  private async cachedSerpWindow(analysis: SerpAnalysisQuery): Promise<SerpResultSnapshot[] | undefined> {
    const { pages, first, last } = this.serpPages(analysis);
    const answers = await Promise.all(pages.map(({ key }) => this.cache.peek<OrganicResult[]>(key)));
    if (answers.some((answer) => answer === undefined)) return undefined;
    return toWindow(answers.flatMap((answer) => answer ?? []), first, last);
  }

  /**
   * Results (page-1)×num+1 .. page×num. SERP vendors answer in pages of 10, 20, 50 or 100, so the
   * window is read from the smallest such page that holds it, or from two pages of 100.
   */
  private serpPages(analysis: SerpAnalysisQuery): { pages: { key: CacheKey; query: SerpQuery }[]; first: number; last: number } {
    const first = (analysis.page - 1) * analysis.num + 1;
    const last = analysis.page * analysis.num;
    const depth = SERP_DEPTHS.find((size) => size >= analysis.num && Math.ceil(first / size) === Math.ceil(last / size)) ?? 100;
    const pages = [...new Set([Math.ceil(first / depth), Math.ceil(last / depth)])].map((page) => {
      const query: SerpQuery = { keyword: analysis.query, depth, page, language: analysis.language, country: analysis.country, location: analysis.location, dateRange: analysis.dateRange };
      return { query, key: { provider: this.serp.provider.name, operation: 'serp', params: { ...query, keyword: query.keyword.toLowerCase() } } };
    });
    return { pages, first, last };
  }

  private label(): Labelled {
    return { source: this.research.source, provider: this.research.name };
  }

  private serpLabel(): Labelled {
    return { source: this.serp.provider.source, provider: this.serp.provider.name };
  }
}

/** The results in positions first..last whose links are web pages: a `javascript:` or `data:` link is never shown or stored. */
function toWindow(results: OrganicResult[], first: number, last: number): SerpResultSnapshot[] {
  return results
    .filter((result) => result.position >= first && result.position <= last && isWebLink(result.url))
    .map((result) => ({ position: result.position, title: result.title, snippet: result.snippet, link: result.url, domain: result.domain, date: result.date }));
}

function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A page route given a bare domain asks about its home page; a domain route given a URL, about its host. */
function asScope(parsed: { target: string; scope: 'domain' | 'page' }, scope: 'domain' | 'page'): { target: string; scope: 'domain' | 'page' } {
  if (scope === parsed.scope) return parsed;
  return scope === 'page' ? { target: `https://${parsed.target}/`, scope } : { target: new URL(parsed.target).hostname.replace(/^www\./, ''), scope };
}

/** Free has no backlinks or competitor analysis; the message names the plans that do. Admins pass. */
function assertPlanIncludes(user: User, feature: Feature): void {
  if (user.isAdmin) return;
  const plan = getPlanOrThrow(user.planId);
  if (plan.limits[feature]) return;
  const withIt = plans.filter((candidate: Plan) => candidate.limits[feature]).map((candidate) => candidate.name);
  throw new AppError('FORBIDDEN', seoMessages.featureNotInPlan(featureNames[feature], plan.name, withIt));
}
