import type { Dictionary, EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/** The part of knex's client that lends out the pool's pg connections. */
interface ConnectionPool {
  acquireConnection(): Promise<ClientBase>;
  releaseConnection(connection: ClientBase): Promise<unknown>;
}

/**
 * The first row of one read-only statement (placeholders $1, $2, …), run on a connection of the
 * ORM's pool by its pg client itself. For a statement on every request's path: knex's runner and
 * MikroORM's query logging around it cost about twice the round trip's own CPU time. The pool's wait
 * limit and the connection's query timeout apply as to any query. Not for use inside a transaction,
 * whose statements must go through its own connection.
 */
export async function firstRow(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Dictionary | undefined> {
  if (em.getTransactionContext()) throw new Error('firstRow reads outside transactions only.');
  const pool = em.getKnex().client as ConnectionPool;
  const connection = await pool.acquireConnection();
  try {
    const result = await connection.query<Dictionary>(sql, [...params]);
    return result.rows[0];
  } finally {
    await pool.releaseConnection(connection);
  }
}
