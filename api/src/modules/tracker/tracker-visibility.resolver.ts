import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CompanyVisibilityOutput } from './dto/outputs/company-visibility.output';
import { CtrCurveOutput } from './dto/outputs/ctr-curve.output';
import { TrackerReportOutput } from './dto/outputs/tracker-report.output';

@Resolver(() => TrackerReportOutput)
export class TrackerVisibilityResolver {
  // One more aggregate read on top of the report's (priced there at 50).
  @FieldResolver(() => [CompanyVisibilityOutput], { description: 'Visibility score per company: latest, change and one point per run.', complexity: 10 })
  visibility(@Root() report: TrackerReportOutput, @Ctx() { services, viewer }: RequestContext): Promise<CompanyVisibilityOutput[]> {
    return services.trackerReports.visibility(viewer, report.instanceId, report.device);
  }

  // Read once per request with visibility's (the report service keeps it).
  @FieldResolver(() => CtrCurveOutput, { description: 'The click-through rates by position visibility (and share of voice) weigh positions with.', complexity: 5 })
  ctrCurve(@Root() report: TrackerReportOutput, @Ctx() { services, viewer }: RequestContext): Promise<CtrCurveOutput> {
    return services.trackerReports.ctrCurve(viewer, report.instanceId);
  }
}
