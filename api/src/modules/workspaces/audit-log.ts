import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { auditActorOf, requireUser } from '../auth/access';
import type { User } from '../auth/user.entity';
import { WorkspaceRole } from '../auth/workspace.entity';
import { auditFilterSchema } from './dto/inputs/audit-filter.input';
import type { WorkspaceService } from './workspace.service';
import { workspaceMessages } from './workspaces.messages';

/** How long a workspace keeps its audit events. */
export const AUDIT_DAYS = 400;

export interface AuditEvent {
  at: Date;
  /** The email of who did it; for a credit spend or refund, of the plan's owner whose credits they are. */
  actor: string;
  role: WorkspaceRole | null;
  /** "web app", the API token it came with, or "credit ledger". */
  via: string;
  /** The operation: a GraphQL mutation, a REST method and route, or credits.spend / credits.refund. */
  action: string;
  /** What it acted on: the ids (and email, role) it was given. */
  target: string;
}

/** A write to record: who is read from how the request admitted them. */
export interface AuditWrite {
  action: string;
  target: string;
  /** The workspace acted on when the operation names one (members, invitations); else the request's. */
  workspaceId?: string;
}

/**
 * Each workspace's audit log: every write (recorded by the transports as it succeeds) and every credit
 * spend or refund (the credit ledger's entries of the workspace), kept AUDIT_DAYS (older events are
 * never shown, and a daily pass deletes them), read by its owners and admins.
 */
export class AuditLog {
  constructor(
    private readonly em: EntityManager,
    private readonly workspaces: WorkspaceService,
  ) {}

  /** A write `user` made in a request; nothing for a User no request admitted. */
  async recordWrite(user: User, write: AuditWrite): Promise<void> {
    const actor = auditActorOf(user);
    if (!actor) return;
    await this.insert(write.workspaceId ?? actor.workspaceId, { actorId: actor.actorId, actor: actor.actor, role: actor.role, via: actor.via, action: write.action, target: write.target });
  }

  /** The workspace's events, newest first, for its owners and admins. */
  async list(viewer: Viewer, workspaceId: string, input: UntrustedInput<typeof auditFilterSchema>): Promise<AuditEvent[]> {
    const access = await this.workspaces.accessOf(requireUser(viewer), workspaceId);
    if (access.role !== WorkspaceRole.owner && access.role !== WorkspaceRole.admin) throw new AppError('FORBIDDEN', workspaceMessages.auditForbidden);
    const filter = parseInput(auditFilterSchema, input);
    const rows = await this.em.execute<{ created_at: Date | string; actor: string; role: WorkspaceRole | null; via: string; action: string; target: string }[]>(
      `select created_at, actor, role, via, action, target from (
         select e.id, e.created_at, e.actor, e.role, e.via, e.action, e.target from workspace_audit_events e where e.workspace_id = ?
         union all
         select c.id, c.created_at, coalesce(u.email, 'a deleted account'), null, 'credit ledger', 'credits.' || c.reason,
                abs(c.change) || ' ' || c.kind || coalesce(' (' || c.reference || ')', '')
         from credit_entries c left join users u on u.id = c.user_id where c.workspace_id = ?) events
       where created_at > now() - interval '${AUDIT_DAYS} days'
         and (?::text is null or action ilike '%' || ? || '%') and (?::text is null or actor ilike '%' || ? || '%')
         and (?::timestamptz is null or created_at >= ?) and (?::timestamptz is null or created_at <= ?)
       order by created_at desc, id desc limit ?`,
      [workspaceId, workspaceId, filter.action || null, filter.action || null, filter.actor || null, filter.actor || null, filter.from ?? null, filter.from ?? null, filter.to ?? null, filter.to ?? null, filter.limit],
    );
    return rows.map((row) => ({ at: new Date(row.created_at), actor: row.actor, role: row.role, via: row.via, action: row.action, target: row.target }));
  }

  /** The daily pass: deletes every workspace's events older than AUDIT_DAYS; how many it deleted. */
  async prune(now = new Date()): Promise<number> {
    const deleted = await this.em.execute<{ id: string }[]>(`delete from workspace_audit_events where created_at < ?::timestamptz - interval '${AUDIT_DAYS} days' returning id`, [now]);
    return deleted.length;
  }

  private async insert(workspaceId: string, event: { actorId: string; actor: string; role: WorkspaceRole; via: string; action: string; target: string }): Promise<void> {
    await this.em.execute(
      `insert into workspace_audit_events (id, created_at, workspace_id, actor_id, actor, role, via, action, target)
       select ?, now(), w.id, ?, ?, ?, ?, ?, ? from workspaces w where w.id = ?`,
      [randomUUID(), event.actorId, event.actor.slice(0, 254), event.role, event.via.slice(0, 140), event.action.slice(0, 120), event.target.slice(0, 2000), workspaceId],
    );
  }
}

/** What an operation acted on, from the arguments it was given: ids, and an email, role or kind; never free text. */
export function auditTargetOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([key, value]) => (/(^id$|Id$|^email$|^role$|^kind$)/.test(key) && (typeof value === 'string' || typeof value === 'number') ? [`${key}=${value}`] : []))
    .join(', ');
}
