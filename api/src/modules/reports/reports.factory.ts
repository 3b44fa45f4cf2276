import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { SendingLimits } from '../../common/sending-limits';
import type { UnsubscribeLinks } from '../alerts/unsubscribe-links';
import type { EmailSender } from '../email/email-sender';
import type { JobEvents } from '../jobs/job-events';
import type { JobService } from '../jobs/job.service';
import type { ResearchService } from '../seo/research/research.service';
import type { TrackerReportService } from '../tracker/tracker-report.service';
import type { AiVisibilityAnswersService } from '../ai-visibility/ai-visibility-answers.service';
import type { AiVisibilityRunService } from '../ai-visibility/ai-visibility-run.service';
import type { TrackingInstanceService } from '../tracker/tracking-instance.service';
import { BrandKitService } from './brand-kit.service';
import { ReportBuilder } from './report-builder';
import { ReportDeliveryService } from './report-delivery.service';
import type { ReportDeliveryListener } from './report-delivery-listener';
import type { ReportPdfRenderer } from './report-pdf-renderer';
import { ReportRenderService } from './report-render.service';
import type { ReportSchedule } from './report-schedule';
import { ReportShareService } from './report-share.service';
import { ReportService } from './report.service';
import { ReportUnsubscribes } from './report-unsubscribes';

export interface ReportsModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  jobEvents: JobEvents;
  pdfRenderer: ReportPdfRenderer;
  schedule: ReportSchedule;
  email: EmailSender;
  sendingLimits: SendingLimits;
  unsubscribeLinks: UnsubscribeLinks;
  /** Told of each report emailed. */
  deliveryListener: ReportDeliveryListener;
  /** Report sections are read through the services that own them. */
  trackingInstances: TrackingInstanceService;
  trackerReports: TrackerReportService;
  research: ResearchService;
  aiVisibilityRuns: AiVisibilityRunService;
  aiVisibilityAnswers: AiVisibilityAnswersService;
  /** How long a PDF download waits for its render job before answering that it is still being rendered. */
  pdfWaitMs: number;
  /** The public address shared report links start with. */
  publicUrl: string;
}

export interface ReportServices {
  brandKits: BrandKitService;
  renders: ReportRenderService;
  reports: ReportService;
  reportShares: ReportShareService;
  reportDeliveries: ReportDeliveryService;
  reportUnsubscribes: ReportUnsubscribes;
}

/** The reports module's services on one unit of work, each built when first used. */
export function createReportServices(needs: ReportsModuleNeeds): Readonly<ReportServices> {
  const { em } = needs;
  const services: Readonly<ReportServices> = builtOnFirstRead<ReportServices>({
    brandKits: () => new BrandKitService(em),
    renders: () => new ReportRenderService(em, needs.jobs, needs.jobEvents, services.brandKits, needs.pdfRenderer),
    reports: () =>
      new ReportService({
        em,
        trackingInstances: needs.trackingInstances,
        builder: new ReportBuilder({
          em,
          trackingInstances: needs.trackingInstances,
          trackerReports: needs.trackerReports,
          research: needs.research,
          get aiVisibilityRuns() { return needs.aiVisibilityRuns; },
          get aiVisibilityAnswers() { return needs.aiVisibilityAnswers; },
        }),
        brandKits: services.brandKits,
        renders: services.renders,
        schedule: needs.schedule,
        pdfWaitMs: needs.pdfWaitMs,
      }),
    reportShares: () => new ReportShareService({ em, reports: services.reports, brandKits: services.brandKits, publicUrl: needs.publicUrl }),
    reportUnsubscribes: () => new ReportUnsubscribes(em, needs.unsubscribeLinks),
    reportDeliveries: () =>
      new ReportDeliveryService({
        em,
        jobs: needs.jobs,
        reports: services.reports,
        shares: services.reportShares,
        renders: services.renders,
        email: needs.email,
        schedule: needs.schedule,
        listener: needs.deliveryListener,
        limits: needs.sendingLimits,
        unsubscribes: services.reportUnsubscribes,
      }),
  });
  return services;
}
