import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { requireUser } from '../auth/access';
import type { WorkspaceRole } from '../auth/workspace.entity';
import type { WorkspaceMembershipOutput } from './dto/outputs/workspace-membership.output';

/** The records the web app opens by link (a page per record): a link names the record, not its workspace. */
export enum RecordKind {
  TRACKING_INSTANCE = 'tracking-instance',
  REPORT = 'report',
  ARTICLE = 'article',
}
registerEnumType(RecordKind, { name: 'RecordKind' });

const TABLES: Record<RecordKind, string> = { [RecordKind.TRACKING_INSTANCE]: 'tracking_instances', [RecordKind.REPORT]: 'reports', [RecordKind.ARTICLE]: 'articles' };

/**
 * Which of the caller's workspaces holds a record, so that a link to it (shared by a teammate, in an email)
 * opens there rather than "not found" in whatever workspace the app was in. Null for a record the caller
 * belongs to no workspace of, exactly as for one that does not exist: it tells an outsider nothing.
 */
export class RecordWorkspaces {
  constructor(private readonly em: EntityManager) {}

  async of(viewer: Viewer, kind: RecordKind, id: string): Promise<WorkspaceMembershipOutput | null> {
    const user = requireUser(viewer);
    if (!isUuid(id)) return null;
    const [row] = await this.em.execute<{ id: string; name: string; personal: boolean; role: WorkspaceRole }[]>(
      `select w.id, w.name, w.personal, m.role from ${TABLES[kind]} r
         join workspace_members m on m.workspace_id = r.workspace_id and m.user_id = ?
         join workspaces w on w.id = r.workspace_id
        where r.id = ?`,
      [user.id, id],
    );
    return row ? { id: row.id, name: row.name, personal: Boolean(row.personal), role: row.role } : null;
  }
}
