import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { oneAtATime } from '../../common/time-slices';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { Job } from '../jobs/job.entity';
import { bulkKeywordsSchema, keywordFilterSchema } from './dto/inputs/bulk-keywords.input';
import { keywordImportSchema } from './dto/inputs/keyword-import.input';
import { updateTrackedKeywordSchema } from './dto/inputs/update-tracked-keyword.input';
import { IMPORT_SAMPLE_LINES, readKeywordImport, type ImportLine } from './keyword-import';
import type { TrackedKeyword } from './tracking-keywords.repository';
import type { TrackerRepositoriesOn } from './tracker-repositories';
import { findInstanceOfOrFail, findProjectInstanceOrFail, keywordsAllowed, lockInstance, UNFINISHED_JOB_STATUSES } from './tracking-instance-access';
import { payerOf, requireUser } from '../auth/access';
import { trackerMessages } from './tracker.messages';


export interface ImportPreview {
  /** The first IMPORT_SAMPLE_LINES lines of each status, in file order: never the whole file echoed back. */
  lines: ImportLine[];
  /** How many lines of each status `lines` shows at most. */
  sampleLines: number;
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

export interface TrackingKeywordsServiceDeps {
  em: EntityManager;
  repositories: TrackerRepositoriesOn;
}

/** An instance's keywords for their owner: import (preview, then save), bulk tag / retag / delete, list and export. */
export class TrackingKeywordsService {
  private readonly em: EntityManager;
  private readonly repositories: TrackerRepositoriesOn;

  constructor({ em, repositories }: TrackingKeywordsServiceDeps) {
    this.em = em;
    this.repositories = repositories;
  }

  /** What saving the import would do, line by line; nothing is saved. */
  async previewImport(viewer: Viewer, instanceId: string | null, input: UntrustedInput<typeof keywordImportSchema>): Promise<ImportPreview> {
    const user = requireUser(viewer);
    // No instance: the create form's import, read as the first keywords of a new instance.
    const instance = instanceId === null ? null : await findInstanceOfOrFail(this.em, user, instanceId);
    const { text } = parseInput(keywordImportSchema, input);
    return this.preview(this.em, instance?.id ?? null, text, keywordsAllowed(payerOf(user)));
  }

  /**
   * Saves the new and updated lines of an import in one transaction (the invalid and repeated ones
   * are skipped, as the preview showed). Adding keywords changes what a run checks, so it waits for
   * a run in progress to end.
   */
  async importKeywords(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof keywordImportSchema>): Promise<ImportResult> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { text } = parseInput(keywordImportSchema, input);
    return this.em.transactional(async (em) => {
      await this.lockIdle(em, instance.id);
      const { reading, problem } = await this.read(em, instance.id, text, keywordsAllowed(payerOf(user)));
      if (problem) throw new AppError('BAD_USER_INPUT', problem);
      const added = await this.repositories(em).keywords.upsert(instance.id, reading.keywords);
      return { added, updated: reading.keywords.length - added, skipped: reading.counts.duplicate + reading.counts.invalid };
    });
  }

