import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Router } from 'express';
import { stringify } from 'csv-stringify';
import { bodyOf, contextOf } from '../../server/rest-context';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { ResultRow } from './tracker-results.repository';
import type { TrackingInstance } from './tracking-instance.entity';

/** How long POST /run waits for the run to end before answering 202 with the job id. */
export const RUN_WAIT_MS = 60_000;

/** The spec §3/§7 REST shape of an instance. */
function toInstanceJson(instance: TrackingInstance) {
  return {
    id: instance.id,
    name: instance.name,
    user_domain: instance.userDomain,
    user_company_name: instance.userCompanyName,
    competitor_domains: instance.competitors.map((competitor) => competitor.domain),
    competitor_company_names: instance.competitors.map((competitor) => competitor.companyName),
    keywords: instance.keywords,
    result_count: instance.resultCount,
    frequency: instance.frequency,
    scheduled_time: instance.scheduledTime,
    time_zone: instance.timeZone,
    serp_location: instance.serpLocation,
    serp_language: instance.serpLanguage,
    serp_country: instance.serpCountry,
    serp_date_range: instance.serpDateRange,
    page: instance.page,
    last_run: instance.lastRunAt?.toISOString() ?? '',
    next_run_at: instance.nextRunAt?.toISOString() ?? null,
    created_at: instance.createdAt.toISOString(),
  };
}

const toRowJson = (row: ResultRow) => ({ domain: row.domain, keyword: row.keyword, position: row.position, created_at: row.createdAt.toISOString() });

function toJobJson(job: Job) {
  return { job_id: job.id, status: job.status, progress: job.progress, error: job.error };
}

/** Spec field names in, service input out; lists of domains and names are zipped into competitors. */
function instanceInputFrom(body: Record<string, unknown>) {
  const domains: unknown[] = Array.isArray(body.competitor_domains) ? body.competitor_domains : [];
  const names: unknown[] = Array.isArray(body.competitor_company_names) ? body.competitor_company_names : [];
  return {
    name: body.name,
    userDomain: body.user_domain,
    userCompanyName: body.user_company_name,
    competitors: domains.map((domain, index) => ({ domain, companyName: names[index] })),
    keywords: body.keywords,
    resultCount: body.result_count,
    frequency: body.frequency,
    scheduledTime: body.scheduled_time,
    timeZone: body.time_zone,
    serpLocation: body.serp_location,
    serpLanguage: body.serp_language,
    serpCountry: body.serp_country,
    serpDateRange: body.serp_date_range,
    page: body.page,
  };
}

export function registerTrackerRoutes(router: Router): void {
  router.get('/instances', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.tracker.list(viewer)).map(toInstanceJson));
  });

  router.post('/instances', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(toInstanceJson(await services.tracker.create(viewer, instanceInputFrom(bodyOf(req)))));
  });

  router.get('/instances/:id/latest', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.tracker.latest(viewer, req.params.id)).map(toRowJson));
  });

  // Streamed row by row: a long history never sits in memory as a whole.
  router.get('/instances/:id/results', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const rows = await services.tracker.history(viewer, req.params.id);
    res.type('application/json');
    let separator = '[';
    for await (const row of rows) {
      if (!res.write(separator + JSON.stringify(toRowJson(row)))) await once(res, 'drain');
      separator = ',';
    }
    res.end(separator === '[' ? '[]' : ']');
  });

  router.get('/instances/:id/results.csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const instance = await services.tracker.findOwnInstanceOrFail(viewer, req.params.id);
    const rows = await services.tracker.history(viewer, instance.id);
    const companyOf = new Map(instance.companies.map((company) => [company.domain, company.companyName]));
    const fileName = `${instance.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'tracking'}-rankings.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    const csvRows = Readable.from(
      (async function* () {
        for await (const row of rows) yield [row.createdAt.toISOString(), companyOf.get(row.domain) ?? row.domain, row.domain, row.keyword, row.position === 0 ? '' : row.position];
      })(),
    );
    await pipeline(csvRows, stringify({ header: true, columns: ['run_at', 'company', 'domain', 'keyword', 'position'] }), res);
  });

  // Answers when the run has ended, so a client that refetches right after sees its results.
  router.post('/instances/:id/run', async (req, res) => {
    const { services, viewer, deps } = contextOf(res);
    const started = await services.tracker.startRun(viewer, req.params.id);
    const job = await services.jobs.waitUntilFinished(started.id, deps.jobEvents, RUN_WAIT_MS);
    if (!job.finished) return void res.status(202).json(toJobJson(job));
    if (job.status === JobStatus.succeeded) return void res.json(toJobJson(job));
    res.status(502).json({ ...toJobJson(job), error: job.error ?? 'Run failed' });
  });

  router.delete('/instances/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.tracker.remove(viewer, req.params.id);
    res.json({ success: true });
  });
}
