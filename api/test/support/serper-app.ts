import { startEngineApp, type Engine, type EngineApp } from './engine-app';
import { startSerperServer, type SerperServer, type SerperServerOptions } from './serper-server';
import type { TestDatabase } from './test-database';

/** The settings that make an app (or an api or worker process) search through `serper` as its SERP vendor. */
export function serperEnv(serper: SerperServer, apiKey = 'test-key'): Record<string, string> {
  return { SERP_PROVIDER: 'serper', SERPER_API_KEY: apiKey, SERP_BASE_URL: serper.url };
}

export interface SerperApp extends EngineApp {
  /** The local Serper-shaped server the app searches through. */
  serper: SerperServer;
}

export interface SerperAppOptions {
  /** Where the app runs its jobs; in process unless given. */
  engine?: Engine;
  serper?: SerperServerOptions;
  /** More settings for the app; they win over serperEnv's. */
  env?: Record<string, string>;
  database?: TestDatabase;
}

/** A local Serper-shaped server and the test app searching through it; `close()` stops both. */
export async function startSerperApp({ engine = 'in-process', serper: serperOptions, env = {}, database }: SerperAppOptions = {}): Promise<SerperApp> {
  const serper = await startSerperServer(serperOptions);
  let app: EngineApp;
  try {
    app = await startEngineApp(engine, { ...serperEnv(serper), ...env }, database);
  } catch (error) {
    await serper.close();
    throw error;
  }
  return {
    ...app,
    serper,
    async close() {
      await app.close();
      await serper.close();
    },
  };
}
