import { randomUUID } from 'node:crypto';
import type { Job } from '../../src/modules/jobs/job.entity';
import { createServices } from '../../src/app/services';
import { graphql, request, signInUser } from './http';
import { startSerperServer, type SerperServer, type SerperServerOptions } from './serper-server';
import { startTestWorker, type TestWorker } from './temporal-worker';
import { ADMIN, startTestApp, type TestApp } from './test-app';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;

/** The engines a run can be tested on here: in process always, Temporal when TEMPORAL_ADDRESS names a server. */
export const ENGINES = TEMPORAL_ADDRESS ? (['in-process', 'temporal'] as const) : (['in-process'] as const);
export type Engine = (typeof ENGINES)[number];

/** An app running tracker jobs on one engine, its SERP vendor a local Serper-shaped server, with the admin signed in. */
export interface TrackerEngine {
  serper: SerperServer;
  app: TestApp;
  /** The admin's bearer token. */
  token: string;
  /** Creates an instance over REST from the fields given (name, domains, keywords, result count) and returns its id. */
  createInstance(body: Record<string, unknown>): Promise<string>;
  /** Starts a run over GraphQL and returns its job's id. */
  startRun(instanceId: string): Promise<string>;
  /** The job once it has ended (or after a minute). */
  finished(jobId: string): Promise<Job>;
}

/** Sets up the engine before the file's tests and stops it after them. Its fields are there once `beforeAll` has run. */
export function useTrackerEngine(engine: Engine, serperOptions: SerperServerOptions = {}): TrackerEngine {
  let worker: TestWorker | undefined;
  const setup = {
    async createInstance(body: Record<string, unknown>): Promise<string> {
      const created = await request(setup.app.url, 'POST', '/api/instances', { token: setup.token, body });
      expect(created.status).toBe(201);
      return created.body.id as string;
    },
    async startRun(instanceId: string): Promise<string> {
      const started = await graphql(setup.app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, setup.token);
      expect(started.errors).toBeUndefined();
      return started.data.runTrackingInstance.id as string;
    },
    finished: (jobId: string) => createServices(setup.app.deps, setup.app.deps.orm.em.fork()).jobs.waitUntilFinished(jobId, setup.app.deps.jobEvents, 60_000),
  } as TrackerEngine;

  beforeAll(async () => {
    setup.serper = await startSerperServer(serperOptions);
    const taskQueue = `rankcraft-test-${randomUUID()}`;
    setup.app = await startTestApp({
      SERP_PROVIDER: 'serper',
      SERPER_API_KEY: 'test-key',
      SERP_BASE_URL: setup.serper.url,
      ...(engine === 'temporal' ? { TEMPORAL_ADDRESS: TEMPORAL_ADDRESS!, TEMPORAL_TASK_QUEUE: taskQueue } : {}),
    });
    if (engine === 'temporal') worker = await startTestWorker(setup.app, TEMPORAL_ADDRESS!, taskQueue);
    setup.token = await signInUser(setup.app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await setup.app?.close();
    await setup.serper?.close();
  });

  return setup;
}
