import { plans, type Plan } from '../../src/modules/plans/plans';
import type { Job } from '../../src/modules/jobs/job.entity';
import { createServices } from '../../src/app/services';
import { request, signUpUser } from './http';
import { setPlan, type TestApp } from './test-app';

/** A user signed up over REST (on Free unless `plan` names another tier): their credentials, id and token. */
export async function createUser(app: TestApp, options: { plan?: Plan['tier']; fullName?: string; email?: string; password?: string } = {}) {
  const { plan = 'free', ...account } = options;
  const user = await signUpUser(app.url, account);
  if (plan !== 'free') await setPlan(app, user.id, plans.find((candidate) => candidate.tier === plan)!.id);
  return user;
}

/** The fields `createInstance` sends unless told otherwise: one keyword, no competitors, the default schedule. */
export const INSTANCE_DEFAULTS = { name: 'Acme tracking', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools'] } as const;

/** Creates a tracking instance over REST as the owner of `token` and returns its id (the request must succeed). */
export async function createInstance(app: TestApp, token: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await request(app.url, 'POST', '/api/instances', { token, body: { ...INSTANCE_DEFAULTS, ...fields } });
  expect(created).toMatchObject({ status: 201 });
  return created.body.id as string;
}

/** The job once it has ended, from the job events; fails if it has not ended within `timeoutMs`. */
export async function jobFinished(app: TestApp, jobId: string, timeoutMs = 60_000): Promise<Job> {
  const job = await createServices(app.deps, app.deps.orm.em.fork()).jobs.waitUntilFinished(jobId, app.deps.jobEvents, timeoutMs);
  if (!job.finished) throw new Error(`job ${jobId} did not finish within ${timeoutMs} ms (status ${job.status})`);
  return job;
}

/** Polls `probe` until it returns a value (for state no event announces, such as a row another process writes). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A company's cell of the keyword table as the API answers it (trackerKeywordTable's positions). */
export interface KeywordTableCell {
  domain: string;
  position: number | null;
  previousPosition: number | null;
  change: string;
  changeBy: number;
  bestPosition: number | null;
  url: string | null;
}

export function keywordTableCell(domain: string, position: number, previousPosition: number, change: string, changeBy: number, bestPosition: number | null, url: string | null): KeywordTableCell {
  return { domain, position, previousPosition, change, changeBy, bestPosition, url };
}
