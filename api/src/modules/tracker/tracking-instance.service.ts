import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { oneAtATime } from '../../common/time-slices';
import { keywordImportSchema } from './dto/inputs/keyword-import.input';
import { readKeywordImport } from './keyword-import';
import { nextRunAfter } from './tracking-domain';
import { TrackingInstance } from './tracking-instance.entity';
import type { TrackerSchedule } from './tracker-schedule';
import { MAX_KEYWORDS, trackingInstanceSchema } from './dto/inputs/create-tracking-instance.input';
import { changesRuns, changesSchedule } from './instance-changes';
import { trackingRunCost, type TrackingRunCost } from './tracking-run-cost';
import type { TrackerRepositoriesOn } from './tracker-repositories';
import { SERP_DEVICES, type SerpDevice } from '../seo/serp/serp-provider';
import { assertKeywordsWithinPlan, assertPlanIncludesTracking, findInstanceOfOrFail, findProjectInstanceOrFail, lockInstance, UNFINISHED_JOB_STATUSES } from './tracking-instance-access';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import { trackerMessages } from './tracker.messages';
import { projectClientOf, projectListFilterOf } from '../workspaces/workspace-client.service';
import { batchedLoad } from '../../common/batched-load';
import type { KeywordListSummary } from './tracking-keywords.repository';

/** The most keywords `keywordSummaryOf` previews. */
export const KEYWORD_PREVIEW_MAX = 50;
const KEYWORD_PREVIEW_MESSAGE = `The preview’s length must be a whole number from 0 to ${KEYWORD_PREVIEW_MAX}.`;
const keywordPreviewSchema = z.number({ error: KEYWORD_PREVIEW_MESSAGE }).int(KEYWORD_PREVIEW_MESSAGE).min(0, KEYWORD_PREVIEW_MESSAGE).max(KEYWORD_PREVIEW_MAX, KEYWORD_PREVIEW_MESSAGE);

export interface TrackingInstanceServiceDeps {
  em: EntityManager;
  jobs: JobService;
  schedule: TrackerSchedule;
  /** Called with the domains an edit added as competitors: their history is filled from stored results pages. */
  competitorsAdded?: (instance: TrackingInstance, domains: string[]) => Promise<unknown>;
  repositories: TrackerRepositoriesOn;
}

