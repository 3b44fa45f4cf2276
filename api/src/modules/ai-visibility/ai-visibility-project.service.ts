import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow, plans } from '../plans/plans';
import { projectClientOf, projectListFilterOf } from '../workspaces/workspace-client.service';
import { AiVisibilityProject, type AiBrand } from './ai-visibility-project.entity';
import { brandsOf, findReadableProjectOrFail, findWorkableProjectOrFail, runUnderWay } from './ai-visibility-project-access';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { nextAiRunAfter, scheduleOfProject, type AiVisibilitySchedule } from './ai-visibility-schedule';
import { aiBrandSchema, createProjectSchema, MAX_COMPETITORS, PROJECT_DEFAULTS, repeatedBrandName, updateProjectSchema } from './dto/inputs/ai-visibility-project.input';

export interface AiVisibilityProjectServiceDeps {
  em: EntityManager;
  /** Re-reads the project's stored answers for its brands as they now are (a job; no engine is asked); its job id, or null when there is nothing stored. */
  brandsChanged: (project: AiVisibilityProject) => Promise<string | null>;
  /** The project's scheduled runs: a Temporal Schedule, or next_run_at for the in-process scheduler. */
  schedule: AiVisibilitySchedule;
}

type ScheduleChange = { frequency: AiVisibilityProject['scheduleFrequency']; weekday?: number | null; hour?: number | null; timeZone?: string | null };

/** AI visibility projects: list, read, create, edit, remove, and add a competitor (which re-reads the stored answers). */
export class AiVisibilityProjectService {
  private readonly em: EntityManager;
  private readonly brandsChanged: (project: AiVisibilityProject) => Promise<string | null>;
  private readonly schedule: AiVisibilitySchedule;

  constructor({ em, brandsChanged, schedule }: AiVisibilityProjectServiceDeps) {
    this.em = em;
    this.brandsChanged = brandsChanged;
    this.schedule = schedule;
  }

  /** The projects the viewer may read (a client viewer: their client's), or only those of one client. */
  async list(viewer: Viewer, filter: { clientId?: unknown } = {}): Promise<AiVisibilityProject[]> {
    const user = requireUser(viewer);
    return this.em.find(AiVisibilityProject, await projectListFilterOf(this.em, user, filter.clientId), { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async get(viewer: Viewer, id: string): Promise<AiVisibilityProject> {
    return findReadableProjectOrFail(this.em, requireUser(viewer), id);
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof createProjectSchema>): Promise<AiVisibilityProject> {
    const user = requireUser(viewer);
    const workspaceId = workspaceOf(user);
    const { clientId, schedule, ...fields } = parseInput(createProjectSchema, input);
    assertDistinctBrands(fields.brand, fields.competitors);
    assertPromptsWithinPlan(payerOf(user), fields.prompts.length);
    const client = await projectClientOf(this.em, workspaceId, clientId);
    const project = this.em.create(AiVisibilityProject, {
      ...fields,
      samples: fields.samples ?? PROJECT_DEFAULTS.samples,
      country: fields.country ?? PROJECT_DEFAULTS.country,
      language: fields.language ?? PROJECT_DEFAULTS.language,
      ownerId: user.id,
      workspaceId,
      clientId: client ?? null,
    });
    if (schedule) applySchedule(project, schedule);
    await this.em.flush();
    if (schedule) await this.schedule.upsert(project);
    return project;
  }

  /** Changes the fields given; new brands, aliases or domains re-read the stored answers. */
  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof updateProjectSchema>): Promise<{ project: AiVisibilityProject; reextractionJobId: string | null }> {
    const user = requireUser(viewer);
    const project = await findWorkableProjectOrFail(this.em, user, id);
    const { clientId, schedule, ...fields } = parseInput(updateProjectSchema, input);
    const brandsBefore = JSON.stringify(brandsOf(project));
    const changed = withoutUndefined(fields);
    assertDistinctBrands(changed.brand ?? project.brand, changed.competitors ?? project.competitors);
    if (changed.prompts) assertPromptsWithinPlan(payerOf(user), changed.prompts.length);
    const client = await projectClientOf(this.em, project.workspaceId, clientId);
    this.em.assign(project, changed);
    if (client !== undefined) project.clientId = client;
    if (schedule) applySchedule(project, schedule);
    await this.em.flush();
    if (schedule) await this.schedule.upsert(project);
    const reextractionJobId = JSON.stringify(brandsOf(project)) === brandsBefore ? null : await this.brandsChanged(project);
    return { project, reextractionJobId };
  }

  async delete(viewer: Viewer, id: string): Promise<void> {
    const project = await findWorkableProjectOrFail(this.em, requireUser(viewer), id);
    // Its run's samples and refunds go with it: a run under way ends first (or is cancelled).
    if (await runUnderWay(this.em, project.id)) throw new AppError('CONFLICT', aiVisibilityMessages.runUnderWay);
    await this.em.remove(project).flush();
    await this.schedule.remove(project.id);
  }

  /** Adds a competitor and re-reads every stored answer of the project for it, as a job: no engine is asked again. */
  async addCompetitor(viewer: Viewer, id: string, input: UntrustedInput<typeof aiBrandSchema>): Promise<{ project: AiVisibilityProject; reextractionJobId: string | null }> {
    const user = requireUser(viewer);
    const project = await findWorkableProjectOrFail(this.em, user, id);
    const competitor = parseInput(aiBrandSchema, input);
    if (project.competitors.length >= MAX_COMPETITORS) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.atMost('competitors', MAX_COMPETITORS));
    assertDistinctBrands(project.brand, [...project.competitors, competitor]);
    project.competitors = [...project.competitors, competitor];
    await this.em.flush();
    return { project, reextractionJobId: await this.brandsChanged(project) };
  }
}

/** Sets the schedule's parts given (the others stay) and moves the next run to the schedule's next slot, or clears it. */
function applySchedule(project: AiVisibilityProject, change: ScheduleChange): void {
  project.scheduleFrequency = change.frequency;
  if (change.weekday !== undefined && change.weekday !== null) project.scheduleWeekday = change.weekday;
  if (change.hour !== undefined && change.hour !== null) project.scheduleHour = change.hour;
  if (change.timeZone) project.scheduleTimeZone = change.timeZone;
  project.nextRunAt = nextAiRunAfter(scheduleOfProject(project), new Date());
}

function assertDistinctBrands(brand: AiBrand, competitors: readonly AiBrand[]): void {
  const repeated = repeatedBrandName(brand, competitors);
  if (repeated) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.repeatedBrand(repeated));
}

/** Prompts one project of the payer's plan may hold (admins: the largest plan's). */
export function promptsAllowed(payer: User): number {
  return payer.isAdmin ? Math.max(...plans.map((plan) => plan.limits.aiPromptsPerProject)) : getPlanOrThrow(payer.planId).limits.aiPromptsPerProject;
}

export function assertPromptsWithinPlan(payer: User, count: number): void {
  const allowed = promptsAllowed(payer);
  if (count > allowed) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.tooManyPrompts(allowed, getPlanOrThrow(payer.planId).name));
}

function withoutUndefined<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
