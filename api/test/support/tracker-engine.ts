import type { Job } from '../../src/modules/jobs/job.entity';
import type { Engine } from './engine-app';
import { createInstance, jobFinished } from './factories';
import { graphql, signInUser } from './http';
import type { SerperServer, SerperServerOptions } from './serper-server';
import { startSerperApp, type SerperApp } from './serper-app';
import { ADMIN } from './test-app';

/** An app running tracker jobs on one engine, its SERP vendor a local Serper-shaped server, with the admin signed in. */
export interface TrackerEngine {
  serper: SerperServer;
  app: SerperApp;
  /** The admin's bearer token. */
  token: string;
  /** Creates an instance over REST from the fields given (name, domains, keywords, result count) and returns its id. */
  createInstance(body: Record<string, unknown>): Promise<string>;
  /** Starts a run over GraphQL and returns its job's id. */
  startRun(instanceId: string): Promise<string>;
  /** The job once it has ended (fails after a minute). */
  finished(jobId: string): Promise<Job>;
}

/** Sets up the engine before the file's tests and stops it after them. Its fields are there once `beforeAll` has run. */
/** `env`: more settings for the app (e.g. TRACKER_RUN_CONCURRENCY). */
export function useTrackerEngine(engine: Engine, serperOptions: SerperServerOptions = {}, env: Record<string, string> = {}): TrackerEngine {
  const setup = {
    createInstance: (body: Record<string, unknown>) => createInstance(setup.app, setup.token, body),
    async startRun(instanceId: string): Promise<string> {
      const started = await graphql(setup.app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, setup.token);
      expect(started.errors).toBeUndefined();
      return started.data.runTrackingInstance.id as string;
    },
    finished: (jobId: string) => jobFinished(setup.app, jobId),
  } as TrackerEngine;

  beforeAll(async () => {
    setup.app = await startSerperApp({ engine, serper: serperOptions, env });
    setup.serper = setup.app.serper;
    setup.token = await signInUser(setup.app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await setup.app?.close();
  });

  return setup;
}
