import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../auth/access';
import type { MaintenanceService } from '../admin/maintenance.service';
import { Job } from '../jobs/job.entity';
import { bulkKeywordsSchema, keywordFilterSchema } from './dto/inputs/bulk-keywords.input';
import { keywordImportSchema } from './dto/inputs/keyword-import.input';
import { parseKeywordImport, type ImportLine } from './keyword-import';
import { TrackingKeywordsRepository, type TrackedKeyword } from './tracking-keywords.repository';
import { RUN_IN_PROGRESS_MESSAGE } from './tracking-instance.service';
import { findInstanceOfOrFail, keywordsAllowed, lockInstance, UNFINISHED_JOB_STATUSES } from './tracking-instance-access';

export interface ImportPreview {
  lines: ImportLine[];
  added: number;
  updated: number;
  duplicates: number;
  invalid: number;
  /** Keywords the instance would hold after saving, and its plan's limit. */
  keywordsAfter: number;
  keywordLimit: number;
  /** Why saving would be refused (over the plan's limit), or null. */
  problem: string | null;
}

export interface ImportResult {
  added: number;
  updated: number;
  skipped: number;
}

/** An instance's keywords for their owner: import (preview, then save), bulk tag / retag / delete, list and export. */
export class TrackingKeywordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly maintenance: MaintenanceService,
  ) {}

  /** What saving the import would do, line by line; nothing is saved. */
  async previewImport(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof keywordImportSchema>): Promise<ImportPreview> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { text } = parseInput(keywordImportSchema, input);
    return this.preview(this.em, instance.id, text, keywordsAllowed(user));
  }

  /**
   * Saves the new and updated lines of an import in one transaction (the invalid and repeated ones
   * are skipped, as the preview showed). Adding keywords changes what a run checks, so it waits for
   * a run in progress to end.
   */
  async importKeywords(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof keywordImportSchema>): Promise<ImportResult> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { text } = parseInput(keywordImportSchema, input);
    return this.em.transactional(async (em) => {
      await this.lockIdle(em, instance.id);
      const preview = await this.preview(em, instance.id, text, keywordsAllowed(user));
      if (preview.problem) throw new AppError('BAD_USER_INPUT', preview.problem);
      const saved = preview.lines.filter((line) => line.status === 'new' || line.status === 'update');
      const keywords: TrackedKeyword[] = saved.map(({ keyword, tags, targetUrl, device }) => ({ keyword, tags, targetUrl, device }));
      const added = await new TrackingKeywordsRepository(em).upsert(instance.id, keywords);
      return { added, updated: keywords.length - added, skipped: preview.lines.length - keywords.length };
    });
  }

  /** Tags, retags or deletes the keywords named, or all matching the filter; returns how many changed. */
  async bulkEdit(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof bulkKeywordsSchema>): Promise<number> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { action, keywords, tag, search, tags } = parseInput(bulkKeywordsSchema, input);
    return this.em.transactional(async (em) => {
      // Deleting changes what a run checks; tags do not.
      if (action === 'delete') await this.lockIdle(em, instance.id);
      const repository = new TrackingKeywordsRepository(em);
      const changed = await repository.bulk(instance.id, { keywords, filter: { tag, search } }, { action, tags });
      if (action === 'delete' && (await repository.count(instance.id)) === 0) throw new AppError('BAD_USER_INPUT', 'An instance needs at least one keyword.');
      return changed;
    });
  }

  /** The instance's keywords with their tags, target pages and devices, filtered. */
  async list(viewer: Viewer, instanceId: string, filter: UntrustedInput<typeof keywordFilterSchema> = {}): Promise<TrackedKeyword[]> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    return new TrackingKeywordsRepository(this.em).list(instance.id, parseInput(keywordFilterSchema, filter));
  }

  async tags(viewer: Viewer, instanceId: string): Promise<{ tag: string; keywords: number }[]> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    return new TrackingKeywordsRepository(this.em).tags(instance.id);
  }

  private async preview(em: EntityManager, instanceId: string, text: string, keywordLimit: number): Promise<ImportPreview> {
    const repository = new TrackingKeywordsRepository(em);
    const candidates = parseKeywordImport(text, new Set());
    const tracked = await repository.trackedKeys(
      instanceId,
      candidates.keywords.map((keyword) => keyword.keyword),
    );
    const { lines } = parseKeywordImport(text, tracked);
    const count = (status: ImportLine['status']) => lines.filter((line) => line.status === status).length;
    const keywordsAfter = (await repository.count(instanceId)) + count('new');
    return {
      lines,
      added: count('new'),
      updated: count('update'),
      duplicates: count('duplicate'),
      invalid: count('invalid'),
      keywordsAfter,
      keywordLimit,
      problem: keywordsAfter > keywordLimit ? `Track at most ${keywordLimit.toLocaleString('en-US')} keywords per instance on your plan.` : null,
    };
  }

  private async lockIdle(em: EntityManager, instanceId: string): Promise<void> {
    await lockInstance(em, instanceId);
    const running = await em.count(Job, { subjectId: instanceId, kind: 'tracker-run', status: { $in: UNFINISHED_JOB_STATUSES } });
    if (running > 0) throw new AppError('CONFLICT', RUN_IN_PROGRESS_MESSAGE);
  }
}
