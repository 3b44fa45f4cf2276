import type { Response, Router } from 'express';
import { csvLines } from '../../common/csv';
import { bodyOf, contextOf } from '../../common/rest-context';
import { streamResponse } from '../../common/stream-response';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { ResultRow } from './tracker-results.repository';
import type { TrackingInstance } from './tracking-instance.entity';

/** The spec §3/§7 REST shape of an instance. */
function toInstanceJson(instance: TrackingInstance, keywords: Map<string, string[]>) {
  return {
    id: instance.id,
    name: instance.name,
    user_domain: instance.userDomain,
    user_company_name: instance.userCompanyName,
    competitor_domains: instance.competitors.map((competitor) => competitor.domain),
    competitor_company_names: instance.competitors.map((competitor) => competitor.companyName),
    keywords: keywords.get(instance.id) ?? [],
    devices: instance.devices,
    result_count: instance.resultCount,
    frequency: instance.frequency,
    scheduled_time: instance.scheduledTime,
    time_zone: instance.timeZone,
    serp_location: instance.serpLocation,
    serp_language: instance.serpLanguage,
    serp_country: instance.serpCountry,
    serp_date_range: instance.serpDateRange,
    page: instance.page,
    search_console_flag_places: instance.searchConsoleFlagPlaces,
    client_id: instance.clientId,
    last_run: instance.lastRunAt?.toISOString() ?? '',
    next_run_at: instance.nextRunAt?.toISOString() ?? null,
    created_at: instance.createdAt.toISOString(),
  };
}

const toRowJson = (row: ResultRow) => ({ domain: row.domain, keyword: row.keyword, device: row.device, position: row.position, created_at: row.createdAt.toISOString() });

function toJobJson(job: Job) {
  return { job_id: job.id, status: job.status, progress: job.progress, error: job.error };
}

/**
 * Spec field names in, service input out; lists of domains and names are zipped into competitors.
 * A list sent as anything else is handed on as it came, for the service to refuse.
 */
function instanceInputFrom(body: Record<string, unknown>) {
  const { competitor_domains: domains, competitor_company_names: names } = body;
  const notAList = [domains, names].find((value) => value != null && !Array.isArray(value));
  const competitors =
    notAList !== undefined ? notAList : Array.isArray(domains) ? (domains as unknown[]).map((domain, index) => ({ domain, companyName: Array.isArray(names) ? (names as unknown[])[index] : undefined })) : domains;
  return {
    name: body.name,
    userDomain: body.user_domain,
    userCompanyName: body.user_company_name,
    competitors,
    keywords: body.keywords,
    devices: body.devices,
    resultCount: body.result_count,
    frequency: body.frequency,
    scheduledTime: body.scheduled_time,
    timeZone: body.time_zone,
    serpLocation: body.serp_location,
    serpLanguage: body.serp_language,
    serpCountry: body.serp_country,
    serpDateRange: body.serp_date_range,
    page: body.page,
    searchConsoleFlagPlaces: body.search_console_flag_places,
    // The clientId contract; client_id as the instance is read back.
    clientId: body.clientId !== undefined ? body.clientId : body.client_id,
  };
}

/** An export's client that reads nothing for the configured time loses its response, with a log line saying so. */
function stalledExport(res: Response) {
  const { deps, requestId } = contextOf(res);
  return {
    timeoutMs: deps.config.exportStallTimeoutMs,
    onStalled: () => deps.logger.warn({ requestId, stalledMs: deps.config.exportStallTimeoutMs }, 'export client stopped reading; response closed'),
  };
}

