// Webhooks benchmark: how long an event takes from publish to a receiver, and 1,000 events fanned out
// to 10 endpoints; then alerts: a tracker run's end → each `alert.triggered` receipt, and one run that
// triggers 1,000 alerts fanned out to 10 endpoints. Local HTTP servers stand in for the endpoints and
// for the SERP vendor (Serper-shaped: the bench moves the own domain in and out of the top 10 between
// runs, so alert rules fire). Prints figures; it asserts nothing.
//
//   npm run build
//   node bench/webhooks.mjs                                                     # embedded PGlite, in-process runner
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/webhooks.mjs   # PostgreSQL
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates its own database there and drops it.
// Optional: BENCH_EVENTS (fan-out events, default 1000), BENCH_ENDPOINTS (default 10),
// BENCH_ALERT_RUNS (runs timed for alert delay, default 20), BENCH_ALERTS (alerts of the fan-out run, default 1000).
import http from 'node:http';
import { startInProcessApp } from './lib/app.mjs';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { listenLocal, readBody, signIn } from './lib/http.mjs';
import { requireBuilt, requireFiles, requireFromApi } from './lib/paths.mjs';
import { percentile } from './lib/stats.mjs';

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');

requireFromApi('reflect-metadata');
const { createServices } = requireBuilt('app/services.js');
const pino = requireFromApi('pino');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const SINGLE_EVENTS = 100;
const RUNS = 10;
const ALERT_RUNS = Number(process.env.BENCH_ALERT_RUNS ?? 20);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 1000);
const OWN_DOMAIN = 'acme.com';
const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };

// Receivers -----------------------------------------------------------------------------------------
/** A local endpoint: notes when each event (by its data.seq) arrived, answers 200. */
function startReceiver(onEvent) {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const receivedAt = Date.now();
    res.writeHead(200).end();
    onEvent(JSON.parse(body), receivedAt);
  });
  return listenLocal(server);
}

/**
 * A Serper-shaped SERP vendor: filler hosts, with the own domain at #3 while `state.inTop`, else
 * absent, so every run that flips it makes "Enters the top 10" or "Leaves the top 10" fire for each keyword.
 */
function startSerpServer() {
  const state = { inTop: true };
  const server = http.createServer(async (req, res) => {
    const { q, num = 10, page = 1 } = JSON.parse(await readBody(req));
    const offset = (page - 1) * num;
    const organic = Array.from({ length: num }, (_, i) => {
      const position = offset + i + 1;
      const host = state.inTop && position === 3 ? OWN_DOMAIN : `filler-${position}.example.net`;
      return { title: `${q} — ${host}`, link: `https://${host}/${encodeURIComponent(q)}`, snippet: `About ${q}`, position };
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ searchParameters: { q, type: 'search' }, organic }));
  });
  return listenLocal(server).then((local) => ({ ...local, state }));
}

const ms = (value) => `${value.toFixed(0)} ms`;
const summary = (values) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

