import PQueue from 'p-queue';
import { Client } from 'pg';
import type { Logger } from 'pino';

/** Sending side of LISTEN/NOTIFY channels between processes (api replicas, workers). */
export interface PostgresChannels {
  /** Sends each payload as one notification on the channel, in one statement (each must stay under NOTIFY's 8000 bytes). */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Two connections: one LISTENs on the given channels and hands each payload to its channel's handler,
 * one sends. Sends go one at a time, in the order they were made (pg deprecates a second query while
 * one runs). `name` says whose channels they are in the log; `onListenerLost` is called if the
 * listening connection ends before `close`.
 */
export async function openPostgresChannels(
  databaseUrl: string,
  name: string,
  handlers: Record<string, (payload: string) => void>,
  logger: Logger,
  onListenerLost?: () => void,
): Promise<PostgresChannels> {
  const listener = new Client({ connectionString: databaseUrl });
  const publisher = new Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), publisher.connect()]);
  listener.on('notification', (message) => {
    if (message.payload) handlers[message.channel]?.(message.payload);
  });
  let closing = false;
  listener.on('error', (error) => logger.error({ err: error }, `${name} listener failed`));
  // Notifications sent while no connection listens are lost for good.
  listener.once('end', () => {
    if (!closing) onListenerLost?.();
  });
  for (const channel of Object.keys(handlers)) await listener.query(`listen ${channel}`);
  const oneAtATime = new PQueue({ concurrency: 1 });
  return {
    async notify(channel, payloads) {
      if (payloads.length === 0) return;
      await oneAtATime.add(() => publisher.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]));
    },
    async close() {
      closing = true;
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
}
