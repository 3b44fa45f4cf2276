import { monitorEventLoopDelay } from 'node:perf_hooks';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

/** The longest a slow statement of one request may hold the app's event loop (and so /healthz). */
const MAX_EVENT_LOOP_DELAY_MS = 100;
const SLOW_STATEMENT = 'select pg_sleep(2)';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * Runs the slow statement through the app's ORM while /healthz is asked every 10 ms, and returns
 * the worst delay of this thread's event loop meanwhile (the app runs here) and the health answers
 * received. Event-loop delay, not the time between answers: on a machine shared with other test
 * runs the thread also waits for a core, which shows in both but far less in the loop's timers.
 * Up to 3 tries: a stall the statement causes shows in every one.
 */
async function slowStatementWhileHealthIsPolled(): Promise<{ worstDelayMs: number; answers: number[] }> {
  let best: { worstDelayMs: number; answers: number[] } | undefined;
  for (let attempt = 0; attempt < 3 && (!best || best.worstDelayMs >= MAX_EVENT_LOOP_DELAY_MS); attempt++) {
    const run = await pollDuringSlowStatement();
    if (!best || run.worstDelayMs < best.worstDelayMs) best = run;
  }
  return best!;
}

async function pollDuringSlowStatement(): Promise<{ worstDelayMs: number; answers: number[] }> {
  const answers: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      answers.push((await request(app.url, 'GET', '/healthz')).status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    await app.database.orm.em.fork().getConnection().execute(SLOW_STATEMENT);
  } finally {
    delay.disable();
    running = false;
    await poller;
  }
  return { worstDelayMs: delay.max / 1e6, answers };
}

it("answers /healthz while another request's statement runs for seconds", async () => {
  const { worstDelayMs, answers } = await slowStatementWhileHealthIsPolled();
  expect(worstDelayMs).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  // Answered all along, not once the statement was over: 2 s at one answer per 10 ms and more.
  expect(answers.length).toBeGreaterThan(20);
  expect(new Set(answers)).toEqual(new Set([200]));
}, 120_000);
