import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  /** Where any Postgres client connects: host is the directory of the unix socket. */
  connection: { host: string; port: number; user: string; dbName: string };
  close(): Promise<void>;
}

/** Connections the socket server accepts; above the ORM pool so migrations and the pool never starve. */
export const EMBEDDED_POOL_SIZE = 4;
const PORT_IN_SOCKET_NAME = 5432;

/**
 * PGlite (Postgres in WASM) served in-process over the Postgres wire protocol on a unix socket, so
 * the ORM talks to it exactly as to a real server. PGlite runs one query at a time and serialises
 * transactions: never await a second connection inside a transaction.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const storage = path.resolve(dataDir, 'pglite');
  mkdirSync(storage, { recursive: true });
  const db = await PGlite.create({ dataDir: storage });

  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${PORT_IN_SOCKET_NAME}`),
    maxConnections: EMBEDDED_POOL_SIZE + 2,
  });
  await server.start();

  return {
    connection: { host: socketDir, port: PORT_IN_SOCKET_NAME, user: 'postgres', dbName: 'postgres' },
    async close() {
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
