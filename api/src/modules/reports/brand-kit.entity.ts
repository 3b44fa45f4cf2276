import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';

export const DEFAULT_PRIMARY_COLOR = '#1f2937';
export const DEFAULT_ACCENT_COLOR = '#2563eb';

/**
 * A look for reports (Agency plan): name, logo, two colours, footer, Rankcraft branding on or off.
 * An account keeps one per client; exactly one of them is its default.
 */
@Entity({ tableName: 'brand_kits' })
export class BrandKit extends BaseEntity<'logo' | 'logoContentType' | 'footerText' | 'hideRankcraftBranding' | 'isDefault'> {
  @Property({ type: 'uuid', index: true })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** What the agency calls this kit, usually the client's name. */
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'boolean' })
  isDefault: boolean = false;

  @Property({ type: 'string', length: 100 })
  agencyName!: string;

  @Property({ type: 'blob', nullable: true, lazy: true })
  logo: Buffer | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  logoContentType: string | null = null;

  @Property({ type: 'string', length: 7 })
  primaryColor: string = DEFAULT_PRIMARY_COLOR;

  @Property({ type: 'string', length: 7 })
  accentColor: string = DEFAULT_ACCENT_COLOR;

  @Property({ type: 'string', length: 300 })
  footerText: string = '';

  @Property({ type: 'boolean' })
  hideRankcraftBranding: boolean = false;
}
