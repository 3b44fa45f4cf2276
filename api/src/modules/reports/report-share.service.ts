import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import type { BrandKitService } from './brand-kit.service';
import { shareLinkSchema } from './dto/inputs/share-link.input';
import { assertPlanIncludes } from './report-access';
import { renderReportHtml } from './report-html';
import type { ReportDelivery } from './report-delivery.entity';
import { ReportShareLink, ReportShareLinkOpen } from './report.entity';
import type { ReportService } from './report.service';
import { reportsMessages } from './reports.messages';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import { payerOf } from '../auth/access';

/** 24 random bytes (192 bits) as base64url: 32 characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const OPENS_LISTED = 50;

export const sharePath = (token: string) => `/r/${token}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ReportShareServiceDeps {
  em: EntityManager;
  reports: ReportService;
  brandKits: BrandKitService;
  publicUrl: string;
}

/**
 * Read-only links to a report's snapshot, opened without signing in. Only the token's hash is stored,
 * so the full link is shown once, when it is made. A revoked or expired link is not found, at once.
 */
export class ReportShareService {
  private readonly em: EntityManager;
  private readonly reports: ReportService;
  private readonly brandKits: BrandKitService;
  private readonly publicUrl: string;

  constructor({ em, reports, brandKits, publicUrl }: ReportShareServiceDeps) {
    this.em = em;
    this.reports = reports;
    this.brandKits = brandKits;
    this.publicUrl = publicUrl;
  }

  async create(viewer: Viewer, reportId: string, input: UntrustedInput<typeof shareLinkSchema>): Promise<{ link: ReportShareLink; url: string }> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(payerOf(viewer as User), 'reports');
    const { expiresAt } = parseInput(shareLinkSchema, input);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const link = this.em.create(ReportShareLink, { report, tokenHash: hashOf(token), expiresAt });
    await this.em.flush();
    return { link, url: this.urlOf(token) };
  }

  /**
   * The share link a delivery emails: made on its first attempt and kept with it (its token too,
   * while the delivery is pending), so every retry sends the same link and no other is made. Null once
   * the owner revoked that link: a retry then emails the report without one.
   */
  async forDelivery(delivery: ReportDelivery): Promise<string | null> {
    if (delivery.shareLink) {
      const link = await this.em.findOneOrFail(ReportShareLink, delivery.shareLink.id, { refresh: true });
      return link.revokedAt || !delivery.shareToken ? null : this.urlOf(delivery.shareToken);
    }
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    delivery.shareLink = this.em.create(ReportShareLink, { report: delivery.report, tokenHash: hashOf(token), expiresAt: null });
    delivery.shareToken = token;
    await this.em.flush();
    return this.urlOf(token);
  }

  async list(viewer: Viewer, reportId: string): Promise<ReportShareLink[]> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    return this.em.find(ReportShareLink, { report }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async revoke(viewer: Viewer, reportId: string, linkId: string): Promise<ReportShareLink> {
    const link = await this.findOwnLinkOrFail(viewer, reportId, linkId);
    link.revokedAt ??= new Date();
    await this.em.flush();
    return link;
  }

  /** When the link was opened, newest first. */
  async opens(viewer: Viewer, reportId: string, linkId: string): Promise<Date[]> {
    const link = await this.findOwnLinkOrFail(viewer, reportId, linkId);
    const opens = await this.em.find(ReportShareLinkOpen, { link }, { orderBy: { createdAt: 'desc' }, limit: OPENS_LISTED });
    return opens.map((open) => open.createdAt);
  }

  /**
   * The report page a token opens, counted in the owner's access log; null for any token that is
   * malformed, unknown, revoked or expired (all answered alike: 404).
   */
  async open(token: string, now = new Date()): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const link = await this.em.findOne(ReportShareLink, { tokenHash: hashOf(token), revokedAt: null, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { populate: ['report', 'report.snapshot'] });
    const snapshot = link?.report.snapshot;
    if (!link || !snapshot) return null;
    const owner = await workspaceOwnerAtWork(this.em, link.report.workspaceId);
    if (!owner) return null;
    await this.em.transactional(async (em) => {
      await em.execute('update report_share_links set open_count = open_count + 1, last_opened_at = ? where id = ?', [now, link.id]);
      em.create(ReportShareLinkOpen, { link: em.getReference(ReportShareLink, link.id), createdAt: now, updatedAt: now });
    });
    return renderReportHtml(snapshot, await this.brandKits.brandOf(owner, link.report), { noindex: true, coverPage: link.report.coverPage });
  }

  private urlOf(token: string): string {
    return `${this.publicUrl}${sharePath(token)}`;
  }

  private async findOwnLinkOrFail(viewer: Viewer, reportId: string, linkId: string): Promise<ReportShareLink> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    const link = isUuid(linkId) ? await this.em.findOne(ReportShareLink, { id: linkId, report }) : null;
    if (!link) throw new AppError('NOT_FOUND', reportsMessages.shareLinkNotFound);
    return link;
  }
}
