import type { SessionCache } from '../../src/modules/auth/session-cache';
import type { migratorOf } from '../../src/db/orm';

/**
 * Migrates up again after a test took the schema down past the workspaces migration. On the way up every
 * account gets a new personal workspace, which the session cache (PostgreSQL) learns only from the change's
 * notification, a moment later: forgotten here at once, as an app started after its migrations never sees them
 * change under it.
 */
export async function migrateUpAgain(app: { deps: { sessions?: SessionCache } }, migrator: Awaited<ReturnType<typeof migratorOf>>): Promise<void> {
  await migrator.up();
  app.deps.sessions?.forget();
}