/** Tracking instances for their owners: list, read, create, edit (keeping the schedule in step) and remove. */
export class TrackingInstanceService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly schedule: TrackerSchedule;
  private readonly competitorsAdded: (instance: TrackingInstance, domains: string[]) => Promise<unknown>;
  private readonly repositories: TrackerRepositoriesOn;
  /** keywordSummaryOf's batches, per preview length (this service lives as long as its request). */
  private readonly keywordSummaryLoads = new Map<number, (instanceId: string) => Promise<KeywordListSummary>>();
  private readonly keywordLists = batchedLoad((ids: string[]) => this.repositories(this.em).keywords.keywordsOf(ids), [] as string[]);

  constructor({ em, jobs, schedule, competitorsAdded = () => Promise.resolve(), repositories }: TrackingInstanceServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.schedule = schedule;
    this.competitorsAdded = competitorsAdded;
    this.repositories = repositories;
  }

  /** The instances the viewer may read (a client viewer: their client's), or only those of one client (`filter.clientId`). */
  async list(viewer: Viewer, filter: { clientId?: unknown } = {}): Promise<TrackingInstance[]> {
    const user = requireUser(viewer);
    return this.em.find(TrackingInstance, await projectListFilterOf(this.em, user, filter.clientId), { orderBy: { createdAt: 'asc' } });
  }

  /** The queued or running job of each instance that has one. */
  async activeJobs(instanceIds: string[]): Promise<Map<string, Job>> {
    if (instanceIds.length === 0) return new Map();
    const jobs = await this.em.find(Job, { subjectId: { $in: instanceIds }, status: { $in: UNFINISHED_JOB_STATUSES } }, { orderBy: { createdAt: 'asc' } });
    return new Map(jobs.map((job) => [job.subjectId!, job]));
  }

  /** Each instance's keywords, in the order they were added. */
  keywordsOf(instances: TrackingInstance[]): Promise<Map<string, string[]>> {
    return this.repositories(this.em).keywords.keywordsOf(instances.map((instance) => instance.id));
  }

  /** The keywords of an instance the caller already reached, in the order they were added; the instances of one list asked in the same turn are read together. */
  keywordListOf(instanceId: string): Promise<string[]> {
    return this.keywordLists(instanceId);
  }

  /**
   * How many keywords an instance the caller already reached tracks, and its first `first` (0 to
   * KEYWORD_PREVIEW_MAX) in the order they were added. The instances of one list asked in the same turn
   * are read in one statement per length.
   */
  keywordSummaryOf(instanceId: string, first: unknown): Promise<KeywordListSummary> {
    const length = parseInput(keywordPreviewSchema, first);
    let load = this.keywordSummaryLoads.get(length);
    if (!load) {
      load = batchedLoad((ids: string[]) => this.repositories(this.em).keywords.summariesOf(ids, length), { count: 0, first: [] });
      this.keywordSummaryLoads.set(length, load);
    }
    return load(instanceId);
  }

  /**
   * Creates an instance from its settings and typed keywords, plus the keywords of a pasted or
   * uploaded CSV / TSV with their tags, target URL and device (its invalid and repeated lines
   * skipped, as the import preview shows): an agency's list goes in before any run spends credits.
   */
  async create(viewer: Viewer, input: UntrustedInput<typeof trackingInstanceSchema>, importText?: string | null): Promise<TrackingInstance> {
    const user = requireUser(viewer);
    assertPlanIncludesTracking(payerOf(user));
    const imported = importText ? await this.readImport(importText) : [];
    const typed = input.keywords ?? [];
    const withImported = imported.length > 0 && Array.isArray(typed) ? [...(typed as unknown[]), ...imported.map((line) => line.keyword)] : input.keywords;
    const { keywords, clientId, ...fields } = parseInput(trackingInstanceSchema, { ...input, keywords: withImported });
    assertKeywordsWithinPlan(payerOf(user), keywords.length);
    const client = await projectClientOf(this.em, workspaceOf(user), clientId);
    const instance = await this.em.transactional(async (em) => {
      const created = em.create(TrackingInstance, { ...fields, clientId: client ?? null, ownerId: user.id, workspaceId: workspaceOf(user), nextRunAt: nextRunAfter(fields, new Date()) });
      await em.flush();
      const trackedKeywords = this.repositories(em).keywords;
      await trackedKeywords.replaceList(created.id, keywords);
      if (imported.length > 0) await trackedKeywords.upsert(created.id, imported);
      return created;
    });
    await this.schedule.upsert(instance);
    return instance;
  }

  /**
   * Replaces an instance's settings, validated like a new one. Past results stay as they are: a
   * removed keyword or competitor keeps its rows, so history, charts and the CSV export still show
   * the runs that checked it. A new schedule moves the next run (and the Temporal Schedule).
   */
  async update(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof trackingInstanceSchema>): Promise<TrackingInstance> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    assertPlanIncludesTracking(payerOf(user));
    const { keywords, clientId, ...fields } = parseInput(trackingInstanceSchema, input);
    assertKeywordsWithinPlan(payerOf(user), keywords.length);
    const client = await projectClientOf(this.em, instance.workspaceId, clientId);
    const before = new Set(instance.companies.map((company) => company.domain));
    const { edited, rescheduled } = await this.em.transactional(async (em) => {
      const locked = await lockInstance(em, instance.id);
      const trackedKeywords = this.repositories(em).keywords;
      const current = (await trackedKeywords.keywordsOf([locked.id])).get(locked.id) ?? [];
      const running = await em.count(Job, { subjectId: locked.id, kind: 'tracker-run', status: { $in: UNFINISHED_JOB_STATUSES } });
      if (changesRuns({ ...locked, keywords: current }, { ...fields, keywords }) && running > 0) throw new AppError('CONFLICT', trackerMessages.runInProgress);
      const changesSlots = changesSchedule(locked, fields);
      em.assign(locked, fields);
      if (client !== undefined) locked.clientId = client;
      await trackedKeywords.replaceList(locked.id, keywords);
      if (changesSlots) locked.nextRunAt = nextRunAfter(fields, new Date());
      return { edited: locked, rescheduled: changesSlots };
    });
    if (rescheduled) await this.schedule.upsert(edited);
    const added = edited.competitors.map((competitor) => competitor.domain).filter((domain) => !before.has(domain));
    if (added.length > 0) await this.competitorsAdded(edited, added);
    return edited;
  }

  /** Adds one competitor (the domain field of the keyword history), validated like any edit; its history is filled as above. */
  async addCompetitor(viewer: Viewer, instanceId: string, competitor: { domain?: unknown; companyName?: unknown }): Promise<TrackingInstance> {
    const instance = await findInstanceOfOrFail(this.em, requireUser(viewer), instanceId);
    const keywords = (await this.repositories(this.em).keywords.keywordsOf([instance.id])).get(instance.id) ?? [];
    const { name, userDomain, userCompanyName, competitors, devices, resultCount, frequency, scheduledTime, timeZone, serpLocation, serpLanguage, serpCountry, serpDateRange, page, searchConsoleFlagPlaces } = instance;
    return this.update(viewer, instanceId, {
      name, userDomain, userCompanyName, keywords, devices, resultCount, frequency, scheduledTime, timeZone, serpLocation, serpLanguage, serpCountry, serpDateRange, page, searchConsoleFlagPlaces,
      competitors: [...competitors, competitor],
    });
  }

  /** The tracking credits one run of `keywordCount` keywords on `deviceCount` devices spends (what the create and edit forms show). */
  async runCost(viewer: Viewer, keywordCount: number, deviceCount = 1): Promise<TrackingRunCost> {
    requireUser(viewer);
    if (!Number.isInteger(keywordCount) || keywordCount < 0 || keywordCount > MAX_KEYWORDS) {
      throw new AppError('BAD_USER_INPUT', trackerMessages.keywordsOutOfRange(MAX_KEYWORDS));
    }
    if (!Number.isInteger(deviceCount) || deviceCount < 1 || deviceCount > SERP_DEVICES.length) {
      throw new AppError('BAD_USER_INPUT', trackerMessages.devicesOutOfRange(SERP_DEVICES.length));
    }
    return trackingRunCost(keywordCount * deviceCount);
  }

  /** What the next run of an instance the caller already reached spends: the rule startRun charges by. */
  async runCreditsOf(instance: { id: string; devices: readonly SerpDevice[] }): Promise<number> {
    return trackingRunCost(await this.repositories(this.em).keywords.searchCount(instance.id, instance.devices)).credits;
  }

  /** An instance the viewer may read in the tracker views (a client viewer: their client's); any other is "not found". */
  async findOwnInstanceOrFail(viewer: Viewer, instanceId: string): Promise<TrackingInstance> {
    const user = requireUser(viewer);
    return findProjectInstanceOrFail(this.em, user, instanceId);
  }

  async remove(viewer: Viewer, instanceId: string): Promise<void> {
    const instance = await findInstanceOfOrFail(this.em, requireUser(viewer), instanceId);
    const unfinished = await this.em.find(Job, { subjectId: instance.id, status: { $in: UNFINISHED_JOB_STATUSES } });
    for (const job of unfinished) await this.jobs.cancel(viewer, job.id);
    await this.schedule.remove(instance.id);
    await this.em.removeAndFlush(instance);
  }

  private async readImport(importText: string) {
    const { text } = parseInput(keywordImportSchema, { text: importText });
    return (await oneAtATime(() => readKeywordImport(text, new Set()))).keywords;
  }
}
