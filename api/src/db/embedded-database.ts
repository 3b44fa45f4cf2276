import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGliteWireServer } from './pglite-wire-server';

export interface EmbeddedDatabase {
  /** Where any Postgres client connects: host is the directory of the unix socket. */
  connection: { host: string; port: number; user: string; dbName: string };
  close(): Promise<void>;
}

/** Connections of the ORM pool; the socket server accepts two more. */
export const EMBEDDED_POOL_SIZE = 4;
/** A connection that keeps PGlite to itself this long without sending anything is closed (its transaction rolled back). */
export const EMBEDDED_IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;
const PORT_IN_SOCKET_NAME = 5432;

/**
 * PGlite (Postgres in WASM) served in-process over the Postgres wire protocol on a unix socket, so
 * the ORM talks to it exactly as to a real server. PGlite runs one exchange at a time and serialises
 * transactions (see PGliteWireServer): never await a second connection inside a transaction.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const storage = path.resolve(dataDir, 'pglite');
  mkdirSync(storage, { recursive: true });
  const db = await PGlite.create({ dataDir: storage });

  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-pg-'));
  const server = new PGliteWireServer(db, {
    path: path.join(socketDir, `.s.PGSQL.${PORT_IN_SOCKET_NAME}`),
    maxConnections: EMBEDDED_POOL_SIZE + 2,
    idleInTransactionTimeoutMs: EMBEDDED_IDLE_IN_TRANSACTION_TIMEOUT_MS,
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
