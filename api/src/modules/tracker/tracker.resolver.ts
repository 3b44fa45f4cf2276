import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Job } from '../jobs/job.entity';
import { CreateTrackingInstanceInput } from './dto/inputs/create-tracking-instance.input';
import { UpdateTrackingInstanceInput } from './dto/inputs/update-tracking-instance.input';
import { SerpProviderInfo } from './dto/outputs/serp-provider-info.output';
import { SerpSnapshotOutput } from './dto/outputs/serp-snapshot.output';
import { TrackerCannibalisationOutput } from './dto/outputs/cannibalisation.output';
import { TrackerKeywordHistoryOutput } from './dto/outputs/tracker-keyword-history.output';
import { TrackerKeywordTableOutput } from './dto/outputs/tracker-keyword-table.output';
import { TrackerReportOutput } from './dto/outputs/tracker-report.output';
import { TrackingInstanceOutput } from './dto/outputs/tracking-instance.output';
import { TrackingRunCostOutput } from './dto/outputs/tracking-run-cost.output';
import type { TrackingInstance } from './tracking-instance.entity';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { KeywordTableArgs } from './dto/inputs/keyword-table.input';
import { Device } from './dto/outputs/device.output';

// `keywords` (up to 10,000) is read only when asked for (TrackingInstanceKeywordsResolver).
function toOutput(instance: TrackingInstance, activeJob: Job | undefined): TrackingInstanceOutput {
  const { lastRunAt, ...fields } = instance;
  return { ...fields, competitors: instance.competitors, lastRun: lastRunAt, activeJob: activeJob ?? null };
}

@Resolver(() => TrackingInstanceOutput)
export class TrackerResolver {
  @FieldResolver(() => Int, { description: 'Tracking credits one run spends now: a credit per keyword on each device it is searched on.' })
  runCredits(@Root() instance: TrackingInstanceOutput, @Ctx() { services }: RequestContext): Promise<number> {
    return services.trackingInstances.runCreditsOf(instance);
  }

  @Query(() => SerpProviderInfo, { description: 'Where ranking data comes from; SANDBOX data must be labelled as such.' })
  serpProvider(@Ctx() { deps }: RequestContext): SerpProviderInfo {
    return { name: deps.serp.provider.name, source: deps.serp.provider.source };
  }

