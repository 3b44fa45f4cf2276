import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_accounts } from './Migration20261122000000_accounts';

/** Listed explicitly so the same migrations run from TypeScript (tests) and the compiled build. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
];
