import { Arg, Args, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { READS_LARGE_INPUT } from '../../../common/reads-large-input';
import type { RequestContext } from '../../../common/request-context';
import { AddBulkResultsToTrackerInput, BulkKeywordsPreviewArgs, BulkResultsPageArgs, StartBulkResearchInput } from './dto/inputs/bulk-research.input';
import { BulkKeywordResearchOutput, BulkKeywordResultsPage, BulkKeywordsPreview, BulkResearchStart, BulkTrackerAddition } from './dto/outputs/bulk-research.output';

@Resolver()
export class BulkResearchResolver {
  @Query(() => BulkKeywordsPreview, { description: 'What a bulk keyword research of these keywords would hold: the count, and repeats and bad lines counted with the first few named; nothing is saved or spent.' })
  @Extensions(READS_LARGE_INPUT)
  bulkKeywordsPreview(@Args() args: BulkKeywordsPreviewArgs, @Ctx() { services, viewer }: RequestContext): Promise<BulkKeywordsPreview> {
    return services.bulkResearch.preview(viewer, args);
  }

  @Mutation(() => BulkResearchStart, { description: 'Starts a bulk keyword research (up to 10,000 keywords on Agency) as a job: one keyword search per keyword; keywords that fail are refunded.' })
  @Extensions(READS_LARGE_INPUT)
  startBulkResearch(@Arg('input') input: StartBulkResearchInput, @Ctx() { services, viewer }: RequestContext): Promise<BulkResearchStart> {
    return services.bulkResearch.start(viewer, input);
  }

  @Query(() => BulkKeywordResearchOutput, { description: 'One of your bulk keyword researches and how far it is.' })
  bulkResearch(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<BulkKeywordResearchOutput> {
    return services.bulkResearch.get(viewer, id);
  }

  @Query(() => [BulkKeywordResearchOutput], { description: 'Your bulk keyword researches, newest first.' })
  bulkResearches(@Arg('limit', () => Int, { nullable: true }) limit: number | null, @Ctx() { services, viewer }: RequestContext): Promise<BulkKeywordResearchOutput[]> {
    return services.bulkResearch.list(viewer, limit ?? undefined);
  }

  @Mutation(() => BulkTrackerAddition, { description: 'Adds keywords of one of your bulk researches to one of your tracking instances, within its plan’s keywords per instance.' })
  addBulkResultsToTracker(@Arg('input') input: AddBulkResultsToTrackerInput, @Ctx() { services, viewer }: RequestContext): Promise<BulkTrackerAddition> {
    return services.bulkResearch.addToTracker(viewer, input);
  }

  @Query(() => BulkKeywordResultsPage, { description: 'A page of a bulk research’s keywords with their answers, in the order given.' })
  bulkResearchResults(@Arg('id', () => ID) id: string, @Args() page: BulkResultsPageArgs, @Ctx() { services, viewer }: RequestContext): Promise<BulkKeywordResultsPage> {
    return services.bulkResearch.results(viewer, id, page);
  }
}
