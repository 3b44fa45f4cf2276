import { LockMode, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid } from '../../common/validation';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow, plans } from '../plans/plans';
import { JobStatus } from '../jobs/job.entity';
import { TrackingInstance } from './tracking-instance.entity';
import { trackerMessages } from './tracker.messages';
import { projectFilterOf, workspaceOf } from '../auth/access';

/** Job statuses of a run that has not ended (an instance has at most one such tracker-run job). */
export const UNFINISHED_JOB_STATUSES = [JobStatus.queued, JobStatus.running];

/**
 * An instance of the workspace `user` acts in, for work on it beyond its tracker views (edits, runs,
 * alerts, digests): a client viewer is refused (workspaceOf). Another workspace's is "not found".
 */
export async function findInstanceOfOrFail(em: EntityManager, user: User, instanceId: string): Promise<TrackingInstance> {
  const instance = await findScopedInstance(em, instanceId, { workspaceId: workspaceOf(user) });
  if (!instance) throw new AppError('NOT_FOUND', trackerMessages.instanceNotFound);
  return instance;
}

/** An instance `user` may read in the tracker views: for a client viewer, only their client's; any other is "not found". */
export async function findProjectInstanceOrFail(em: EntityManager, user: User, instanceId: string): Promise<TrackingInstance> {
  const instance = await findScopedInstance(em, instanceId, projectFilterOf(user));
  if (!instance) throw new AppError('NOT_FOUND', trackerMessages.instanceNotFound);
  return instance;
}

/** Reads of an instance under way, per unit of work, by instance id and scope. */
const readsInFlight = new WeakMap<EntityManager, Map<string, Promise<TrackingInstance | null>>>();

/**
 * The instance if it is in `scope`. The fields of one GraphQL operation (the tracker screen asks for ten
 * sections of one instance at once) each look the instance up: the unit of work reads it once. An instance
 * this unit of work already holds is judged by its loaded workspace and client, as MikroORM answers a
 * lookup by primary key from its identity map; one being read is waited for, not read again.
 */
async function findScopedInstance(em: EntityManager, instanceId: string, scope: { workspaceId: string; clientId?: string }): Promise<TrackingInstance | null> {
  if (!isUuid(instanceId)) return null;
  const inScope = (instance: TrackingInstance | null) =>
    instance !== null && instance.workspaceId === scope.workspaceId && (scope.clientId === undefined || instance.clientId === scope.clientId) ? instance : null;
  const held = em.getUnitOfWork().getById<TrackingInstance>(TrackingInstance.name, instanceId);
  // A reference (em.getReference) holds its id only: read like any other.
  if (held && wrap(held).isInitialized()) return inScope(held);
  let reads = readsInFlight.get(em);
  if (!reads) readsInFlight.set(em, (reads = new Map<string, Promise<TrackingInstance | null>>()));
  const key = `${instanceId} ${scope.workspaceId} ${scope.clientId ?? ''}`;
  let read = reads.get(key);
  if (!read) {
    read = em.findOne(TrackingInstance, { id: instanceId, ...scope }).finally(() => reads.delete(key));
    reads.set(key, read);
  }
  // Checked again: a read in flight for one scope answers only that scope.
  return inScope(await read);
}

/**
 * The instance, re-read with its row locked until the transaction ends. Edits and run starts both take
 * this lock, so an edit that changes what a run checks sees every run created before it, and a run
 * created after the edit counts (and is charged for) the edited keywords.
 */
export function lockInstance(em: EntityManager, instanceId: string): Promise<TrackingInstance> {
  return em.findOneOrFail(TrackingInstance, { id: instanceId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Keywords one instance of the user may hold: their plan's limit (admins: the largest plan's). */
export function keywordsAllowed(user: User): number {
  return user.isAdmin ? Math.max(...plans.map((plan) => plan.limits.keywordsPerInstance)) : getPlanOrThrow(user.planId).limits.keywordsPerInstance;
}

export function assertKeywordsWithinPlan(user: User, keywordCount: number): void {
  const allowed = keywordsAllowed(user);
  if (keywordCount > allowed) throw new AppError('BAD_USER_INPUT', trackerMessages.keywordLimit(allowed));
}

export function assertPlanIncludesTracking(user: User): void {
  if (!user.isAdmin && !getPlanOrThrow(user.planId).limits.tracking) throw new AppError('FORBIDDEN', trackerMessages.notInPlan);
}
