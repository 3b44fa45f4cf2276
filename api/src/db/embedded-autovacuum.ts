import type { Duplex } from 'node:stream';
import { Client } from 'pg';

/** PostgreSQL's autovacuum_naptime: how often the tables are looked at. */
export const EMBEDDED_AUTOVACUUM_EVERY_MS = 60_000;

/**
 * The tables autovacuum would take now, with its default thresholds: vacuum (and analyze) past
 * 50 + 20 % dead rows, analyze past 50 + 10 % rows changed since the last analyze; and a table with
 * rows but no statistics at all (PGlite's counters are lost when its thread is stopped, so a table
 * filled before may never reach a threshold again).
 */
const DUE_TABLES = `
  select s.relname as name, s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public' and (
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    or (c.reltuples < 0 and pg_relation_size(c.oid) > 0))
  order by s.relname`;

export interface EmbeddedAutovacuum {
  /** One pass now: the statements it ran (`vacuum (analyze) "t"`, `analyze "t"`), in order. */
  pass(): Promise<string[]>;
  /** Stops the passes, after the one running. */
  stop(): Promise<void>;
}

/**
 * Autovacuum for PGlite, which has none (Postgres runs there as a single backend, without the
 * launcher): every `everyMs`, the tables past autovacuum's thresholds are vacuumed or analyzed, one
 * statement a table on a connection of its own, so other clients take their turns in between.
 * Without it the planner never has statistics (it then expects a handful of rows where a run wrote
 * thousands, and picks plans that compare every row with every row), and rows updated often (jobs,
 * runs, rate limits) leave dead versions behind for ever.
 */
export function startEmbeddedAutovacuum(connect: () => Duplex, options: { everyMs: number; onError: (error: unknown) => void }): EmbeddedAutovacuum {
  let running: Promise<string[]> | undefined;
  let stopped = false;

  async function pass(): Promise<string[]> {
    const client = new Client({ user: 'postgres', database: 'postgres', stream: connect });
    // A connection closed under it (PGlite restarting, the app stopping) fails the query in hand.
    client.on('error', () => undefined);
    await client.connect();
    const ran: string[] = [];
    try {
      const { rows } = await client.query<{ name: string; vacuum: boolean }>(DUE_TABLES);
      for (const table of rows) {
        if (stopped) break;
        const statement = `${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${client.escapeIdentifier(table.name)}`;
        await client.query(statement);
        ran.push(statement);
      }
      return ran;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  const once = (): Promise<string[]> => {
    running ??= pass().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void once().catch(options.onError), options.everyMs);
  timer.unref();

  return {
    pass: once,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
