import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';

@ObjectType('ResearchProvider', { description: 'The configured SEO data vendor; SANDBOX data is generated and must be labelled.' })
export class ResearchProviderOutput {
  @Field({ description: 'e.g. keywords-everywhere, dataforseo or sandbox.' })
  name!: string;

  @Field({ description: 'How users know the vendor, e.g. Keywords Everywhere.' })
  label!: string;

  @Field(() => DataSource)
  source!: DataSource;
}

@ObjectType()
export class Money {
  @Field({ description: 'Always USD.' })
  currency!: string;

  @Field(() => Float)
  value!: number;
}

@ObjectType()
export class MonthlyVolume {
  @Field(() => Int)
  year!: number;

  @Field(() => Int, { description: '1..12' })
  month!: number;

  @Field(() => Int)
  volume!: number;
}

@ObjectType()
export class KeywordStat {
  @Field()
  keyword!: string;

  @Field(() => Int)
  volume!: number;

  @Field(() => Money)
  cpc!: Money;

  @Field(() => Float, { description: '0..1' })
  competition!: number;

  @Field(() => [MonthlyVolume], { description: 'The last 12 months where the vendor has them, else [].' })
  trend!: MonthlyVolume[];

  @Field(() => Int, { nullable: true, description: 'Domain keywords only: the traffic this keyword brings the domain.' })
  estimatedMonthlyTraffic!: number | null;

  @Field(() => Int, { nullable: true, description: 'Domain keywords only: the domain’s position for this keyword.' })
  serpPosition!: number | null;
}

@ObjectType()
abstract class Labelled {
  @Field(() => DataSource)
  source!: DataSource;

  @Field({ description: 'The vendor’s name, or sandbox.' })
  provider!: string;
}

@ObjectType()
export class KeywordStatsReport extends Labelled {
  @Field(() => [KeywordStat])
  keywords!: KeywordStat[];
}

@ObjectType()
export class KeywordList extends Labelled {
  @Field(() => [KeywordStat])
  keywords!: KeywordStat[];
}

@ObjectType()
export class SerpResult {
  @Field(() => Int)
  position!: number;

  @Field()
  title!: string;

  @Field()
  snippet!: string;

  @Field()
  link!: string;

  @Field()
  domain!: string;

  @Field(() => String, { nullable: true })
  date!: string | null;
}

@InputType()
export class SerpAnalysisInput {
  @Field()
  query!: string;

  @Field(() => Int, { nullable: true, defaultValue: 100, description: '1..100' })
  num?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: '1..20' })
  page?: number | null;

  @Field(() => String, { nullable: true, defaultValue: 'en' })
  language?: string | null;

  @Field(() => String, { nullable: true, defaultValue: 'us', description: 'Two-letter code; "global" or "" for none.' })
  country?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'h, d, w, m or y; null for any time.' })
  dateRange?: string | null;
}

@ObjectType()
export class SerpAnalysis extends Labelled {
  @Field()
  query!: string;

  @Field(() => [SerpResult])
  results!: SerpResult[];
}

@InputType({ description: 'What to save: the server stores its own results for the analysis, never results sent by the client.' })
export class SaveSerpAnalysisInput {
  @Field()
  description!: string;

  @Field(() => SerpAnalysisInput)
  analysis!: SerpAnalysisInput;
}

@ObjectType('SavedSerpAnalysis')
export class SavedSerpAnalysisOutput extends Labelled {
  @Field(() => ID)
  id!: string;

  @Field()
  query!: string;

  @Field()
  description!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Int)
  num!: number;

  @Field(() => Int)
  page!: number;

  @Field()
  language!: string;

  @Field()
  country!: string;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true })
  dateRange!: string | null;

  @Field(() => [SerpResult])
  results!: SerpResult[];
}

@ObjectType()
export class UrlKeyword {
  @Field()
  keyword!: string;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;

  @Field(() => Int)
  serpPosition!: number;
}

@ObjectType()
export class UrlTrafficSummary {
  @Field(() => Int, { description: 'Keywords the URL ranks for in positions 1..30 ("organic keywords").' })
  totalRankingKeywords!: number;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;
}

@ObjectType()
export class UrlAnalysis extends Labelled {
  @Field()
  url!: string;

  @Field(() => [UrlKeyword])
  keywords!: UrlKeyword[];

  @Field(() => UrlTrafficSummary)
  summary!: UrlTrafficSummary;
}

@InputType()
export class CompetitorAnalysisInput {
  @Field()
  query!: string;

  @Field(() => String, { nullable: true })
  domain?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 100, description: 'How deep to look: 1..100.' })
  num?: number | null;

  @Field(() => String, { nullable: true, defaultValue: 'en' })
  language?: string | null;

  @Field(() => String, { nullable: true, defaultValue: 'us' })
  country?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  dateRange?: string | null;
}

@ObjectType()
export class CompetitorAnalysis extends Labelled {
  @Field()
  query!: string;

  @Field(() => String, { nullable: true })
  domain!: string | null;

  @Field(() => Int, { description: 'How many results were checked.' })
  depth!: number;

  @Field()
  found!: boolean;

  @Field(() => Int, { nullable: true })
  position!: number | null;

  @Field(() => [SerpResult], { description: 'The first 10 results.' })
  results!: SerpResult[];
}

@ObjectType()
export class DomainTraffic {
  @Field()
  domain!: string;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;

  @Field(() => Int, { description: 'Keywords in positions 1..30.' })
  totalRankingKeywords!: number;
}

@ObjectType()
export class DomainTrafficReport extends Labelled {
  @Field(() => String, { nullable: true, description: 'null for global.' })
  country!: string | null;

  @Field(() => [DomainTraffic])
  domains!: DomainTraffic[];
}

@ObjectType()
export class Backlink {
  @Field()
  anchorText!: string;

  @Field()
  domainSource!: string;

  @Field()
  domainTarget!: string;

  @Field()
  urlSource!: string;

  @Field()
  urlTarget!: string;
}

@ObjectType()
export class BacklinkReport extends Labelled {
  @Field()
  target!: string;

  @Field()
  unique!: boolean;

  @Field(() => [Backlink])
  backlinks!: Backlink[];
}
