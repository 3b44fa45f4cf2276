import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Orders the writers of one user's or one workspace's work (their concurrent creations, a check then its
 * write) by locking that row until the transaction ends. `FOR NO KEY UPDATE`, not `FOR UPDATE`: an insert
 * that references the row (a token, an invitation, a job) checks its foreign key with `FOR KEY SHARE`,
 * which `FOR UPDATE` blocks. Two writers, one holding a user's row and inserting a reference to a workspace,
 * the other holding that workspace's row and inserting a reference to the user, then deadlocked (a 500).
 */
export async function lockRow(em: EntityManager, table: 'users' | 'workspaces', id: string): Promise<void> {
  await em.execute(`select id from ${table} where id = ? for no key update`, [id]);
}
