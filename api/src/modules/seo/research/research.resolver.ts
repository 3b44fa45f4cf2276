import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import type { RequestContext } from '../../../common/request-context';
import { requireUser } from '../../auth/access';
import type { KeywordStat as KeywordStatData, RankedKeyword } from './research-provider';
import type { SavedSerpAnalysis } from './saved-serp-analysis.entity';
import { BacklinksArgs } from './dto/inputs/backlinks.input';
import { CompetitorAnalysisInput } from './dto/inputs/competitor-analysis.input';
import { DomainKeywordsArgs } from './dto/inputs/domain-keywords.input';
import { DomainTrafficArgs } from './dto/inputs/domain-traffic.input';
import { KeywordStatsArgs } from './dto/inputs/keyword-stats.input';
import { PageBacklinksArgs } from './dto/inputs/page-backlinks.input';
import { LIMITS } from './dto/inputs/research-fields';
import { SaveSerpAnalysisInput } from './dto/inputs/save-serp-analysis.input';
import { SeedArgs } from './dto/inputs/seed-keyword.input';
import { SerpAnalysisInput } from './dto/inputs/serp-analysis.input';
import { UrlAnalysisArgs } from './dto/inputs/url-keywords.input';
import { BacklinkReport } from './dto/outputs/backlink-report.output';
import { CompetitorAnalysis } from './dto/outputs/competitor-analysis.output';
import { DomainTrafficReport } from './dto/outputs/domain-traffic-report.output';
import { KeywordList } from './dto/outputs/keyword-list.output';
import { KeywordStat } from './dto/outputs/keyword-stat.output';
import { KeywordStatsReport } from './dto/outputs/keyword-stats-report.output';
import { ResearchProviderOutput } from './dto/outputs/research-provider.output';
import { SavedSerpAnalysisOutput } from './dto/outputs/saved-serp-analysis.output';
import { SerpAnalysis } from './dto/outputs/serp-analysis.output';
import { UrlAnalysis } from './dto/outputs/url-analysis.output';

/**
 * The cost of a lookup grows with the list it asks for: its selection once, plus one point per
 * 25 items requested, so a few large lookups fit in one operation and many do not.
 */
const LIST_UNIT = 25;
const costOfList =
  (size: (args: Record<string, unknown>) => number) =>
  ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
    1 + childComplexity + Math.ceil(Math.max(0, size(args)) / LIST_UNIT);
const count = (name: string) => (args: Record<string, unknown>) => (Array.isArray(args[name]) ? args[name].length : 1);
const number = (name: string, fallback: number) => (args: Record<string, unknown>) => (typeof args[name] === 'number' ? args[name] : fallback);
const inputNumber = (fallback: number) => (args: Record<string, unknown>) => {
  const input = args.input as { num?: unknown } | undefined;
  return typeof input?.num === 'number' ? input.num : fallback;
};

function toKeywordStat(stat: KeywordStatData | RankedKeyword): KeywordStat {
  return {
    keyword: stat.keyword,
    volume: stat.volume,
    cpc: { currency: 'USD', value: stat.cpc },
    competition: stat.competition,
    trend: stat.trend,
    estimatedMonthlyTraffic: 'estimatedMonthlyTraffic' in stat ? stat.estimatedMonthlyTraffic : null,
    serpPosition: 'serpPosition' in stat ? stat.serpPosition : null,
  };
}

function toSavedOutput(saved: SavedSerpAnalysis): SavedSerpAnalysisOutput {
  return {
    id: saved.id,
    query: saved.query,
    description: saved.description,
    createdAt: saved.createdAt,
    source: saved.source,
    provider: saved.provider,
    ...saved.settings,
    results: saved.results,
  };
}

@Resolver()
export class ResearchResolver {
  @Query(() => ResearchProviderOutput, { description: 'Which SEO data vendor answers research questions (the sandbox by default).' })
  researchProvider(@Ctx() { services, viewer }: RequestContext): ResearchProviderOutput {
    requireUser(viewer);
    const { provider, label, source } = services.research.providerInfo();
    return { name: provider, label, source: source };
  }

  @Query(() => [SavedSerpAnalysisOutput], { description: 'The signed-in user’s saved SERP analyses, newest first.' })
  async savedSerpAnalyses(@Ctx() { services, viewer }: RequestContext): Promise<SavedSerpAnalysisOutput[]> {
    return (await services.research.listSavedSerpAnalyses(viewer)).map(toSavedOutput);
  }

