import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Small, global switches such as maintenance mode, one row per key. */
@Entity({ tableName: 'app_settings' })
export class AppSetting {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
