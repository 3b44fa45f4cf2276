import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

/**
 * What a member may do in a workspace: `owner` (billing, delete the workspace), `admin` (members,
 * settings), `member` (create and change), `client` (read-only, only the projects shared with them).
 */
export enum WorkspaceRole {
  owner = 'owner',
  admin = 'admin',
  member = 'member',
  client = 'client',
}
registerEnumType(WorkspaceRole, { name: 'WorkspaceRole' });

/** The name a user's personal workspace gets with their account. */
export const PERSONAL_WORKSPACE_NAME = 'Personal';

/**
 * Where work is kept: every tracking instance, report, brief, article, analysis, webhook, alert rule,
 * API token and job belongs to one. Every user has a personal workspace (`users.personal_workspace_id`)
 * and may create and belong to more.
 */
@ObjectType()
@Entity({ tableName: 'workspaces' })
export class Workspace extends BaseEntity<'personal'> {
  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The one workspace made with its user's account; it cannot be left or deleted on its own. */
  @Field()
  @Property({ type: 'boolean' })
  personal: boolean = false;
}

/** A user's place in a workspace. */
@Entity({ tableName: 'workspace_members' })
@Unique({ properties: ['workspaceId', 'userId'] })
@Index({ properties: ['userId'] })
export class WorkspaceMember extends BaseEntity<'clientId'> {
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => WorkspaceRole, nativeEnumName: undefined, type: 'string' })
  role!: WorkspaceRole;

  /** A client viewer's client: the only one whose projects they see. Null for every other role. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;
}