  @Mutation(() => KeywordStatsReport, { description: 'Volume, CPC, competition and trend; one keyword search per distinct keyword.', complexity: costOfList(count('keywords')) })
  async lookupKeywordStats(@Ctx() { services, viewer }: RequestContext, @Args() args: KeywordStatsArgs): Promise<KeywordStatsReport> {
    const report = await services.research.keywordStats(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { complexity: costOfList(number('num', LIMITS.relatedKeywords.default)) })
  async lookupRelatedKeywords(@Ctx() { services, viewer }: RequestContext, @Args() args: SeedArgs): Promise<KeywordList> {
    const report = await services.research.relatedKeywords(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { description: `"People also search for" keywords; num at most ${LIMITS.pasfKeywords.max}.`, complexity: costOfList(number('num', LIMITS.pasfKeywords.default)) })
  async lookupPasfKeywords(@Ctx() { services, viewer }: RequestContext, @Args() args: SeedArgs): Promise<KeywordList> {
    const report = await services.research.pasfKeywords(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { description: `Keywords a domain ranks for; num at most ${LIMITS.domainKeywords.max}.`, complexity: costOfList(number('num', LIMITS.domainKeywords.default)) })
  async lookupDomainKeywords(@Ctx() { services, viewer }: RequestContext, @Args() args: DomainKeywordsArgs): Promise<KeywordList> {
    const report = await services.research.domainKeywords(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => SerpAnalysis, { complexity: costOfList(inputNumber(LIMITS.serp.default)) })
  async runSerpAnalysis(@Ctx() { services, viewer }: RequestContext, @Arg('input', () => SerpAnalysisInput) input: SerpAnalysisInput): Promise<SerpAnalysis> {
    return await services.research.serpAnalysis(viewer, input);
  }

  @Mutation(() => SavedSerpAnalysisOutput, { description: 'Stores a snapshot of the server’s results for a SERP analysis, with a description; free while the results are cached, else one keyword search.' })
  async saveSerpAnalysis(@Ctx() { services, viewer }: RequestContext, @Arg('input', () => SaveSerpAnalysisInput) input: SaveSerpAnalysisInput): Promise<SavedSerpAnalysisOutput> {
    return toSavedOutput(await services.research.saveSerpAnalysis(viewer, input));
  }

  @Mutation(() => Boolean)
  async deleteSavedSerpAnalysis(@Ctx() { services, viewer }: RequestContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await services.research.deleteSavedSerpAnalysis(viewer, id);
    return true;
  }

  @Mutation(() => UrlAnalysis, {
    description: `Keywords a URL ranks for, with its traffic summary; num 1..${LIMITS.urlKeywords.max} (a bad value becomes ${LIMITS.urlKeywords.bad}).`,
    complexity: costOfList(number('num', LIMITS.urlKeywords.default)),
  })
  async runUrlAnalysis(@Ctx() { services, viewer }: RequestContext, @Args() args: UrlAnalysisArgs): Promise<UrlAnalysis> {
    const report = await services.research.urlAnalysis(viewer, args);
    return {
      ...report,
      keywords: report.keywords.map(({ keyword, estimatedMonthlyTraffic, serpPosition }) => ({ keyword, estimatedMonthlyTraffic, serpPosition })),
    };
  }

  @Mutation(() => CompetitorAnalysis, { description: 'Whether a domain ranks in the top num results for a query. Not on the Free plan.' })
  async runCompetitorAnalysis(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('input', () => CompetitorAnalysisInput) input: CompetitorAnalysisInput,
  ): Promise<CompetitorAnalysis> {
    return await services.research.competitorAnalysis(viewer, input);
  }

  @Mutation(() => DomainTrafficReport, { description: 'Organic traffic and ranking keywords per domain; one keyword search per domain.', complexity: costOfList(count('domains')) })
  async lookupDomainTraffic(@Ctx() { services, viewer }: RequestContext, @Args() args: DomainTrafficArgs): Promise<DomainTrafficReport> {
    const report = await services.research.domainTraffic(viewer, args);
    return { ...report, domains: report.domains.map(({ domain, estimatedMonthlyTraffic, totalRankingKeywords }) => ({ domain, estimatedMonthlyTraffic, totalRankingKeywords })) };
  }

  @Mutation(() => BacklinkReport, {
    description: `Backlinks of a domain or a URL; num 1..${LIMITS.backlinks.max} (a bad value becomes ${LIMITS.backlinks.bad}). Not on the Free plan.`,
    complexity: costOfList(number('num', LIMITS.backlinks.default)),
  })
  async lookupBacklinks(@Ctx() { services, viewer }: RequestContext, @Args() args: BacklinksArgs): Promise<BacklinkReport> {
    return await services.research.backlinks(viewer, args);
  }

  @Mutation(() => BacklinkReport, {
    description: `Backlinks of one page (a home page too), all or one per referring domain; num 1..${LIMITS.backlinks.max}, default ${LIMITS.pageBacklinksDefault} (a bad value becomes ${LIMITS.backlinks.bad}). Not on the Free plan.`,
    complexity: costOfList(number('num', LIMITS.pageBacklinksDefault)),
  })
  async lookupPageBacklinks(@Ctx() { services, viewer }: RequestContext, @Args() { url, num, unique }: PageBacklinksArgs): Promise<BacklinkReport> {
    return await services.research.backlinks(viewer, { target: url, num, unique }, { scope: 'page', defaultNum: LIMITS.pageBacklinksDefault });
  }
}
