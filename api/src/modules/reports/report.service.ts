import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { SavedSerpAnalysis } from '../seo/research/saved-serp-analysis.entity';
import type { TrackingInstanceService } from '../tracker/tracking-instance.service';
import type { BrandKitService } from './brand-kit.service';
import { reportSchema } from './dto/inputs/report.input';
import { assertPlanIncludes } from './report-access';
import type { ReportBuilder } from './report-builder';
import { reportCsvBundle } from './report-csv';
import type { ReportDocument } from './report-document';
import { renderReportHtml } from './report-html';
import type { RenderStart, ReportRenderService } from './report-render.service';
import type { ReportSchedule } from './report-schedule';
import type { ReportSection } from './report-sections';
import { Report } from './report.entity';
import { payerOf, projectFilterOf, requireUser, workspaceOf } from '../auth/access';
import { reportsMessages } from './reports.messages';
import { projectClientOf, projectListFilterOf } from '../workspaces/workspace-client.service';
import { findReadableProjectOrFail } from '../ai-visibility/ai-visibility-project-access';

export interface ReportServiceDeps {
  em: EntityManager;
  trackingInstances: TrackingInstanceService;
  builder: ReportBuilder;
  brandKits: BrandKitService;
  renders: ReportRenderService;
  schedule: ReportSchedule;
  /** How long a PDF download waits for its render job before answering that it is still being rendered. */
  pdfWaitMs: number;
}

/** Client reports: their sections (each subject checked to be the owner's), their built data and every output of it. */
export class ReportService {
  private readonly em: EntityManager;
  private readonly trackingInstances: TrackingInstanceService;
  private readonly builder: ReportBuilder;
  private readonly brandKits: BrandKitService;
  private readonly renders: ReportRenderService;
  private readonly schedule: ReportSchedule;
  private readonly pdfWaitMs: number;

  constructor({ em, trackingInstances, builder, brandKits, renders, schedule, pdfWaitMs }: ReportServiceDeps) {
    this.em = em;
    this.trackingInstances = trackingInstances;
    this.builder = builder;
    this.brandKits = brandKits;
    this.renders = renders;
    this.schedule = schedule;
    this.pdfWaitMs = pdfWaitMs;
  }

