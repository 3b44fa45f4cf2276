import type { Dictionary, EntityManager } from '@mikro-orm/postgresql';
import { pooledRows } from '../db/pooled-rows';

/**
 * The first row of one read-only statement (placeholders $1, $2, …), run on a connection of the
 * ORM's pool by its pg client itself (pooledRows). For a statement on every request's path: knex's
 * runner and MikroORM's query logging around it cost about twice the round trip's own CPU time. Not
 * for use inside a transaction, whose statements must go through its own connection.
 */
export async function firstRow(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Dictionary | undefined> {
  if (em.getTransactionContext()) throw new Error('firstRow reads outside transactions only.');
  return (await pooledRows(em, sql, params))[0];
}
