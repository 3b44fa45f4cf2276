import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { NotFoundPageArgs } from './dto/inputs/not-found-page.input';
import { NotFoundPageOutput } from './dto/outputs/not-found-page.output';
import { NotFoundRowOutput } from './dto/outputs/not-found-row.output';
import { TrackerReportOutput } from './dto/outputs/tracker-report.output';
import { TrackingResultOutput } from './dto/outputs/tracking-result.output';

/** The latest run's rows of a report, read only when a client asks for them: the screen reads a page. */
@Resolver(() => TrackerReportOutput)
export class TrackerReportRowsResolver {
  @FieldResolver(() => NotFoundPageOutput, { description: 'A page of the latest run’s searches where a company was not within the checked results, keyword first.', complexity: 10 })
  notFoundPage(@Root() report: TrackerReportOutput, @Args() page: NotFoundPageArgs, @Ctx() { services, viewer }: RequestContext): Promise<NotFoundPageOutput> {
    return services.trackerReports.notFoundPage(viewer, report.instanceId, report.device, page);
  }

  @FieldResolver(() => [TrackingResultOutput], { description: 'Every row of the most recent completed run (GET /api/instances/:id/latest reads the same).', complexity: 10 })
  latest(@Root() report: TrackerReportOutput, @Ctx() { services, viewer }: RequestContext): Promise<TrackingResultOutput[]> {
    return services.trackerReports.latest(viewer, report.instanceId, report.device);
  }

  @FieldResolver(() => [NotFoundRowOutput], { deprecationReason: 'Every row at once; read notFoundPage.', complexity: 10 })
  notFound(@Root() report: TrackerReportOutput, @Ctx() { services, viewer }: RequestContext): Promise<NotFoundRowOutput[]> {
    return services.trackerReports.everyNotFound(viewer, report.instanceId, report.device);
  }
}
