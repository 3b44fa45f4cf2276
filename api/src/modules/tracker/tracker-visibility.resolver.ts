import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CompanyVisibilityOutput } from './dto/outputs/company-visibility.output';
import { TrackerReportOutput } from './dto/outputs/tracker-report.output';

@Resolver(() => TrackerReportOutput)
export class TrackerVisibilityResolver {
  // One more aggregate read on top of the report's (priced there at 50).
  @FieldResolver(() => [CompanyVisibilityOutput], { description: 'Visibility score per company: latest, change and one point per run.', complexity: 10 })
  visibility(@Root() report: TrackerReportOutput, @Ctx() { services, viewer }: RequestContext): Promise<CompanyVisibilityOutput[]> {
    return services.trackerReports.visibility(viewer, report.instanceId, report.device);
  }
}