export function registerTrackerRoutes(router: Router): void {
  router.get('/instances', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const instances = await services.trackingInstances.list(viewer, { clientId: req.query.clientId });
    const keywords = await services.trackingInstances.keywordsOf(instances);
    res.json(instances.map((instance) => toInstanceJson(instance, keywords)));
  });

  router.post('/instances', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const instance = await services.trackingInstances.create(viewer, instanceInputFrom(bodyOf(req)));
    res.status(201).json(toInstanceJson(instance, await services.trackingInstances.keywordsOf([instance])));
  });

  router.put('/instances/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const instance = await services.trackingInstances.update(viewer, req.params.id, instanceInputFrom(bodyOf(req)));
    res.json(toInstanceJson(instance, await services.trackingInstances.keywordsOf([instance])));
  });

  router.get('/instances/:id/latest', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.trackerReports.latest(viewer, req.params.id, req.query.device)).map(toRowJson));
  });

  // A competitor added here (or by PUT) gets its history from the stored results pages, by a backfill job.
  router.post('/instances/:id/competitors', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const instance = await services.trackingInstances.addCompetitor(viewer, req.params.id, { domain: body.domain, companyName: body.company_name });
    res.json(toInstanceJson(instance, await services.trackingInstances.keywordsOf([instance])));
  });

  router.get('/instances/:id/cannibalisation', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const report = await services.trackerReports.cannibalisation(viewer, req.params.id, req.query.run);
    res.json({
      ...report,
      runAt: report.runAt?.toISOString() ?? null,
      health: report.health.map((point) => ({ ...point, runAt: point.runAt.toISOString() })),
    });
  });

  router.get('/instances/:id/snapshots', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { keyword, device, run } = req.query;
    const snapshot = await services.trackerReports.serpSnapshot(viewer, req.params.id, { keyword, device, runId: run });
    res.json({ ...snapshot, runAt: snapshot.runAt.toISOString() });
  });

  // Streamed in pages with backpressure: a long history never sits in memory, and a slow or vanished
  // reader never holds a database connection.
  router.get('/instances/:id/results', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const rows = await services.trackerReports.history(viewer, req.params.id, req.query.device);
    res.type('application/json');
    await streamResponse(
      res,
      (async function* () {
        let separator = '[';
        for await (const row of rows) {
          yield separator + JSON.stringify(toRowJson(row));
          separator = ',';
        }
        yield separator === '[' ? '[]' : ']';
      })(),
      stalledExport(res),
    );
  });

  router.get('/instances/:id/results.csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const csv = await services.trackerReports.exportCsv(viewer, req.params.id, req.query.device);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csv.fileName}"`);
    await streamResponse(
      res,
      (async function* () {
        yield csvLines([csv.columns]);
        for await (const row of csv.rows) yield csvLines([row]);
      })(),
      stalledExport(res),
    );
  });

  // Keywords with their tags, target pages and devices: the import file's columns, so an export imports back.
  router.get('/instances/:id/keywords.csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const keywords = await services.trackingKeywords.list(viewer, req.params.id, { tag: req.query.tag, search: req.query.search });
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="keywords.csv"');
    res.send(
      csvLines([
        ['keyword', 'tags', 'target_url', 'device'],
        ...keywords.map((keyword) => [keyword.keyword, keyword.tags.join(';'), keyword.targetUrl ?? '', keyword.device ?? '']),
      ]),
    );
  });

  // CSV / TSV as the body (text/csv, text/plain) or JSON {text}; ?preview=1 says what saving would do and saves nothing.
  router.post('/instances/:id/keywords/import', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const text = typeof req.body === 'string' ? req.body : bodyOf(req).text;
    if (req.query.preview === '1' || req.query.preview === 'true') return void res.json(await services.trackingKeywords.previewImport(viewer, req.params.id, { text }));
    res.json(await services.trackingKeywords.importKeywords(viewer, req.params.id, { text }));
  });

  router.post('/instances/:id/keywords/bulk', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const changed = await services.trackingKeywords.bulkEdit(viewer, req.params.id, { action: body.action, keywords: body.keywords, tag: body.tag, search: body.search, tags: body.tags });
    res.json({ changed });
  });

  // One keyword's tags and target page; the keyword is the path's last segment, URL-encoded.
  router.patch('/instances/:id/keywords/:keyword', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const keyword = await services.trackingKeywords.updateKeyword(viewer, req.params.id, { keyword: req.params.keyword, tags: body.tags, targetUrl: body.target_url });
    res.json({ keyword: keyword.keyword, tags: keyword.tags, target_url: keyword.targetUrl, device: keyword.device });
  });

  // Answers when the run has ended, so a client that refetches right after sees its results.
  router.post('/instances/:id/run', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const job = await services.trackerRunStarts.runAndWait(viewer, req.params.id);
    if (!job.finished) return void res.status(202).json(toJobJson(job));
    if (job.status === JobStatus.succeeded) return void res.json(toJobJson(job));
    res.status(502).json({ ...toJobJson(job), error: job.error ?? 'Run failed' });
  });

  router.delete('/instances/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.trackingInstances.remove(viewer, req.params.id);
    res.json({ success: true });
  });
}
