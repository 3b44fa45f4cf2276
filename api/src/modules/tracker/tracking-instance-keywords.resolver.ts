import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { TrackingInstanceOutput } from './dto/outputs/tracking-instance.output';
import { KEYWORD_PREVIEW_MAX } from './tracking-instance.service';

/**
 * An instance's keywords, read only when a query asks for them: all of them, or what a screen that lists
 * instances shows, how many and the first few (an instance can track 10,000). The instance was reached
 * (and its access checked) by the query that returned it; the instances of one list are read in one
 * statement per field.
 */
@Resolver(() => TrackingInstanceOutput)
export class TrackingInstanceKeywordsResolver {
  @FieldResolver(() => [String], { description: 'Every keyword, in the order they were added (up to 10,000: a screen that shows a few asks keywordPreview).' })
  keywords(@Root() instance: TrackingInstanceOutput, @Ctx() { services }: RequestContext): Promise<string[]> {
    return services.trackingInstances.keywordListOf(instance.id);
  }

  @FieldResolver(() => Int, { description: 'How many keywords the instance tracks.' })
  async keywordCount(@Root() instance: TrackingInstanceOutput, @Ctx() { services }: RequestContext): Promise<number> {
    return (await services.trackingInstances.keywordSummaryOf(instance.id, 0)).count;
  }

  @FieldResolver(() => [String], { description: `The first keywords in the order they were added (the order of keywords), at most ${KEYWORD_PREVIEW_MAX}.` })
  async keywordPreview(
    @Root() instance: TrackingInstanceOutput,
    @Arg('limit', () => Int, { defaultValue: 5, description: `How many, 0 to ${KEYWORD_PREVIEW_MAX}.` }) limit: number,
    @Ctx() { services }: RequestContext,
  ): Promise<string[]> {
    return (await services.trackingInstances.keywordSummaryOf(instance.id, limit)).first;
  }
}
