import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

/** What an API token may do in its workspace: `read` only, or `write` too (within its user's role there). */
export enum ApiTokenRole {
  read = 'read',
  write = 'write',
}
registerEnumType(ApiTokenRole, { name: 'ApiTokenRole' });

/** A personal API token: only its SHA-256 hash is stored; the secret is shown once, at creation. */
@ObjectType('ApiToken')
@Entity({ tableName: 'api_tokens' })
@Index({ properties: ['userId'] })
export class ApiToken extends BaseEntity<'lastUsedAt' | 'revokedAt' | 'role'> {
  @Property({ type: 'uuid' })
  userId!: string;

  /** The workspace the token acts in (the one it was created in). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ApiTokenRole)
  @Enum({ items: () => ApiTokenRole, nativeEnumName: undefined, type: 'string' })
  role: ApiTokenRole = ApiTokenRole.write;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique()
  tokenHash!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;
}
