import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';

export type SearchConsoleProviderName = 'google' | 'bing' | 'sandbox';

/**
 * A workspace's connection to Search Console (Google, or the sandbox in its place) or Bing Webmaster Tools.
 * `secret` is the refresh token (Google, sandbox) or the API key (Bing), encrypted with TokenCipher: never plain.
 */
@Entity({ tableName: 'search_console_connections' })
@Index({ properties: ['workspaceId'] })
export class SearchConsoleConnection extends BaseEntity<'status'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 10 })
  provider!: SearchConsoleProviderName;

  @Property({ type: 'string', length: 200 })
  accountLabel!: string;

  /** TokenCipher's `v1.<iv>.<tag>.<ciphertext>`. */
  @Property({ type: 'text', lazy: true })
  secret!: string;

  /** 'connected', or 'revoked' once the provider refused the token (connect again). */
  @Property({ type: 'string', length: 16 })
  status: 'connected' | 'revoked' = 'connected';
}

/** A property of a connection: a whole domain (`sc-domain:example.com`) or a URL prefix. Its rows are keyed by the table's integer `key`. */
@Entity({ tableName: 'search_console_properties' })
@Index({ properties: ['workspaceId'] })
export class SearchConsoleProperty extends BaseEntity<'syncedThrough'> {
  @Property({ type: 'uuid' })
  connectionId!: string;

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 2048 })
  siteUrl!: string;

  @Property({ type: 'string', length: 10 })
  kind!: 'domain' | 'url-prefix';

  /** The newest day stored (YYYY-MM-DD), null before the first sync. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  syncedThrough: string | null = null;
}