  /**
   * Adds those of `keywords` the instance does not track yet (no tags, any page, the instance's
   * devices) and leaves the tracked ones as they are, in one transaction: for callers outside the
   * tracker (bulk research's "add to tracker"), whose keywords carry nothing to update.
   */
  async addMissing(viewer: Viewer, instanceId: string, keywords: readonly string[]): Promise<{ added: number; alreadyTracked: number }> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    return this.em.transactional(async (em) => {
      await this.lockIdle(em, instance.id);
      const repository = this.repositories(em).keywords;
      const tracked = await repository.allKeys(instance.id);
      const missing = new Map<string, string>();
      for (const keyword of keywords) {
        const key = keyword.toLowerCase();
        if (!tracked.has(key) && !missing.has(key)) missing.set(key, keyword);
      }
      const limit = keywordsAllowed(payerOf(user));
      if (tracked.size + missing.size > limit) throw new AppError('BAD_USER_INPUT', trackerMessages.keywordLimit(limit));
      const added = await repository.upsert(instance.id, [...missing.values()].map((keyword) => ({ keyword, tags: [], targetUrl: null, device: null })));
      return { added, alreadyTracked: keywords.length - added };
    });
  }

  /** Tags, retags or deletes the keywords named, or all matching the filter; returns how many changed. */
  async bulkEdit(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof bulkKeywordsSchema>): Promise<number> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { action, keywords, tag, search, serpFeature, tags } = parseInput(bulkKeywordsSchema, input);
    return this.em.transactional(async (em) => {
      // Deleting changes what a run checks; tags do not.
      if (action === 'delete') await this.lockIdle(em, instance.id);
      const repository = this.repositories(em).keywords;
      const changed = await repository.bulk(instance.id, { keywords, filter: { tag, search, serpFeature } }, { action, tags });
      if (action === 'delete' && (await repository.count(instance.id)) === 0) throw new AppError('BAD_USER_INPUT', trackerMessages.atLeastOneKeyword);
      return changed;
    });
  }

  /**
   * Replaces one keyword's tags and target page (the table's inline edit). Neither changes what a run
   * searches, so a run in progress does not hold it up.
   */
  async updateKeyword(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof updateTrackedKeywordSchema>): Promise<TrackedKeyword> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const { keyword, tags, targetUrl } = parseInput(updateTrackedKeywordSchema, input);
    const updated = await this.repositories(this.em).keywords.updateOne(instance.id, keyword, { tags, targetUrl });
    if (!updated) throw new AppError('NOT_FOUND', trackerMessages.keywordToEditNotTracked);
    return updated;
  }

  /** The instance's keywords with their tags, target pages and devices, filtered. */
  async list(viewer: Viewer, instanceId: string, filter: UntrustedInput<typeof keywordFilterSchema> = {}): Promise<TrackedKeyword[]> {
    const user = requireUser(viewer);
    const instance = await findProjectInstanceOrFail(this.em, user, instanceId);
    return this.repositories(this.em).keywords.list(instance.id, parseInput(keywordFilterSchema, filter));
  }

  async tags(viewer: Viewer, instanceId: string): Promise<{ tag: string; keywords: number }[]> {
    const user = requireUser(viewer);
    const instance = await findProjectInstanceOrFail(this.em, user, instanceId);
    return this.repositories(this.em).keywords.tags(instance.id);
  }

  private async preview(em: EntityManager, instanceId: string | null, text: string, keywordLimit: number): Promise<ImportPreview> {
    const { reading, keywordsAfter, problem } = await this.read(em, instanceId, text, keywordLimit);
    const { counts } = reading;
    return {
      lines: reading.sample,
      sampleLines: IMPORT_SAMPLE_LINES,
      added: counts.new,
      updated: counts.update,
      duplicates: counts.duplicate,
      invalid: counts.invalid,
      keywordsAfter,
      keywordLimit,
      problem,
    };
  }

  /** Reads the import against the keywords already tracked, and says whether saving would pass the plan's limit. */
  private async read(em: EntityManager, instanceId: string | null, text: string, keywordLimit: number) {
    const tracked = instanceId === null ? new Set<string>() : await this.repositories(em).keywords.allKeys(instanceId);
    const reading = await oneAtATime(() => readKeywordImport(text, tracked));
    const keywordsAfter = tracked.size + reading.counts.new;
    const problem = keywordsAfter > keywordLimit ? trackerMessages.keywordLimit(keywordLimit) : null;
    return { reading, keywordsAfter, problem };
  }

  private async lockIdle(em: EntityManager, instanceId: string): Promise<void> {
    await lockInstance(em, instanceId);
    const running = await em.count(Job, { subjectId: instanceId, kind: 'tracker-run', status: { $in: UNFINISHED_JOB_STATUSES } });
    if (running > 0) throw new AppError('CONFLICT', trackerMessages.runInProgress);
  }
}
