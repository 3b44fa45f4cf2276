import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { AiVisibilitySeriesPointOutput } from './dto/outputs/ai-visibility-series.output';

@Resolver()
export class AiVisibilitySeriesResolver {
  @Query(() => [AiVisibilitySeriesPointOutput], { description: 'The newest finished runs (30 unless `limit`, at most 400), oldest first: per brand the mention rate with n and its 95 % interval, of one surface or all.' })
  aiVisibilitySeries(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('surface', () => String, { nullable: true }) surface: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AiVisibilitySeriesPointOutput[]> {
    return services.aiVisibilityAnswers.series(viewer, projectId, { surface: surface ?? undefined, limit: limit ?? undefined });
  }
}
