import { Arg, Args, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import { READS_LARGE_INPUT } from '../../common/reads-large-input';
import type { RequestContext } from '../../common/request-context';
import type { ContentScore } from './content-score';
import { ContentScoreArgs } from './dto/inputs/content-score-args.input';
import { StartContentBriefInput } from './dto/inputs/start-content-brief.input';
import { ContentBriefOutput, ContentBriefStart } from './dto/outputs/content-brief.output';
import { ContentScoreOutput } from './dto/outputs/content-score.output';

@Resolver()
export class ContentResolver {
  @Query(() => ContentScoreOutput, { description: 'The content score of a Markdown text for a keyword or against a content brief, with each part explained.' })
  @Extensions(READS_LARGE_INPUT)
  contentScore(@Args() args: ContentScoreArgs, @Ctx() { services, viewer }: RequestContext): Promise<ContentScore> {
    return services.content.score(viewer, args);
  }

  @Mutation(() => ContentBriefStart, { description: 'Starts a content brief as a job (one content-brief credit), or returns the brief of the last 7 days for the same settings at no cost.' })
  startContentBrief(@Arg('input') input: StartContentBriefInput, @Ctx() { services, viewer }: RequestContext): Promise<ContentBriefStart> {
    return services.contentBriefs.start(viewer, input);
  }

  @Query(() => ContentBriefOutput, { description: 'One of your content briefs: its job state, the competitors read so far, and when done what it recommends.' })
  contentBrief(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ContentBriefOutput> {
    return services.contentBriefs.get(viewer, id);
  }

  @Mutation(() => ContentBriefOutput, { description: 'Groups a content brief under a client of its workspace; null ungroups it.' })
  updateContentBrief(@Arg('id', () => ID) id: string, @Arg('clientId', () => ID, { nullable: true }) clientId: string | null, @Ctx() { services, viewer }: RequestContext): Promise<ContentBriefOutput> {
    return services.contentBriefs.update(viewer, id, { clientId });
  }

  @Query(() => [ContentBriefOutput], { description: 'Your content briefs, newest first.' })
  contentBriefs(@Ctx() { services, viewer }: RequestContext): Promise<ContentBriefOutput[]> {
    return services.contentBriefs.list(viewer);
  }
}
