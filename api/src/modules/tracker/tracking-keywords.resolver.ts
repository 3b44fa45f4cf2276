import { Arg, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { READS_LARGE_INPUT } from '../../common/reads-large-input';
import type { RequestContext } from '../../common/request-context';
import type { SerpDevice, SerpFeatureType } from '../seo/serp/serp-provider';
import { BulkKeywordsInput } from './dto/inputs/bulk-keywords.input';
import { UpdateTrackedKeywordInput } from './dto/inputs/update-tracked-keyword.input';
import { Device } from './dto/outputs/device.output';
import { SerpFeature } from './dto/outputs/serp-feature.output';
import { TagSummaryOutput } from './dto/outputs/tag-summary.output';
import { ShareOfVoiceOutput } from './dto/outputs/share-of-voice.output';
import { KeywordImportPreviewOutput, KeywordImportResultOutput, KeywordTagOutput, TrackedKeywordOutput } from './dto/outputs/tracked-keyword.output';

@Resolver()
export class TrackingKeywordsResolver {
  @Query(() => [TrackedKeywordOutput], { description: 'An instance’s keywords with tags, target URL and device, filtered by tag, text and SERP feature.', complexity: 20 })
  trackingKeywords(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('serpFeature', () => SerpFeature, { nullable: true, description: 'Those whose results page in the latest run shows this feature (on any device).' }) serpFeature: SerpFeatureType | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackedKeywordOutput[]> {
    return services.trackingKeywords.list(viewer, instanceId, { tag, search, serpFeature });
  }

  @Query(() => [KeywordTagOutput], { description: 'Every tag of an instance’s keywords, with how many carry it.' })
  trackingKeywordTags(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<KeywordTagOutput[]> {
    return services.trackingKeywords.tags(viewer, instanceId);
  }

  @Query(() => [TagSummaryOutput], { description: 'Per tag, the latest run per company: keywords found, average rank and visibility.', complexity: 50 })
  trackerTagSummary(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('device', () => Device, { nullable: true }) device: SerpDevice | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TagSummaryOutput[]> {
    return services.trackerReports.tagSummary(viewer, instanceId, device);
  }

  @Query(() => ShareOfVoiceOutput, { description: 'Share of voice per company over the runs, for a device and a tag (or all).', complexity: 50 })
  trackerShareOfVoice(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('device', () => Device, { nullable: true }) device: SerpDevice | null,
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<ShareOfVoiceOutput> {
    return services.trackerReports.shareOfVoice(viewer, instanceId, device, tag);
  }

  @Query(() => KeywordImportPreviewOutput, { description: 'What importing CSV / TSV (keyword, tags, target URL, device) would do: counts of each kind of line and the first lines of each; nothing is saved.', complexity: 20 })
  @Extensions(READS_LARGE_INPUT)
  previewKeywordImport(
    @Arg('instanceId', () => ID, { nullable: true, description: 'Absent: read as the keywords of an instance being created.' }) instanceId: string | null,
    @Arg('text') text: string, @Ctx() { services, viewer }: RequestContext): Promise<KeywordImportPreviewOutput> {
    return services.trackingKeywords.previewImport(viewer, instanceId ?? null, { text });
  }

  @Mutation(() => KeywordImportResultOutput, { description: 'Saves the new and updated lines of an import; invalid and repeated lines are skipped.' })
  @Extensions(READS_LARGE_INPUT)
  importKeywords(@Arg('instanceId', () => ID) instanceId: string, @Arg('text') text: string, @Ctx() { services, viewer }: RequestContext): Promise<KeywordImportResultOutput> {
    return services.trackingKeywords.importKeywords(viewer, instanceId, { text });
  }

  @Mutation(() => TrackedKeywordOutput, { description: 'Replaces one keyword’s tags and target URL (the keyword table’s inline edit).' })
  updateTrackedKeyword(@Arg('instanceId', () => ID) instanceId: string, @Arg('input') input: UpdateTrackedKeywordInput, @Ctx() { services, viewer }: RequestContext): Promise<TrackedKeywordOutput> {
    return services.trackingKeywords.updateKeyword(viewer, instanceId, input);
  }

  @Mutation(() => Int, { description: 'Tags, retags or deletes the keywords named, or every keyword matching tag and search; returns how many changed.' })
  bulkEditKeywords(@Arg('instanceId', () => ID) instanceId: string, @Arg('input') input: BulkKeywordsInput, @Ctx() { services, viewer }: RequestContext): Promise<number> {
    return services.trackingKeywords.bulkEdit(viewer, instanceId, input);
  }
}
