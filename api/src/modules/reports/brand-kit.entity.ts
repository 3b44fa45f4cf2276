import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';

export const DEFAULT_PRIMARY_COLOR = '#1f2937';
export const DEFAULT_ACCENT_COLOR = '#2563eb';

/** An agency's look on its reports (Agency plan): name, logo, two colours, footer, Rankcraft branding on or off. */
@Entity({ tableName: 'brand_kits' })
export class BrandKit extends BaseEntity<'logo' | 'logoContentType' | 'footerText' | 'hideRankcraftBranding'> {
  @Property({ type: 'uuid', unique: true })
  ownerId!: string;

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
