import { Writable } from 'node:stream';
import { Client, Connection, ScheduleOverlapPolicy } from '@temporalio/client';
import pino from 'pino';
import { jobTaskQueue, SNAPSHOT_RETENTION_WORKFLOW } from '@rankcraft/workflows';
import { ensurePeriodicPassSchedules, passScheduleId, periodicPasses } from '../src/app/periodic-passes';
import { InProcessPasses } from '../src/modules/passes/in-process-passes';
import { reportScheduleIdOf } from '../src/modules/reports/temporal-report-schedule';
import { scheduleIdOf } from '../src/modules/tracker/temporal-tracker-schedule';
import { trackerRunJob } from '../src/modules/tracker/tracker-run.job';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished, waitFor } from './support/factories';
import { request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { ADMIN } from './support/test-app';

/** Tracker-run activities one Temporal worker runs at once. */
const STALLED_DELIVERIES = trackerRunJob.lane.temporalActivitySlots;

const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');
const sql = async <T>(app: EngineApp, query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;

describe.each(ENGINES)('a periodic pass that hangs (%s)', (engine) => {
  let serper: SerperServer;
  let app: EngineApp;
  let token: string;
  let temporal: Connection | undefined;
  beforeAll(async () => {
    serper = await startSerperServer();
    // In process every pass comes every 100 ms on its own timer; on Temporal the test triggers the Schedules.
    app = await startEngineApp(engine, { SERP_PROVIDER: 'serper', SERPER_API_KEY: 'test-key', SERP_BASE_URL: serper.url, SCHEDULER_INTERVAL_MS: '100' });
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
    if (engine === 'temporal') temporal = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  }, 120_000);
  afterAll(async () => {
    await temporal?.close();
    await app?.close();
    await serper?.close();
  });

  const schedules = () => new Client({ connection: temporal!, namespace: app.deps.config.temporal!.namespace }).schedule;

  /** The slot of a report or an instance comes due: in process its next time is moved into the past, on Temporal its Schedule fires. */
  async function reportSlotComesDue(reportId: string): Promise<void> {
    if (engine === 'in-process') await sql(app, "update reports set next_delivery_at = now() - interval '1 minute' where id = ?", [reportId]);
    else await schedules().getHandle(reportScheduleIdOf(reportId)).trigger(ScheduleOverlapPolicy.ALLOW_ALL);
  }
  async function trackerSlotComesDue(instanceId: string): Promise<void> {
    if (engine === 'in-process') await sql(app, "update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);
    else await schedules().getHandle(scheduleIdOf(instanceId)).trigger();
  }

  it('does not delay a scheduled tracker run: report deliveries waiting on stalled PDF renders', async () => {
    // Chromium stalls: every render waits until the test lets it go.
    const renderer = app.deps.reportPdfRenderer;
    const render = renderer.render.bind(renderer);
    let rendersAsked = 0;
    let releaseRenders!: () => void;
    const stalled = new Promise<void>((resolve) => (releaseRenders = resolve));
    renderer.render = async (...args) => {
      rendersAsked += 1;
      await stalled;
      return render(...args);
    };
    try {
      // As many stalled deliveries as a worker runs tracker-run activities at once: were deliveries on
      // the tracker runs' task queue, they would hold every one of its slots.
      const reportIds: string[] = [];
      for (let index = 0; index < STALLED_DELIVERIES; index++) {
        const owner = await createUser(app, { plan: 'agency' });
        const report = await request(app.url, 'POST', '/api/reports', {
          token: owner.token,
          body: { name: `Stalled report ${index}`, client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Held.' }] },
        });
        reportIds.push(report.body.id as string);
        await request(app.url, 'PUT', `/api/reports/${report.body.id}/schedule`, { token: owner.token, body: { frequency: 'weekly', day: 1, time: '09:00', timeZone: 'UTC', recipients: ['client@acme.test'] } });
      }
      for (const reportId of reportIds) await reportSlotComesDue(reportId);
      // The scheduled deliveries are claimed and wait for their PDFs (each has asked for its render job);
      // on Temporal all of them at once.
      const waiting = engine === 'temporal' ? STALLED_DELIVERIES : 1;
      await waitFor(async () => {
        const [{ count }] = await sql<{ count: number }[]>(app, `select count(*)::int as count from jobs where kind = 'report-render' and subject_id in (${placeholders(reportIds)})`, reportIds);
        return rendersAsked > 0 && count >= waiting ? true : undefined;
      }, 60_000);

      const instanceId = await createInstance(app, token, { name: 'Scheduled', user_domain: 'filler-1.example.net', user_company_name: 'Us', keywords: ['due beside a stalled report'], result_count: 10 });
      await trackerSlotComesDue(instanceId);

      // The slot's run is stored and started while the delivery still waits.
      const [job] = await waitFor(async () => {
        const jobs = await sql<{ id: string }[]>(app, 'select id from jobs where subject_id = ? and started_at is not null', [instanceId]);
        return jobs.length > 0 ? jobs : undefined;
      }, 20_000);
      expect(await sql<{ status: string }[]>(app, `select distinct status from report_deliveries where report_id in (${placeholders(reportIds)})`, reportIds)).toEqual([{ status: 'pending' }]);

      releaseRenders();
      expect(await jobFinished(app, job.id, 30_000)).toMatchObject({ status: 'succeeded' });
      await waitFor(async () => {
        const deliveries = await sql<{ status: string }[]>(app, `select status from report_deliveries where report_id in (${placeholders(reportIds)})`, reportIds);
        return deliveries.length === STALLED_DELIVERIES && deliveries.every((delivery) => delivery.status !== 'pending') ? deliveries : undefined;
      }, 120_000);
    } finally {
      releaseRenders();
      renderer.render = render;
    }
  }, 300_000);
});

describe('in-process passes', () => {
  const silent = pino({ level: 'silent' });
  const pass = (name: string, run: () => Promise<unknown>) => ({ name, everyMs: 50, runTimeoutMs: 60_000, run });

  it('runs each pass on its own timer: one that never ends holds back no other', async () => {
    let steadyRuns = 0;
    const passes = new InProcessPasses([pass('hung', () => new Promise(() => undefined)), pass('steady', async () => (steadyRuns += 1))], {}, silent);
    passes.start();
    await waitFor(async () => (steadyRuns >= 3 ? true : undefined), 10_000);
    // close() waits for the runs going; the hung one never ends, so only the timers are checked here.
    void passes.close();
  });

  it('never runs a pass twice at once, and runs it again after a failure, logging it', async () => {
    const logLines: string[] = [];
    const logger = pino({ level: 'error' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) }));
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    let release!: () => void;
    const slow = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      runs += 1;
      try {
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        if (runs === 2) throw new Error('provider down');
      } finally {
        running -= 1;
      }
    };
    const passes = new InProcessPasses([pass('slow', slow)], {}, logger);
    passes.start();
    await waitFor(async () => (runs === 1 ? true : undefined), 10_000);
    // A run asked for while one is going is that run.
    const asked = [passes.run('slow'), passes.run('slow')];
    release();
    await Promise.all(asked);
    expect(runs).toBe(1);
    await waitFor(async () => (runs >= 3 ? true : undefined), 10_000);
    await passes.close();
    expect(mostAtOnce).toBe(1);
    expect(logLines.map((line) => JSON.parse(line) as { pass?: string; err?: { message: string } })).toEqual([
      expect.objectContaining({ pass: 'slow', err: expect.objectContaining({ message: 'provider down' }) }),
    ]);
  });

  it('stops every timer on close', async () => {
    let runs = 0;
    const passes = new InProcessPasses([pass('counted', async () => (runs += 1))], {}, silent);
    passes.start();
    await waitFor(async () => (runs >= 2 ? true : undefined), 10_000);
    await passes.close();
    const afterClose = runs;
    // Another pass's timer, started after the close, runs several times meanwhile: the closed one has stopped.
    let witnessRuns = 0;
    const witness = new InProcessPasses([pass('witness', async () => (witnessRuns += 1))], {}, silent);
    witness.start();
    await waitFor(async () => (witnessRuns >= 5 ? true : undefined), 10_000);
    await witness.close();
    expect(runs).toBe(afterClose);
  });
});

(process.env.TEMPORAL_ADDRESS ? describe : describe.skip)('pass Schedules on Temporal', () => {
  let connection: Connection;
  let client: Client;
  const taskQueue = `rankcraft-test-passes-${Date.now()}`;
  const config = { schedulerIntervalMs: 30_000 };
  beforeAll(async () => {
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    client = new Client({ connection });
  });
  afterAll(async () => {
    for (const pass of periodicPasses(config)) if (pass.temporal) await client.schedule.getHandle(pass.temporal.scheduleId(taskQueue)).delete().catch(() => undefined);
    await connection.close();
  });

  it('are created once whoever starts first, and an existing one is brought to the declared interval', async () => {
    // A retention Schedule as an earlier api made it: a cron at 03:17.
    const retentionId = passScheduleId('snapshot-retention', taskQueue);
    await client.schedule.create({
      scheduleId: retentionId,
      spec: { cronExpressions: ['17 3 * * *'] },
      action: { type: 'startWorkflow', workflowType: SNAPSHOT_RETENTION_WORKFLOW, taskQueue: jobTaskQueue(taskQueue, 'tracker-run'), workflowId: `${retentionId}-run` },
    });

    // The api and the worker start at the same moment.
    await Promise.all([ensurePeriodicPassSchedules(client, taskQueue, config), ensurePeriodicPassSchedules(client, taskQueue, config)]);
    await ensurePeriodicPassSchedules(client, taskQueue, config);

    const everyOf = async (name: 'job-start-sweep' | 'digests' | 'snapshot-retention' | 'audit-retention' | 'search-console-daily') => {
      const { spec } = await client.schedule.getHandle(passScheduleId(name, taskQueue)).describe();
      return { intervals: spec.intervals, calendars: spec.calendars ?? [] };
    };
    expect(await everyOf('job-start-sweep')).toEqual({ intervals: [{ every: 60_000, offset: 0 }], calendars: [] });
    expect(await everyOf('digests')).toEqual({ intervals: [{ every: 15 * 60_000, offset: 0 }], calendars: [] });
    expect(await everyOf('snapshot-retention')).toEqual({ intervals: [{ every: 24 * 60 * 60_000, offset: (3 * 60 + 17) * 60_000 }], calendars: [] });
    expect(await everyOf('audit-retention')).toEqual({ intervals: [{ every: 24 * 60 * 60_000, offset: (3 * 60 + 47) * 60_000 }], calendars: [] });
    expect(await everyOf('search-console-daily')).toEqual({ intervals: [{ every: 24 * 60 * 60_000, offset: (5 * 60 + 23) * 60_000 }], calendars: [] });
  });
});