async function rest(appUrl, token, method, route, body) {
  const response = await fetch(`${appUrl}${route}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok && response.status !== 202) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

// Run -----------------------------------------------------------------------------------------------
await runBench(async () => {
  const database = await appDatabase('webhooks', 'rankcraft-bench-webhooks-');
  const receivers = [];
  const serp = await startSerpServer();
  onCleanup(serp.close);
  let app;
  try {
    /** Per event id: when it was published, and when each endpoint received it. */
    const publishedAt = new Map();
    const received = new Map();
    const waiters = [];
    /** Per tracking run id: when each endpoint received each of its alerts. */
    const alertReceipts = new Map();
    const note = (event, receivedAt) => {
      if (event.type === 'alert.triggered' && event.data.runId) {
        alertReceipts.set(event.data.runId, [...(alertReceipts.get(event.data.runId) ?? []), receivedAt]);
        waiters.splice(0).forEach((wake) => wake());
        return;
      }
      const list = received.get(event.data.seq) ?? [];
      list.push(receivedAt);
      received.set(event.data.seq, list);
      if (event.type === 'run.completed') runReceipts.set(event.data.jobId, receivedAt);
      waiters.splice(0).forEach((wake) => wake());
    };
    const runReceipts = new Map();
    for (let i = 0; i < ENDPOINTS; i++) {
      const receiver = await startReceiver(note);
      onCleanup(receiver.close);
      receivers.push(receiver);
    }

    ({ app } = await startInProcessApp(
      {
        LOG_LEVEL: 'silent',
        DATA_DIR: database.dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        SERP_PROVIDER: 'serper',
        SERPER_API_KEY: 'bench',
        SERP_BASE_URL: serp.url,
      },
      { database: database.config, logger: pino({ level: 'silent' }) },
    ));
    const { token, id: ownerId } = await signIn(app.url, ADMIN);
    const publish = (type, data) => createServices(app.deps, app.deps.orm.em.fork()).webhookEvents.publish(ownerId, type, data);
    const until = async (probe) => {
      while (!probe()) await new Promise((resolve) => waiters.push(resolve));
    };
    const urlOf = (receiver, index) => `${receiver.url}/hook-${index}`;

    /**
     * A run of the instance, to its job's end: its tracking run id, when the run ended (tracking_runs.finished_at:
     * its results are final, set just before its alerts are evaluated and published in the same finishing step)
     * and when its job was marked finished (after that step), in ms.
     */
    const runToEnd = async (instanceId) => {
      const job = await rest(app.url, token, 'POST', `/api/instances/${instanceId}/run`);
      const jobId = job.job_id;
      const connection = app.deps.orm.em.fork().getConnection();
      for (;;) {
        const [row] = await connection.execute(`select r.id, r.finished_at as run_ended_at, j.finished_at, j.status from tracking_runs r join jobs j on j.id = r.job_id where r.job_id = ?`, [jobId]);
        if (row?.finished_at) {
          if (row.status !== 'succeeded') throw new Error(`run ${jobId} ended ${row.status}`);
          return { runId: row.id, endedAt: new Date(row.run_ended_at).getTime(), finishedAt: new Date(row.finished_at).getTime() };
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const createInstance = async (name, keywords) => {
      const created = await rest(app.url, token, 'POST', '/api/instances', { name, user_domain: OWN_DOMAIN, user_company_name: 'Acme', keywords: keywords.slice(0, 200), result_count: 10 });
      // The plan caps an instance at 200 keywords when it is created; the bench sets more directly.
      if (keywords.length > 200) {
        await app.deps.orm.em.fork().getConnection().execute(
          `insert into tracking_keywords (instance_id, ordinal, keyword) select ?, k.ordinal, k.keyword from jsonb_array_elements_text(?::jsonb) with ordinality as k(keyword, ordinal)
           on conflict (instance_id, keyword_key) do nothing`,
          [created.id, JSON.stringify(keywords)],
        );
      }
      for (const kind of ['entered_top', 'left_top']) await rest(app.url, token, 'POST', `/api/instances/${created.id}/alert-rules`, { kind, threshold: 10 });
      return created;
    };

    console.log(`Webhooks bench — ${database.postgres ? 'PostgreSQL' : 'embedded PGlite'}, in-process job runner, receivers and a Serper-shaped SERP server on 127.0.0.1\n`);

    // 1. One endpoint: publish → receipt, one event at a time.
    const first = await rest(app.url, token, 'POST', '/api/webhooks', { url: urlOf(receivers[0], 0), events: ['alert.triggered', 'run.completed'] });
    const single = [];
    for (let seq = -SINGLE_EVENTS - 5; seq < -5; seq++) {
      const started = Date.now();
      await publish('alert.triggered', { seq });
      await until(() => received.has(seq));
      single.push(received.get(seq)[0] - started);
    }
    console.log(`Publish → receipt, one endpoint, ${SINGLE_EVENTS} events one after another: ${summary(single)}`);

    // 2. Tracker run end (job finished_at) → run.completed receipt, sandbox SERP.
    const instance = await rest(app.url, token, 'POST', '/api/instances', { name: 'Bench', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools', 'rank tracker'] });
    const runDelays = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await rest(app.url, token, 'POST', `/api/instances/${instance.id}/run`);
      await until(() => runReceipts.has(run.job_id));
      const [{ finished_at: finishedAt }] = await app.deps.orm.em.fork().getConnection().execute('select finished_at from jobs where id = ?', [run.job_id]);
      runDelays.push(runReceipts.get(run.job_id) - new Date(finishedAt).getTime());
    }
    console.log(`Tracker run end → run.completed receipt, ${RUNS} runs: ${summary(runDelays)} (negative: the event is published as the run ends, just before the job is marked finished)`);

    // 4. Tracker run end (tracking_runs.finished_at) → each alert.triggered receipt: 2 keywords, the own domain
    //    in and out of the top 10 on alternate runs, so each run triggers one alert per keyword.
    const watched = await createInstance('Bench alerts', ['seo tools', 'rank tracker']);
    serp.state.inTop = true;
    await runToEnd(watched.id); // the first run has nothing to compare with
    const alertDelays = [];
    const lastAlertDelays = [];
    for (let i = 0; i < ALERT_RUNS; i++) {
      serp.state.inTop = !serp.state.inTop;
      const { runId, endedAt } = await runToEnd(watched.id);
      await until(() => (alertReceipts.get(runId)?.length ?? 0) >= 2);
      const delays = alertReceipts.get(runId).map((receivedAt) => receivedAt - endedAt);
      alertDelays.push(...delays);
      lastAlertDelays.push(Math.max(...delays));
    }
    const p95 = percentile(alertDelays, 95);
    console.log(`Tracker run end → alert.triggered receipt, ${ALERT_RUNS} runs × 2 alerts: ${summary(alertDelays)}; per run, its last alert: ${summary(lastAlertDelays)}`);
    console.log(`  target p95 < 5 s: ${p95 < 5000 ? 'met' : 'NOT met'} (p95 ${ms(p95)})`);
    await rest(app.url, token, 'DELETE', `/api/webhooks/${first.id}`);

    // 3. Fan-out: EVENTS events to ENDPOINTS endpoints, published 20 at a time.
    for (let i = 0; i < ENDPOINTS; i++) await rest(app.url, token, 'POST', '/api/webhooks', { url: urlOf(receivers[i], i), events: ['alert.triggered'] });
    const fanStarted = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < EVENTS) {
          const seq = next++;
          publishedAt.set(seq, Date.now());
          await publish('alert.triggered', { seq });
        }
      }),
    );
    const publishedMs = Date.now() - fanStarted;
    await until(() => [...publishedAt.keys()].every((seq) => (received.get(seq)?.length ?? 0) >= ENDPOINTS));
    const fanMs = Date.now() - fanStarted;
    const delays = [...publishedAt.entries()].flatMap(([seq, at]) => received.get(seq).map((receivedAt) => receivedAt - at));
    console.log(`Fan-out: ${EVENTS} events × ${ENDPOINTS} endpoints = ${EVENTS * ENDPOINTS} deliveries`);
    console.log(`  published in ${ms(publishedMs)}; all delivered ${ms(fanMs)} after the first publish = ${((EVENTS * ENDPOINTS) / (fanMs / 1000)).toFixed(0)} deliveries/s`);
    console.log(`  publish → receipt per delivery: ${summary(delays)}`);

    // 5. One run that triggers ALERTS alerts ("Leaves the top 10" on ALERTS keywords), to the ENDPOINTS endpoints above.
    const many = await createInstance('Bench alert fan-out', Array.from({ length: ALERTS }, (_, i) => `bench keyword ${String(i + 1).padStart(4, '0')}`));
    serp.state.inTop = true;
    await runToEnd(many.id);
    serp.state.inTop = false;
    const runStarted = Date.now();
    const { runId, endedAt, finishedAt } = await runToEnd(many.id);
    await until(() => (alertReceipts.get(runId)?.length ?? 0) >= ALERTS * ENDPOINTS);
    const lastReceipt = Math.max(...alertReceipts.get(runId));
    const alertFanMs = lastReceipt - endedAt;
    console.log(`Alert fan-out: one run triggering ${ALERTS} alerts × ${ENDPOINTS} endpoints = ${alertReceipts.get(runId).length} deliveries`);
    console.log(`  run start → run end ${ms(endedAt - runStarted)}; run end → job finished (alerts evaluated and published) ${ms(finishedAt - endedAt)}`);
    console.log(`  all delivered ${ms(alertFanMs)} after the run's end = ${((ALERTS * ENDPOINTS) / (alertFanMs / 1000)).toFixed(0)} deliveries/s`);
    console.log(`  run end → receipt per delivery: ${summary(alertReceipts.get(runId).map((receivedAt) => receivedAt - endedAt))}`);
  } finally {
    await app?.stop();
  }
});
