import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { BrandKitInput } from './dto/inputs/brand-kit.input';
import { ReportInput } from './dto/inputs/report.input';
import { ShareLinkInput } from './dto/inputs/share-link.input';
import { ReportScheduleInput } from './dto/inputs/report-schedule.input';
import {
  BrandKitOutput,
  CreatedShareLink,
  ReportDeliveryOutput,
  ReportOutput,
  ReportPdfRender,
  ShareLinkOutput,
  toBrandKitOutput,
  toDeliveryOutput,
  toPdfRenderOutput,
  toReportOutput,
  toShareLinkOutput,
} from './dto/outputs/report.output';

@Resolver()
export class ReportResolver {
  @Query(() => [ReportOutput], { description: 'Your client reports, newest first.' })
  async reports(
    @Arg('clientId', () => ID, { nullable: true, description: 'Only the reports grouped under this client.' }) clientId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<ReportOutput[]> {
    return (await services.reports.list(viewer, { clientId })).map(toReportOutput);
  }

  @Query(() => ReportOutput)
  async report(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ReportOutput> {
    return toReportOutput(await services.reports.findOwnReportOrFail(viewer, id));
  }

  @Query(() => String, { description: 'The report as a self-contained HTML page (the web view; the PDF prints the same page).' })
  async reportHtml(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<string> {
    return services.reports.html(viewer, id);
  }

  @Mutation(() => ReportOutput, { description: 'Creates a report and builds its data (research sections are charged as usual).' })
  async createReport(@Arg('input', () => ReportInput) input: ReportInput, @Ctx() { services, viewer }: RequestContext): Promise<ReportOutput> {
    return toReportOutput(await services.reports.create(viewer, input));
  }

  @Mutation(() => ReportOutput)
  async updateReport(@Arg('id', () => ID) id: string, @Arg('input', () => ReportInput) input: ReportInput, @Ctx() { services, viewer }: RequestContext): Promise<ReportOutput> {
    return toReportOutput(await services.reports.update(viewer, id, input));
  }

  @Mutation(() => ReportOutput, { description: 'Builds the report’s data again for the current period.' })
  async refreshReport(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ReportOutput> {
    return toReportOutput(await services.reports.refresh(viewer, id));
  }

  @Mutation(() => Boolean)
  async deleteReport(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.reports.remove(viewer, id);
    return true;
  }

  @Mutation(() => ReportPdfRender, { description: 'Starts rendering the report’s PDF as a job (gather data, render, store), unless it is stored already.' })
  async renderReportPdf(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ReportPdfRender> {
    return toPdfRenderOutput(await services.reports.startPdf(viewer, id));
  }

  @Query(() => [ShareLinkOutput])
  async reportShareLinks(@Arg('reportId', () => ID) reportId: string, @Ctx() { services, viewer }: RequestContext): Promise<ShareLinkOutput[]> {
    return (await services.reportShares.list(viewer, reportId)).map(toShareLinkOutput);
  }

  @Query(() => [Date], { description: 'When a share link was opened, newest first (the latest 50).' })
  async reportShareLinkOpens(@Arg('reportId', () => ID) reportId: string, @Arg('linkId', () => ID) linkId: string, @Ctx() { services, viewer }: RequestContext): Promise<Date[]> {
    return services.reportShares.opens(viewer, reportId, linkId);
  }

  @Mutation(() => CreatedShareLink)
  async createReportShareLink(
    @Arg('reportId', () => ID) reportId: string,
    @Arg('input', () => ShareLinkInput, { nullable: true }) input: ShareLinkInput | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<CreatedShareLink> {
    const { link, url } = await services.reportShares.create(viewer, reportId, input ?? {});
    return { id: link.id, url, link: toShareLinkOutput(link) };
  }

  @Mutation(() => ShareLinkOutput, { description: 'Revokes a share link: it answers 404 from now on.' })
  async revokeReportShareLink(@Arg('reportId', () => ID) reportId: string, @Arg('linkId', () => ID) linkId: string, @Ctx() { services, viewer }: RequestContext): Promise<ShareLinkOutput> {
    return toShareLinkOutput(await services.reportShares.revoke(viewer, reportId, linkId));
  }

  @Mutation(() => ReportOutput, { description: 'Sets (or, with frequency null, ends) the report’s scheduled delivery (Agency).' })
  async setReportSchedule(@Arg('id', () => ID) id: string, @Arg('input', () => ReportScheduleInput) input: ReportScheduleInput, @Ctx() { services, viewer }: RequestContext): Promise<ReportOutput> {
    return toReportOutput(await services.reportDeliveries.setSchedule(viewer, id, input));
  }

  @Mutation(() => ReportDeliveryOutput, { description: 'Emails the report to its recipients now (Agency).' })
  async sendReportNow(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ReportDeliveryOutput> {
    return toDeliveryOutput(await services.reportDeliveries.sendNow(viewer, id));
  }

  @Query(() => [ReportDeliveryOutput], { description: 'The report’s latest 20 deliveries, newest first.' })
  async reportDeliveries(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ReportDeliveryOutput[]> {
    return (await services.reportDeliveries.history(viewer, id)).map(toDeliveryOutput);
  }

  @Query(() => [String], { description: 'The report’s recipients who stopped its emails with the unsubscribe link each email carries; later deliveries skip them.' })
  async reportUnsubscribedRecipients(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<string[]> {
    return services.reportDeliveries.unsubscribedRecipients(viewer, id);
  }

  @Query(() => [BrandKitOutput], { description: 'Your brand kits (Agency plan), one per client; the default first.' })
  async brandKits(@Ctx() { services, viewer }: RequestContext): Promise<BrandKitOutput[]> {
    return (await services.brandKits.list(viewer)).map(toBrandKitOutput);
  }

  @Mutation(() => BrandKitOutput, { description: 'Adds a brand kit; the first one becomes the default.' })
  async createBrandKit(@Arg('input', () => BrandKitInput) input: BrandKitInput, @Ctx() { services, viewer }: RequestContext): Promise<BrandKitOutput> {
    return toBrandKitOutput(await services.brandKits.create(viewer, input));
  }

  @Mutation(() => BrandKitOutput)
  async updateBrandKit(@Arg('id', () => ID) id: string, @Arg('input', () => BrandKitInput) input: BrandKitInput, @Ctx() { services, viewer }: RequestContext): Promise<BrandKitOutput> {
    return toBrandKitOutput(await services.brandKits.update(viewer, id, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a brand kit; the default one only when it is the last.' })
  async deleteBrandKit(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.brandKits.delete(viewer, id);
    return true;
  }

  @Query(() => BrandKitOutput, { nullable: true, description: 'Your default brand kit (Agency plan); null until saved.' })
  async brandKit(@Ctx() { services, viewer }: RequestContext): Promise<BrandKitOutput | null> {
    const kit = await services.brandKits.get(viewer);
    return kit ? toBrandKitOutput(kit) : null;
  }

  @Mutation(() => BrandKitOutput, { description: 'Saves your default brand kit, creating it on first use.' })
  async saveBrandKit(@Arg('input', () => BrandKitInput) input: BrandKitInput, @Ctx() { services, viewer }: RequestContext): Promise<BrandKitOutput> {
    return toBrandKitOutput(await services.brandKits.save(viewer, input));
  }
}
