import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Duplex } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_AUTOVACUUM_EVERY_MS, startEmbeddedAutovacuum, type EmbeddedAutovacuum } from './embedded-autovacuum';
import { PGliteWireServer } from './pglite-wire-server';
import { PGliteWorker } from './pglite-worker';
import { newSocketDir } from './socket-dir';

export interface EmbeddedDatabase {
  /** Where any Postgres client connects: host is the directory of the unix socket. */
  connection: { host: string; port: number; user: string; dbName: string };
  /** A connection in memory, for node-postgres's `stream` option: the app's pool skips the socket. */
  connectInMemory(): Duplex;
  /** Whether PGlite is running, without waiting for its turn (a long statement may hold it). */
  readonly running: boolean;
  /** What PostgreSQL's autovacuum does, which PGlite has not (embedded-autovacuum.ts). */
  autovacuum: EmbeddedAutovacuum;
  close(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Between autovacuum passes; autovacuum's naptime unless given. */
  autovacuumEveryMs?: number;
  /** A pass that failed (the next one tries again). */
  onAutovacuumError?: (error: unknown) => void;
}

/** Connections of the ORM pool; the socket server accepts two more. */
export const EMBEDDED_POOL_SIZE = 4;
/** A connection that keeps PGlite to itself this long without sending anything is closed (its transaction rolled back). */
export const EMBEDDED_IDLE_IN_TRANSACTION_TIMEOUT_MS = 15_000;
const PORT_IN_SOCKET_NAME = 5432;

/**
 * Postgres memory settings of the embedded database. PGlite starts Postgres with a server's defaults,
 * and its WASM heap never gives memory back: shared_buffers' 128 MB were resident from the start, and a
 * migration's index build could take maintenance_work_mem's 64 MB for good. The embedded database is
 * small and the kernel caches its files, so a small buffer pool costs little.
 */
const EMBEDDED_POSTGRES_SETTINGS = ['shared_buffers=8MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];
const START_PARAMS = [...PGlite.defaultStartParams, ...EMBEDDED_POSTGRES_SETTINGS.flatMap((setting) => ['-c', setting])];

/**
 * Creates a new data directory (initdb) in a child process. PGlite runs initdb in a second Postgres
 * instance and copies its files through memory; in a process of its own all that memory goes back
 * to the system when it ends (in this one it stayed, hundreds of MB, for as long as the app ran).
 */
const INITDB_SCRIPT = `
const [pglite, dataDir, startParams] = process.argv.slice(1);
require(pglite).PGlite.create({ dataDir, startParams: JSON.parse(startParams) }).then((db) => db.close());
`;

/**
 * PGlite (Postgres in WASM) in a worker thread, served over the Postgres wire protocol on a unix
 * socket from this thread, so the ORM talks to it exactly as to a real server and its statements do
 * not hold the app's event loop. PGlite runs one exchange at a time and serialises transactions (see
 * PGliteWireServer): never await a second connection inside a transaction. A statement past the
 * client's statement_timeout restarts PGlite (see PGliteWorker).
 */
export async function startEmbeddedDatabase(dataDir: string, options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedDatabase> {
  const storage = path.resolve(dataDir, 'pglite');
  mkdirSync(storage, { recursive: true });
  if (!existsSync(path.join(storage, 'PG_VERSION'))) await initialiseDataDir(storage);
  const db = await PGliteWorker.start({ dataDir: storage, startParams: START_PARAMS });

  const socketDir = await newSocketDir();
  const server = new PGliteWireServer(db, {
    path: path.join(socketDir, `.s.PGSQL.${PORT_IN_SOCKET_NAME}`),
    maxConnections: EMBEDDED_POOL_SIZE + 2,
    idleInTransactionTimeoutMs: EMBEDDED_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  const autovacuum = startEmbeddedAutovacuum(() => server.connectInMemory(), {
    everyMs: options.autovacuumEveryMs ?? EMBEDDED_AUTOVACUUM_EVERY_MS,
    onError: options.onAutovacuumError ?? (() => undefined),
  });
  return {
    connection: { host: socketDir, port: PORT_IN_SOCKET_NAME, user: 'postgres', dbName: 'postgres' },
    connectInMemory: () => server.connectInMemory(),
    get running() {
      return db.running;
    },
    autovacuum,
    async close() {
      await autovacuum.stop();
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

async function initialiseDataDir(storage: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['-e', INITDB_SCRIPT, require.resolve('@electric-sql/pglite'), storage, JSON.stringify(START_PARAMS)]);
}