  /** The reports the viewer may read (a client viewer: their client's), or only those of one client (`filter.clientId`), newest first. */
  async list(viewer: Viewer, filter: { clientId?: unknown } = {}): Promise<Report[]> {
    const user = requireUser(viewer);
    return this.em.find(Report, await projectListFilterOf(this.em, user, filter.clientId), { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * A report the viewer may read, and through it its share links, outputs and deliveries (a client
   * viewer: their client's); anyone else's is "not found" too, its existence not theirs to learn.
   */
  async findOwnReportOrFail(viewer: Viewer, id: string): Promise<Report> {
    const user = requireUser(viewer);
    const report = isUuid(id) ? await this.em.findOne(Report, { id, ...projectFilterOf(user) }) : null;
    if (!report) throw new AppError('NOT_FOUND', reportsMessages.reportNotFound);
    return report;
  }

  /** Saves the report and builds its data at once (research sections are charged as usual). */
  async create(viewer: Viewer, input: UntrustedInput<typeof reportSchema>): Promise<Report> {
    const user = requireUser(viewer);
    assertPlanIncludes(payerOf(user), 'reports');
    const { clientId, ...fields } = parseInput(reportSchema, input);
    const client = await projectClientOf(this.em, workspaceOf(user), clientId);
    await this.assertOwnSubjects(viewer, user, fields.sections, client ?? null);
    await this.brandKits.assertUsableForReport(user, fields.brandKitId);
    const report = this.em.create(Report, { ownerId: user.id, workspaceId: workspaceOf(user), ...fields, clientId: client ?? null });
    await this.em.flush();
    return this.rebuild(viewer, report);
  }

  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof reportSchema>): Promise<Report> {
    const report = await this.findOwnReportOrFail(viewer, id);
    // findOwnReportOrFail has required the viewer to be the signed-in owner.
    const user = viewer as User;
    assertPlanIncludes(payerOf(user), 'reports');
    const { clientId, ...fields } = parseInput(reportSchema, input);
    const client = await projectClientOf(this.em, report.workspaceId, clientId);
    await this.assertOwnSubjects(viewer, user, fields.sections, client === undefined ? report.clientId : client);
    await this.brandKits.assertUsableForReport(user, fields.brandKitId);
    this.em.assign(report, fields);
    if (client !== undefined) report.clientId = client;
    await this.em.flush();
    return this.rebuild(viewer, report);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const report = await this.findOwnReportOrFail(viewer, id);
    await this.schedule.remove(report.id);
    await this.em.removeAndFlush(report);
  }

  /** Builds the report's data again, for the current period. */
  async refresh(viewer: Viewer, id: string): Promise<Report> {
    const report = await this.findOwnReportOrFail(viewer, id);
    assertPlanIncludes(payerOf(viewer as User), 'reports');
    return this.rebuild(viewer, report);
  }

  async html(viewer: Viewer, id: string): Promise<string> {
    const report = await this.findOwnReportOrFail(viewer, id);
    return renderReportHtml(await this.documentOf(report), await this.brandKits.brandOf(viewer as User, report), { coverPage: report.coverPage });
  }

  /** The report's PDF: stored, or rendered by a job this waits for (pdfWaitMs at most). */
  async pdf(viewer: Viewer, id: string): Promise<{ fileName: string; content: Buffer }> {
    const report = await this.findOwnReportOrFail(viewer, id);
    await this.documentOf(report);
    return { fileName: fileNameOf(report, 'pdf'), content: await this.renders.pdf(viewer as User, report, this.pdfWaitMs) };
  }

  /** Starts rendering the report's PDF (a job whose progress the web shows), unless it is stored already. */
  async startPdf(viewer: Viewer, id: string): Promise<RenderStart> {
    const report = await this.findOwnReportOrFail(viewer, id);
    await this.documentOf(report);
    return this.renders.start(viewer as User, report);
  }

  async csvBundle(viewer: Viewer, id: string): Promise<{ fileName: string; content: Buffer }> {
    const report = await this.findOwnReportOrFail(viewer, id);
    return { fileName: fileNameOf(report, 'zip'), content: reportCsvBundle(await this.documentOf(report)) };
  }

  async rebuild(viewer: Viewer, report: Report): Promise<Report> {
    report.snapshot = await this.builder.build(viewer, report);
    report.snapshotAt = new Date();
    await this.em.flush();
    return report;
  }

  private async documentOf(report: Report): Promise<ReportDocument> {
    if (!report.snapshot) await this.em.populate(report, ['snapshot']);
    if (!report.snapshot) throw new AppError('CONFLICT', reportsMessages.notBuiltYet);
    return report.snapshot;
  }

  /**
   * Every instance, saved analysis and AI visibility project a section names must be the user's own (another
   * workspace's is "not found"); a client's report takes only that client's AI visibility projects and, for its
   * Search Console sections, instances, as its client viewers may read no other.
   */
  private async assertOwnSubjects(viewer: Viewer, user: User, sections: ReportSection[], clientId: string | null): Promise<void> {
    for (const section of sections) {
      if ('instanceId' in section) {
        const instance = await this.trackingInstances.findOwnInstanceOrFail(viewer, section.instanceId);
        if (section.kind === 'search-console' && clientId && instance.clientId !== clientId) throw new AppError('BAD_USER_INPUT', reportsMessages.searchConsoleInstanceOfAnotherClient);
      }
      if ('projectId' in section) {
        const project = await findReadableProjectOrFail(this.em, user, section.projectId);
        if (clientId && project.clientId !== clientId) throw new AppError('BAD_USER_INPUT', reportsMessages.aiProjectOfAnotherClient);
      }
      if ('savedAnalysisId' in section && !(await this.em.findOne(SavedSerpAnalysis, { id: section.savedAnalysisId, workspaceId: workspaceOf(user) }))) {
        throw new AppError('NOT_FOUND', reportsMessages.savedAnalysisNotFound);
      }
    }
  }
}

function fileNameOf(report: Report, extension: string): string {
  const stem = `${report.client}-${report.name}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'report';
  return `${stem}.${extension}`;
}
