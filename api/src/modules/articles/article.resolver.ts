import { Arg, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { READS_LARGE_INPUT } from '../../common/reads-large-input';
import type { RequestContext } from '../../common/request-context';
import { Job } from '../jobs/job.entity';
import type { TextDelta } from '../jobs/job-events';
import { KeywordStat } from '../seo/research/dto/outputs/keyword-stat.output';
import { Article } from './article.entity';
import { GenerateArticlesInput } from './dto/inputs/generate-articles.input';
import { ArticleDraftScoreInput, UpdateArticleInput } from './dto/inputs/update-article.input';
import { ArticleScore } from './dto/outputs/article-score.output';
import { articleBody } from './article-score';
import { ArticleDelta } from './dto/outputs/article-delta.output';
import { WriterProvider } from './dto/outputs/writer-provider.output';

const DEFAULT_LISTED_ARTICLES = 50;

@Resolver(() => Article)
export class ArticleResolver {
  @FieldResolver(() => KeywordStat, { nullable: true, description: 'Stats of the target keyword, when the research vendor had them.' })
  keywordStat(@Root() article: Article): KeywordStat | null {
    const stat = article.keywordStat;
    if (!stat) return null;
    return { ...stat, cpc: { currency: 'USD', value: stat.cpc }, estimatedMonthlyTraffic: null, serpPosition: null };
  }

  @FieldResolver(() => String, { description: 'The article’s Markdown without its META: line, as the editor edits it.' })
  body(@Root() article: Article): string {
    return articleBody(article.text);
  }

  @Query(() => WriterProvider, { description: 'Which language model writes articles; SANDBOX text must be labelled as such.' })
  writerProvider(@Ctx() { services }: RequestContext): WriterProvider {
    const { name, model, source } = services.articles.writerProvider;
    return { name, model, source: source };
  }

  @Query(() => [Article], { description: 'Your articles, newest first.' })
  articles(@Arg('limit', () => Int, { defaultValue: DEFAULT_LISTED_ARTICLES, nullable: true }) limit: number | null, @Ctx() { services, viewer }: RequestContext): Promise<Article[]> {
    return services.articles.list(viewer, limit ?? DEFAULT_LISTED_ARTICLES);
  }

  @Query(() => Article)
  article(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<Article> {
    return services.articles.findOwnArticleOrFail(viewer, id);
  }

  @Query(() => [Article], { description: 'The articles a generation job has produced so far, in batch order.' })
  jobArticles(@Arg('jobId', () => ID) jobId: string, @Ctx() { services, viewer }: RequestContext): Promise<Article[]> {
    return services.articles.jobArticles(viewer, jobId);
  }

  @Mutation(() => String, { description: 'A business description → one seed keyword.' })
  suggestKeyword(@Arg('description') description: string, @Ctx() { services, viewer }: RequestContext): Promise<string> {
    return services.articles.suggestKeyword(viewer, { description });
  }

  @Mutation(() => Job, { description: 'Starts a job writing one article per keyword; follow it with jobUpdated and articleText.' })
  generateArticles(@Arg('input') input: GenerateArticlesInput, @Ctx() { services, viewer }: RequestContext): Promise<Job> {
    return services.articles.generate(viewer, input);
  }

  @Query(() => ArticleScore, { description: 'A text in the editor scored against the article’s target, without saving it.' })
  @Extensions(READS_LARGE_INPUT)
  articleScore(@Arg('id', () => ID) id: string, @Arg('input') input: ArticleDraftScoreInput, @Ctx() { services, viewer }: RequestContext): Promise<ArticleScore> {
    return services.articles.scoreDraft(viewer, id, input);
  }

  @Mutation(() => Article, { description: 'Saves the editor’s title, meta description and text, and scores the article again.' })
  @Extensions(READS_LARGE_INPUT)
  updateArticle(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateArticleInput, @Ctx() { services, viewer }: RequestContext): Promise<Article> {
    return services.articles.update(viewer, id, input);
  }

  @Mutation(() => Boolean)
  async deleteArticle(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.articles.remove(viewer, id);
    return true;
  }

  @Subscription(() => ArticleDelta, {
    description: 'The live text of one of your generation jobs: the text so far, then every delta, until the job ends.',
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { jobId: string }, RequestContext>) => {
      // Ownership is checked before anything flows.
      const job = await context.services.jobs.findOwnJobOrFail(context.viewer, args.jobId);
      return context.services.workspaces.whileMember(context.viewer, context.services.articles.followText(job, context.deps.jobEvents));
    },
  })
  articleText(@Arg('jobId', () => ID) _jobId: string, @Root() delta: TextDelta): TextDelta {
    return delta;
  }
}
