import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { WorkspaceRole } from '../auth/workspace.entity';

/**
 * An invitation into a workspace: a single-use link (only its SHA-256 hash is kept) for one email
 * address, with the role it grants, valid for INVITATION_DAYS.
 */
@Entity({ tableName: 'workspace_invitations' })
@Index({ properties: ['workspaceId', 'createdAt'] })
export class WorkspaceInvitation extends BaseEntity<'acceptedAt' | 'acceptedBy' | 'revokedAt' | 'clientId'> {
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** Stored trimmed and lower-cased, as account emails are. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: () => WorkspaceRole, nativeEnumName: undefined, type: 'string' })
  role!: WorkspaceRole;

  /** The client a client viewer's invitation binds them to; null for other roles. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'uuid' })
  invitedBy!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  acceptedBy: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
