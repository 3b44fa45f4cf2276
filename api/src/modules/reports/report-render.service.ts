import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { User } from '../auth/user.entity';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobEvents } from '../jobs/job-events';
import type { JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import type { BrandKitService } from './brand-kit.service';
import { renderReportHtml } from './report-html';
import type { ReportBrand } from './report-brand';
import type { ReportPdfRenderer } from './report-pdf-renderer';
import { ReportRender } from './report-render.entity';
import { Report } from './report.entity';
import { reportsMessages } from './reports.messages';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';

/** The steps of a render job, as its progress shows them. */
export const RENDER_STEPS = ['Gathering the report’s data', 'Rendering the PDF', 'Storing the PDF'] as const;

const RETRY_AFTER_SECONDS = 10;
/**
 * Renders of one user that print at once, on every runner: with two print slots per process or
 * worker, one user's queue of large reports never holds them all (the in-process runner grants the
 * same per user and kind).
 */
const PRINT_SLOTS_PER_USER = 1;
/** A running render untouched this long (past any render timeout) belonged to a worker that died: its slot is free. */
const HELD_SLOT_EXPIRES_MS = 6 * 60_000;

/** A report's PDF now, or the job rendering it. */
export type RenderStart = { render: ReportRender; job: null } | { render: null; job: Job };

/**
 * Report PDFs as durable jobs on the JobRunner (kind `report-render`): the job gathers the report's
 * page, prints it with Chromium and stores the PDF; a PDF stored for the same page and paper size is
 * reused, not printed again. The runner bounds how many print at once.
 */
export class ReportRenderService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobService,
    private readonly jobEvents: JobEvents,
    private readonly brandKits: BrandKitService,
    private readonly pdfRenderer: ReportPdfRenderer,
  ) {}

  /** The stored PDF of the report as it stands, or the render job (already under way, or started now). */
  async start(owner: User, report: Report): Promise<RenderStart> {
    const { fingerprint } = await this.pageOf(report, owner);
    const stored = await this.em.findOne(ReportRender, { report, fingerprint });
    if (stored) return { render: stored, job: null };
    const running = await this.em.findOne(Job, { kind: 'report-render', subjectId: report.id, status: { $in: [JobStatus.queued, JobStatus.running] } }, { orderBy: { createdAt: 'desc' } });
    if (running) return { render: null, job: running };
    const job = await this.jobs.start((_em, starts) => starts.create('report-render', { owner, workspaceId: report.workspaceId, subjectId: report.id, total: RENDER_STEPS.length }), { end: 'The PDF could not be rendered.' });
    return { render: null, job };
  }

  /** The report's PDF: the stored one, or rendered by a job waited for up to `timeoutMs`. */
  async pdf(owner: User, report: Report, timeoutMs: number): Promise<Buffer> {
    const started = await this.start(owner, report);
    const render = started.render ?? (await this.renderOf(await this.jobs.waitUntilFinished(started.job.id, this.jobEvents, timeoutMs)));
    await this.em.populate(render, ['pdf']);
    return render.pdf;
  }

  /**
   * Takes a print slot of the job's owner and marks the job running, or answers false while the
   * owner's other running renders hold every slot (the job then waits, holding no worker slot). The
   * check and the take are one transaction under a lock per owner, so two renders never take one slot.
   */
  async claimSlot(jobId: string): Promise<boolean> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.status !== JobStatus.queued) return true;
    const claimed = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`report-render:${job.ownerId}`]);
      const holding = await em.count(Job, { kind: 'report-render', ownerId: job.ownerId, status: JobStatus.running, id: { $ne: job.id }, updatedAt: { $gt: new Date(Date.now() - HELD_SLOT_EXPIRES_MS) } });
      if (holding >= PRINT_SLOTS_PER_USER) return false;
      await em.execute("update jobs set status = 'running', started_at = now(), updated_at = now() where id = ? and status = 'queued'", [job.id]);
      return true;
    });
    if (claimed) await this.jobs.markRunning(await this.em.refresh(job) ?? job, RENDER_STEPS.length);
    return claimed;
  }

  /** The job's step (its activity): gathers the page, prints it unless stored, stores it. */
  async render(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished) return;
    await this.jobs.markRunning(job, RENDER_STEPS.length);
    await this.jobs.reportProgress(job, 0, RENDER_STEPS[0]);
    const report = job.subjectId ? await this.em.findOne(Report, { id: job.subjectId }, { populate: ['snapshot'] }) : null;
    const owner = report ? await workspaceOwnerAtWork(this.em, report.workspaceId) : null;
    if (!report || !owner) throw new NonRetryableError(reportsMessages.reportGone);
    const { html, fingerprint } = await this.pageOf(report, owner);
    let render = await this.em.findOne(ReportRender, { report, fingerprint });
    if (!render) {
      await this.jobs.reportProgress(job, 1, RENDER_STEPS[1]);
      const started = Date.now();
      const pdf = await this.pdfRenderer.render(html, report.paperSize);
      await this.jobs.reportProgress(job, 2, RENDER_STEPS[2]);
      render = await this.store(report, fingerprint, pdf, Date.now() - started);
    }
    await this.jobs.succeed(job, { renderId: render.id }, 'PDF ready');
  }

  /** The look of the report's PDF, which its emails carry too. */
  brandOf(owner: User, report: Report): Promise<ReportBrand> {
    return this.brandKits.brandOf(owner, report);
  }

  /** The page the PDF prints and its fingerprint (with the paper size): equal fingerprints, equal PDFs. */
  private async pageOf(report: Report, owner: User): Promise<{ html: string; fingerprint: string }> {
    if (!report.snapshot) await this.em.populate(report, ['snapshot']);
    if (!report.snapshot) throw new NonRetryableError(reportsMessages.notBuiltYet);
    const html = renderReportHtml(report.snapshot, await this.brandOf(owner, report), { coverPage: report.coverPage });
    return { html, fingerprint: createHash('sha256').update(`${report.paperSize}\n${html}`).digest('hex') };
  }

  /** Keeps the report's latest render only; a render stored meanwhile by another job of the same page is taken as it is. */
  private async store(report: Report, fingerprint: string, pdf: Buffer, renderMs: number): Promise<ReportRender> {
    try {
      return await this.em.transactional(async (em) => {
        await em.nativeDelete(ReportRender, { report: report.id, fingerprint: { $ne: fingerprint } });
        const render = em.create(ReportRender, { report: em.getReference(Report, report.id), fingerprint, pdf, renderMs });
        await em.flush();
        return render;
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.em.fork().findOneOrFail(ReportRender, { report: report.id, fingerprint });
    }
  }

  private async renderOf(job: Job): Promise<ReportRender> {
    if (job.status === JobStatus.succeeded) {
      const renderId = typeof job.result?.renderId === 'string' ? job.result.renderId : null;
      const render = renderId ? await this.em.findOne(ReportRender, { id: renderId }) : null;
      if (render) return render;
    }
    if (!job.finished) throw new AppError('PROVIDER_UNAVAILABLE', reportsMessages.renderStillRunning, RETRY_AFTER_SECONDS);
    throw new AppError('CONFLICT', job.error ?? reportsMessages.renderFailed);
  }
}

/** A render spends nothing, so one that ends unfinished has nothing to give back. */
export class ReportRenderSettlement implements UnfinishedJobSettlement {
  settle(): Promise<void> {
    return Promise.resolve();
  }
}