  @Query(() => [TrackingInstanceOutput])
  async trackingInstances(
    @Arg('clientId', () => ID, { nullable: true, description: 'Only the instances grouped under this client.' }) clientId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackingInstanceOutput[]> {
    const instances = await services.trackingInstances.list(viewer, { clientId });
    const active = await services.trackingInstances.activeJobs(instances.map((instance) => instance.id));
    return instances.map((instance) => toOutput(instance, active.get(instance.id)));
  }

  @Query(() => TrackingInstanceOutput)
  async trackingInstance(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<TrackingInstanceOutput> {
    const instance = await services.trackingInstances.findOwnInstanceOrFail(viewer, id);
    return toOutput(instance, (await services.trackingInstances.activeJobs([instance.id])).get(instance.id));
  }

  // Four aggregate reads: priced well above a plain root field (ROOT_FIELD_COST) by the cost limit.
  @Query(() => TrackerReportOutput, { description: 'Latest results, average ranks and the chart series of an instance.', complexity: 50 })
  trackerReport(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('device', () => Device, { nullable: true, description: 'One device; both when left out.' }) device: SerpDevice | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackerReportOutput> {
    return services.trackerReports.report(viewer, instanceId, device);
  }

  // Two or three indexed reads each, priced like trackerReport.
  @Query(() => TrackerKeywordTableOutput, { description: 'The latest run per keyword and company: position, change, best and URL.', complexity: 50 })
  trackerKeywordTable(@Args() { instanceId, ...query }: KeywordTableArgs, @Ctx() { services, viewer }: RequestContext): Promise<TrackerKeywordTableOutput> {
    return services.trackerReports.keywordTable(viewer, instanceId, query);
  }

  @Query(() => TrackerKeywordHistoryOutput, { description: 'One keyword’s position and URL per company in every completed run.', complexity: 50 })
  trackerKeywordHistory(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('keyword') keyword: string,
    @Arg('device', () => Device, { nullable: true, description: 'Default desktop.' }) device: SerpDevice | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackerKeywordHistoryOutput> {
    return services.trackerReports.keywordHistory(viewer, instanceId, keyword, device);
  }

  @Query(() => SerpSnapshotOutput, { description: 'The results page stored for a keyword in a run (the latest when runId is omitted): results and features.', complexity: 50 })
  serpSnapshot(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('keyword') keyword: string,
    @Arg('device', () => String, { nullable: true, defaultValue: 'desktop' }) device: string,
    @Arg('runId', () => ID, { nullable: true }) runId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SerpSnapshotOutput> {
    return services.trackerReports.serpSnapshot(viewer, instanceId, { keyword, device, runId: runId ?? undefined });
  }

  @Mutation(() => TrackingInstanceOutput)
  async createTrackingInstance(
    @Arg('input') input: CreateTrackingInstanceInput,
    @Arg('importText', () => String, { nullable: true, description: 'CSV / TSV of keyword, tags, target URL, device, saved with the typed keywords.' }) importText: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackingInstanceOutput> {
    const instance = await services.trackingInstances.create(viewer, input, importText);
    return toOutput(instance, undefined);
  }

  @Mutation(() => TrackingInstanceOutput, { description: 'Replaces every setting of an instance; past results are kept.' })
  async updateTrackingInstance(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateTrackingInstanceInput,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackingInstanceOutput> {
    const instance = await services.trackingInstances.update(viewer, id, input);
    return toOutput(instance, (await services.trackingInstances.activeJobs([instance.id])).get(instance.id));
  }

  @Query(() => TrackerCannibalisationOutput, { description: 'Keywords where two or more own URLs rank in the top 100, and the health figure per run.', complexity: 50 })
  trackerCannibalisation(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('runId', () => ID, { nullable: true }) runId: string | null,
    @Arg('keywordsPerDevice', () => Int, { nullable: true, description: 'Only the first that many keywords of each device (the health figures still count them all); absent: every one.' }) keywordsPerDevice: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackerCannibalisationOutput> {
    return services.trackerReports.cannibalisation(viewer, instanceId, runId ?? undefined, keywordsPerDevice);
  }

  @Mutation(() => TrackingInstanceOutput, {
    description: 'Adds a competitor; its whole history is filled from the stored results pages (no new searches, no credits) by a job shown as activeJob.',
  })
  async addCompetitor(
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('domain') domain: string,
    @Arg('companyName', () => String, { nullable: true }) companyName: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackingInstanceOutput> {
    const instance = await services.trackingInstances.addCompetitor(viewer, instanceId, { domain, companyName });
    return toOutput(instance, (await services.trackingInstances.activeJobs([instance.id])).get(instance.id));
  }

  @Query(() => TrackingRunCostOutput, { description: 'Tracking credits one run of an instance with this many keywords spends.' })
  trackingRunCost(
    @Arg('keywords', () => Int) keywords: number,
    @Arg('devices', () => Int, { defaultValue: 1, description: 'Devices each keyword is searched on.' }) devices: number,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<TrackingRunCostOutput> {
    return services.trackingInstances.runCost(viewer, keywords, devices);
  }

  @Mutation(() => Boolean)
  async deleteTrackingInstance(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.trackingInstances.remove(viewer, id);
    return true;
  }

  @Mutation(() => Job, { description: 'Starts a run and returns its job at once; follow it with jobUpdated.' })
  runTrackingInstance(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<Job> {
    return services.trackerRunStarts.startRun(viewer, id);
  }
}
