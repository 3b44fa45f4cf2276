import { createHash } from 'node:crypto';
import type { Dictionary, EntityManager } from '@mikro-orm/postgresql';
import type { ClientBase } from 'pg';

/** The part of knex's client that lends out the pool's pg connections. */
interface ConnectionPool {
  acquireConnection(): Promise<ClientBase>;
  releaseConnection(connection: ClientBase): Promise<unknown>;
}

/**
 * The rows of one statement (placeholders $1, $2, …; values sent as parameters, never written into
 * the SQL), run on a connection of the ORM's pool by its pg client itself. For statements a tracker
 * run sends per search: knex's runner and MikroORM's value escaping and logging around a statement
 * cost more CPU than the round trip itself (an upsert: ~0.27 ms through em.execute, ~0.08 ms here on
 * PostgreSQL; ~0.7 and ~0.3 ms on the embedded database). The pool's wait limit and the connection's
 * query timeout apply as to any query. Not for use inside a transaction, whose statements must go
 * through its own connection.
 *
 * `prepared`: a statement a run sends many times (the SQL text fixed, only the values changing) is
 * sent as a named prepared statement, parsed (and, once a generic plan serves, planned) once per
 * connection instead of every time: on the embedded database a claim cost ~0.15 ms of process CPU
 * unnamed and ~0.09 ms prepared. Its name is derived from the text. On the embedded database every
 * pool connection shares PGlite's one session: the wire server's worker prepares each name once for
 * all of them (PGliteWorker).
 */
export async function pooledRows<T extends Dictionary = Dictionary>(em: EntityManager, sql: string, params: readonly unknown[], options: { prepared?: boolean } = {}): Promise<T[]> {
  if (em.getTransactionContext()) throw new Error('pooledRows runs statements outside transactions only.');
  const pool = em.getKnex().client as ConnectionPool;
  const connection = await pool.acquireConnection();
  try {
    const result = await connection.query<T>({ text: sql, values: [...params], name: options.prepared ? statementName(sql) : undefined });
    return result.rows;
  } finally {
    await pool.releaseConnection(connection);
  }
}

const statementNames = new Map<string, string>();

/** A prepared statement's name: the same for the same text, in every connection and process. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `rankcraft_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}
