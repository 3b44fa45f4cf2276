import { Client, Connection } from '@temporalio/client';
import { reportScheduleIdOf } from '../src/modules/reports/temporal-report-schedule';
import { createServices } from '../src/app/services';
import { createUser } from './support/factories';
import { graphql, request } from './support/http';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';

jest.setTimeout(120_000);

const REPORT = `query($id: ID!) { report(id: $id) { schedule { frequency nextDeliveryAt pausedReason } } }`;
const berlin = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(iso));

describe.each(ENGINES)('next delivery of a scheduled report (%s)', (engine) => {
  let app: EngineApp;

  beforeAll(async () => {
    app = await startEngineApp(engine, { SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000) });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The next slot as the scheduler itself holds it: the in-process next_delivery_at column, or the Temporal Schedule's next action. */
  async function schedulersNextDelivery(reportId: string): Promise<string> {
    if (engine === 'in-process') {
      const [row] = await app.database.orm.em.fork().getConnection().execute<{ next_delivery_at: Date }[]>('select next_delivery_at from reports where id = ?', [reportId]);
      return new Date(row.next_delivery_at).toISOString();
    }
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    try {
      const description = await new Client({ connection }).schedule.getHandle(reportScheduleIdOf(reportId)).describe();
      return description.info.nextActionTimes[0].toISOString();
    } finally {
      await connection.close();
    }
  }

  it('shows the scheduler’s next slot on the report, and says when the schedule is paused or off', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Weekly report', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'All good.' }] },
    });
    const reportId = created.body.id as string;
    const unscheduled = await graphql(app.url, REPORT, { id: reportId }, owner.token);
    expect(unscheduled.data.report.schedule).toBeNull();

    const body = { frequency: 'weekly', day: 1, time: '09:00', timeZone: 'Europe/Berlin', recipients: ['client@acme.test'] };
    const saved = await request(app.url, 'PUT', `/api/reports/${reportId}/schedule`, { token: owner.token, body });
    expect(saved.status).toBe(200);
    const next = saved.body.schedule.nextDeliveryAt as string;
    expect(berlin(next)).toBe('Monday 09:00');
    expect(Date.parse(next)).toBeGreaterThan(Date.now());
    expect(Date.parse(next) - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * 60_000);
    expect(next).toBe(await schedulersNextDelivery(reportId));

    const read = await graphql(app.url, REPORT, { id: reportId }, owner.token);
    expect(read.data.report.schedule).toEqual({ frequency: 'weekly', nextDeliveryAt: next, pausedReason: null });
    expect((await graphql(app.url, `{ reports { id schedule { nextDeliveryAt } } }`, {}, owner.token)).data.reports).toEqual([{ id: reportId, schedule: { nextDeliveryAt: next } }]);

    // Every recipient unsubscribed (with the link of the report's emails): the slots send nothing, so the report says it is paused.
    const link = createServices(app.deps, app.deps.orm.em.fork()).reportUnsubscribes.urlFor(reportId, 'Client@acme.test');
    expect((await request(app.url, 'POST', new URL(link).pathname)).status).toBe(200);
    const paused = await graphql(app.url, REPORT, { id: reportId }, owner.token);
    expect(paused.data.report.schedule).toEqual({ frequency: 'weekly', nextDeliveryAt: null, pausedReason: 'Paused: every recipient has unsubscribed. Add a recipient to resume scheduled delivery.' });

    // A new recipient resumes it.
    const resumed = await request(app.url, 'PUT', `/api/reports/${reportId}/schedule`, { token: owner.token, body: { ...body, recipients: ['client@acme.test', 'boss@acme.test'] } });
    expect(resumed.body.schedule).toMatchObject({ nextDeliveryAt: next, pausedReason: null });

    // Off: no schedule to show.
    const off = await request(app.url, 'PUT', `/api/reports/${reportId}/schedule`, { token: owner.token, body: { frequency: null, recipients: ['client@acme.test'] } });
    expect(off.body.schedule).toBeNull();
  });
});
