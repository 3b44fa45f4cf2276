import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';
import type { RequestContext } from '../../../server/request-context';
import { requireUser } from '../../auth/access';
import type { KeywordStat as KeywordStatData, RankedKeyword } from './research-provider';
import { LIMITS } from './research.schemas';
import type { SavedSerpAnalysis } from './saved-serp-analysis.entity';
import {
  BacklinkReport,
  CompetitorAnalysis,
  CompetitorAnalysisInput,
  DomainTrafficReport,
  KeywordList,
  KeywordStat,
  KeywordStatsReport,
  ResearchProviderOutput,
  SavedSerpAnalysisOutput,
  SaveSerpAnalysisInput,
  SerpAnalysis,
  SerpAnalysisInput,
  UrlAnalysis,
} from './dto/research.types';

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

@ArgsType()
class SeedArgs {
  @Field()
  keyword!: string;

  @Field(() => Int, { nullable: true, defaultValue: 10 })
  num?: number | null;

  @Field(() => String, { nullable: true, description: 'Two-letter code; "global" for none. Default us.' })
  country?: string | null;
}

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
  async lookupKeywordStats(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('keywords', () => [String]) keywords: string[],
    @Arg('country', () => String, { nullable: true }) country?: string | null,
  ): Promise<KeywordStatsReport> {
    const report = await services.research.keywordStats(viewer, { keywords, country });
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { complexity: costOfList(number('num', 10)) })
  async lookupRelatedKeywords(@Ctx() { services, viewer }: RequestContext, @Args() args: SeedArgs): Promise<KeywordList> {
    const report = await services.research.relatedKeywords(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { description: '"People also search for" keywords; num at most 50.', complexity: costOfList(number('num', 10)) })
  async lookupPasfKeywords(@Ctx() { services, viewer }: RequestContext, @Args() args: SeedArgs): Promise<KeywordList> {
    const report = await services.research.pasfKeywords(viewer, args);
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => KeywordList, { description: 'Keywords a domain ranks for; num at most 50.', complexity: costOfList(number('num', 10)) })
  async lookupDomainKeywords(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('domain') domain: string,
    @Arg('country', () => String, { nullable: true, defaultValue: 'us' }) country: string | null,
    @Arg('num', () => Int, { nullable: true, defaultValue: 10 }) num: number | null,
  ): Promise<KeywordList> {
    const report = await services.research.domainKeywords(viewer, { domain, country, num });
    return { ...report, keywords: report.keywords.map(toKeywordStat) };
  }

  @Mutation(() => SerpAnalysis, { complexity: costOfList(inputNumber(100)) })
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

  @Mutation(() => UrlAnalysis, { description: 'Keywords a URL ranks for, with its traffic summary; num 1..1000 (a bad value becomes 10).', complexity: costOfList(number('num', 10)) })
  async runUrlAnalysis(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('url') url: string,
    @Arg('country', () => String, { nullable: true }) country: string | null,
    @Arg('num', () => Int, { nullable: true, defaultValue: 10 }) num: number | null,
  ): Promise<UrlAnalysis> {
    const report = await services.research.urlAnalysis(viewer, { url, country, num });
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
  async lookupDomainTraffic(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('domains', () => [String]) domains: string[],
    @Arg('country', () => String, { nullable: true, defaultValue: 'us' }) country: string | null,
  ): Promise<DomainTrafficReport> {
    const report = await services.research.domainTraffic(viewer, { domains, country });
    return { ...report, domains: report.domains.map(({ domain, estimatedMonthlyTraffic, totalRankingKeywords }) => ({ domain, estimatedMonthlyTraffic, totalRankingKeywords })) };
  }

  @Mutation(() => BacklinkReport, { description: 'Backlinks of a domain or a URL; num 1..10000 (a bad value becomes 10). Not on the Free plan.', complexity: costOfList(number('num', 10)) })
  async lookupBacklinks(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('target') target: string,
    @Arg('num', () => Int, { nullable: true, defaultValue: 10 }) num: number | null,
    @Arg('unique', () => Boolean, { nullable: true, defaultValue: false }) unique: boolean | null,
  ): Promise<BacklinkReport> {
    return await services.research.backlinks(viewer, { target, num, unique });
  }

  @Mutation(() => BacklinkReport, {
    description: 'Backlinks of one page (a home page too), all or one per referring domain; num 1..10000, default 50 (a bad value becomes 10). Not on the Free plan.',
    complexity: costOfList(number('num', LIMITS.pageBacklinksDefault)),
  })
  async lookupPageBacklinks(
    @Ctx() { services, viewer }: RequestContext,
    @Arg('url') url: string,
    @Arg('num', () => Int, { nullable: true, defaultValue: LIMITS.pageBacklinksDefault }) num: number | null,
    @Arg('unique', () => Boolean, { nullable: true, defaultValue: false }) unique: boolean | null,
  ): Promise<BacklinkReport> {
    return await services.research.backlinks(viewer, { target: url, num, unique }, { scope: 'page', defaultNum: LIMITS.pageBacklinksDefault });
  }
}
