import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { lockRow } from '../../db/row-locks';
import type { Viewer } from '../../common/viewer';
import { projectScopeOf, requireUser, type WorkspaceAccess } from '../auth/access';
import type { User } from '../auth/user.entity';
import { WorkspaceRole } from '../auth/workspace.entity';
import { CreditKind } from '../plans/credit-kind';
import { clientChangeSchema, newClientSchema } from './dto/inputs/workspace-client.input';
import type { WorkspaceClientOutput } from './dto/outputs/workspace-client.output';
import { clientSpendOf } from './client-budget';
import { WorkspaceClient } from './workspace-client.entity';
import type { WorkspaceService } from './workspace.service';
import { workspaceMessages } from './workspaces.messages';

/**
 * The client `clientId` names, if it is one of `workspaceId`'s: what a project is grouped under. Any
 * other id (another workspace's client, a deleted one, not an id) is "Client not found."
 */
export async function findClientOfOrFail(em: EntityManager, workspaceId: string, clientId: string): Promise<WorkspaceClient> {
  const client = isUuid(clientId) ? await em.findOne(WorkspaceClient, { id: clientId, workspaceId }) : null;
  if (!client) throw new AppError('NOT_FOUND', workspaceMessages.clientNotFound);
  return client;
}

/** A project's client as sent (see projectClientField): undefined keeps it, null ungroups it, an id must be a client of `workspaceId`. */
export async function projectClientOf(em: EntityManager, workspaceId: string, clientId: string | null | undefined): Promise<string | null | undefined> {
  if (clientId == null) return clientId;
  return (await findClientOfOrFail(em, workspaceId, clientId)).id;
}

/** A list's `clientId` filter: nothing when left out, else only that client's projects (a client of the workspace). */
export async function clientFilterOf(em: EntityManager, workspaceId: string, clientId: unknown): Promise<{ clientId?: string }> {
  if (clientId === undefined || clientId === null || clientId === '') return {};
  if (typeof clientId !== 'string') throw new AppError('NOT_FOUND', workspaceMessages.clientNotFound);
  return { clientId: (await findClientOfOrFail(em, workspaceId, clientId)).id };
}

/**
 * A list of projects `user` may read (see projectScopeOf), narrowed to one client when `clientId` names
 * one; a client viewer naming another client than their own is answered "Client not found."
 */
export async function projectListFilterOf(em: EntityManager, user: User, clientId: unknown): Promise<{ workspaceId: string; clientId?: string }> {
  const scope = projectScopeOf(user);
  const asked = await clientFilterOf(em, scope.workspaceId, clientId);
  if (!scope.clientId) return { workspaceId: scope.workspaceId, ...asked };
  if (asked.clientId && asked.clientId !== scope.clientId) throw new AppError('NOT_FOUND', workspaceMessages.clientNotFound);
  return { workspaceId: scope.workspaceId, clientId: scope.clientId };
}

/** The clients of a workspace: owners and admins manage them, members read them, a client viewer sees only their own. */
export class WorkspaceClientService {
  constructor(
    private readonly em: EntityManager,
    private readonly workspaces: WorkspaceService,
  ) {}

  async list(viewer: Viewer, workspaceId: string): Promise<WorkspaceClientOutput[]> {
    const access = await this.workspaces.accessOf(requireUser(viewer), workspaceId);
    const scope = access.role === WorkspaceRole.client ? { id: access.clientId ?? null } : {};
    const clients = await this.em.find(WorkspaceClient, { workspaceId, ...scope }, { orderBy: { name: 'asc', createdAt: 'asc' } });
    return Promise.all(clients.map((client) => this.toOutput(client)));
  }

  async create(viewer: Viewer, workspaceId: string, input: UntrustedInput<typeof newClientSchema>): Promise<WorkspaceClientOutput> {
    await this.managerAccess(viewer, workspaceId);
    const { name, budgets } = parseInput(newClientSchema, input);
    const client = await this.em.transactional(async (em) => {
      await lockRow(em, 'workspaces', workspaceId);
      await assertNameFree(em, workspaceId, name, null);
      return em.create(WorkspaceClient, { workspaceId, name, budgets });
    });
    return this.toOutput(client);
  }

  /** Renames a client or replaces its budgets (only what is sent changes). */
  async update(viewer: Viewer, workspaceId: string, clientId: string, input: UntrustedInput<typeof clientChangeSchema>): Promise<WorkspaceClientOutput> {
    await this.managerAccess(viewer, workspaceId);
    const change = parseInput(clientChangeSchema, input);
    const client = await this.em.transactional(async (em) => {
      await lockRow(em, 'workspaces', workspaceId);
      const found = await findClientOfOrFail(em, workspaceId, clientId);
      if (change.name !== undefined) {
        await assertNameFree(em, workspaceId, change.name, found.id);
        found.name = change.name;
      }
      if (change.budgets !== undefined) found.budgets = change.budgets;
      return found;
    });
    return this.toOutput(client);
  }

  /** Deletes a client: its projects stay, ungrouped (the foreign keys set them to none), and its client viewers lose their access. */
  async remove(viewer: Viewer, workspaceId: string, clientId: string): Promise<void> {
    await this.managerAccess(viewer, workspaceId);
    const client = await findClientOfOrFail(this.em, workspaceId, clientId);
    await this.em.removeAndFlush(client);
  }

  private async toOutput(client: WorkspaceClient): Promise<WorkspaceClientOutput> {
    const now = new Date();
    const budgets = await Promise.all(
      Object.values(CreditKind).flatMap((kind) => {
        const credits = client.budgets[kind];
        return credits === undefined ? [] : [clientSpendOf(this.em, client.id, kind, now).then((used) => ({ kind, credits, used }))];
      }),
    );
    return { id: client.id, name: client.name, budgets, createdAt: client.createdAt };
  }

  private async managerAccess(viewer: Viewer, workspaceId: string): Promise<WorkspaceAccess> {
    const access = await this.workspaces.accessOf(requireUser(viewer), workspaceId);
    if (access.role === WorkspaceRole.client) throw new AppError('NOT_FOUND', workspaceMessages.clientNotFound);
    if (access.role !== WorkspaceRole.owner && access.role !== WorkspaceRole.admin) throw new AppError('FORBIDDEN', workspaceMessages.manageClientsForbidden);
    return access;
  }
}

async function assertNameFree(em: EntityManager, workspaceId: string, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await em.execute<{ id: string }[]>('select id from workspace_clients where workspace_id = ? and lower(name) = lower(?) and (?::uuid is null or id <> ?::uuid)', [workspaceId, name, exceptId, exceptId]);
  if (taken) throw new AppError('CONFLICT', workspaceMessages.clientNameTaken(name));
}
