import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { ContentScore } from './content-score';
import { ContentScoreArgs } from './dto/inputs/content-score-args.input';
import { ContentScoreOutput } from './dto/outputs/content-score.output';

@Resolver()
export class ContentResolver {
  @Query(() => ContentScoreOutput, { description: 'The content score of a Markdown text for a keyword, with each part explained.' })
  contentScore(@Args() args: ContentScoreArgs, @Ctx() { services, viewer }: RequestContext): Promise<ContentScore> {
    return services.content.score(viewer, args);
  }
}
