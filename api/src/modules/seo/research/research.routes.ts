import type { Request, Response, Router } from 'express';
import { csvLines } from '../../../common/csv';
import { bodyOf, contextOf } from '../../../common/rest-context';
import { streamResponse } from '../../../common/stream-response';
import type { BulkPreview, BulkResearchView } from './bulk-research.service';
import type { BulkKeywordRowData } from './bulk-results.repository';
import type { KeywordStat, RankedKeyword, TrafficMetrics, Backlink } from './research-provider';
import { LIMITS } from './dto/inputs/research-fields';
import type { SerpResultSnapshot } from './saved-serp-analysis.entity';

/** Spec §3 keyword stat: `{ keyword, vol, cpc: { currency: "USD", value }, competition, trend }`. */
const toKeywordStatJson = (stat: KeywordStat) => ({
  keyword: stat.keyword,
  vol: stat.volume,
  cpc: { currency: 'USD', value: stat.cpc },
  competition: stat.competition,
  trend: stat.trend.map(({ year, month, volume }) => ({ year, month, value: volume })),
});

const toRankedKeywordJson = (row: RankedKeyword) => ({
  ...toKeywordStatJson(row),
  estimated_monthly_traffic: row.estimatedMonthlyTraffic,
  serp_position: row.serpPosition,
});

const toTrafficJson = (key: 'domain' | 'url', row: TrafficMetrics) => ({
  [key]: row.target,
  estimated_monthly_traffic: row.estimatedMonthlyTraffic,
  total_ranking_keywords: row.totalRankingKeywords,
});

const toBacklinkJson = (link: Backlink) => ({
  anchor_text: link.anchorText,
  domain_source: link.domainSource,
  domain_target: link.domainTarget,
  url_source: link.urlSource,
  url_target: link.urlTarget,
});

const toSerpResultJson = (result: SerpResultSnapshot) => ({
  position: result.position,
  title: result.title,
  snippet: result.snippet,
  link: result.link,
  domain: result.domain,
  date: result.date,
});

/** Spec §7 "Analysis": every answer is `{ source, provider, data }` except serp-rankings (the whole body). */
export function registerResearchRoutes(router: Router): void {
  router.post('/keyword-stats', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, keywords } = await services.research.keywordStats(viewer, { keywords: body.keywords, country: body.country });
    res.json({ source, provider, data: keywords.map(toKeywordStatJson) });
  });

  // Related and PASF keywords are lists of keywords, as the vendors' own answers are.
  router.post('/get-related-keywords', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, keywords } = await services.research.relatedKeywords(viewer, { keyword: body.keyword, num: body.num, country: body.country });
    res.json({ source, provider, data: keywords.map((stat) => stat.keyword) });
  });

  router.post('/get-pasf-keywords', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, keywords } = await services.research.pasfKeywords(viewer, { keyword: body.keyword, num: body.num, country: body.country });
    res.json({ source, provider, data: keywords.map((stat) => stat.keyword) });
  });

  router.post('/get-domain-keywords', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, keywords } = await services.research.domainKeywords(viewer, { domain: body.domain, country: body.country, num: body.num });
    res.json({ source, provider, data: keywords.map(toRankedKeywordJson) });
  });

  router.post('/get-url-keywords', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, keywords } = await services.research.urlKeywords(viewer, { url: body.url, country: body.country, num: body.num });
    res.json({
      source,
      provider,
      data: keywords.map((row) => ({ keyword: row.keyword, estimated_monthly_traffic: row.estimatedMonthlyTraffic, serp_position: row.serpPosition })),
    });
  });

  router.post('/get-url-traffic-metrics', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, url, summary } = await services.research.urlTraffic(viewer, { url: body.url, country: body.country });
    res.json({ source, provider, data: [toTrafficJson('url', { target: url, ...summary })] });
  });

  router.post('/get-domain-traffic-metrics', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { source, provider, domains } = await services.research.domainTraffic(viewer, { domains: body.domains, country: body.country });
    res.json({ source, provider, data: domains.map((row) => toTrafficJson('domain', row)) });
  });

  const backlinkRoute = (path: string, scope: 'domain' | 'page', unique: boolean) =>
    router.post(path, async (req, res) => {
      const { services, viewer } = contextOf(res);
      const body = bodyOf(req);
      const target = scope === 'page' ? body.url : body.domain;
      const defaultNum = scope === 'page' ? LIMITS.pageBacklinksDefault : LIMITS.backlinks.default;
      const { source, provider, backlinks } = await services.research.backlinks(viewer, { target, num: body.num, unique }, { scope, defaultNum });
      res.json({ source, provider, data: backlinks.map(toBacklinkJson) });
    });
  backlinkRoute('/get-page-backlinks', 'page', false);
  backlinkRoute('/get-unique-page-backlinks', 'page', true);
  backlinkRoute('/domain-backlinks', 'domain', false);
  backlinkRoute('/domain-unique-backlinks', 'domain', true);

  router.post('/serp-rankings', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const analysis = await services.research.serpAnalysis(viewer, {
      query: body.keyword,
      num: body.num,
      page: body.page,
      language: body.lang,
      country: body.gl,
      location: body.region,
      dateRange: body.date_range,
    });
    res.json({ source: analysis.source, provider: analysis.provider, query: analysis.query, organic: analysis.results.map(toSerpResultJson) });
  });

  registerBulkResearchRoutes(router);
}

/** A bulk research as REST answers it (snake_case, as the other research answers). */
const toBulkResearchJson = (research: BulkResearchView) => ({
  id: research.id,
  jobId: research.jobId,
  status: research.status,
  error: research.error,
  source: research.source,
  provider: research.provider,
  country: research.country || null,
  language: research.language,
  total: research.total,
  done: research.done,
  failed: research.failed,
  batch_size: research.batchSize,
  created_at: research.createdAt.toISOString(),
});

const toBulkPreviewJson = ({ duplicateCount, invalidCount, searchesLeft, searchesShort, ...preview }: BulkPreview) => ({
  ...preview,
  duplicate_count: duplicateCount,
  invalid_count: invalidCount,
  searches_left: searchesLeft,
  searches_short: searchesShort,
});

/** A row: spec §3's keyword stat while answered, with its status (and why, when it failed). */
const toBulkRowJson = (row: BulkKeywordRowData) => ({
  keyword: row.keyword,
  status: row.status,
  vol: row.volume,
  cpc: row.cpc === null ? null : { currency: 'USD', value: row.cpc },
  competition: row.competition,
  trend: row.trend.map(({ year, month, volume }) => ({ year, month, value: volume })),
  error: row.error,
});

/** Keywords as a JSON body ({keywords} or {text}) or as the CSV / TSV file itself; country and language in the body or the query. */
function bulkInput(req: Request) {
  const body = bodyOf(req);
  const text = typeof req.body === 'string' ? req.body : body.text;
  return { keywords: body.keywords, text, country: body.country ?? req.query.country, language: body.language ?? req.query.language } as Record<string, unknown>;
}

const queryNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

function stalledExport(res: Response) {
  const { deps, requestId } = contextOf(res);
  return {
    timeoutMs: deps.config.exportStallTimeoutMs,
    onStalled: () => deps.logger.warn({ requestId, stalledMs: deps.config.exportStallTimeoutMs }, 'export client stopped reading; response closed'),
  };
}

/** Bulk keyword research: start (a job), preview, follow, page through, download as CSV. */
function registerBulkResearchRoutes(router: Router): void {
  router.post('/keyword-research/bulk/preview', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { keywords, text } = bulkInput(req);
    res.json(toBulkPreviewJson(await services.bulkResearch.preview(viewer, { keywords, text })));
  });

  router.post('/keyword-research/bulk', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const started = await services.bulkResearch.start(viewer, bulkInput(req));
    res.status(202).json(started);
  });

  router.get('/keyword-research/bulk', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const researches = await services.bulkResearch.list(viewer, typeof req.query.limit === 'string' ? Number(req.query.limit) || undefined : undefined);
    res.json({ data: researches.map(toBulkResearchJson) });
  });

  // The research and a page of its keywords (?offset=&limit=, 50 by default, at most 500; ?sort=&direction=&search=&min_volume=&max_competition=).
  router.get('/keyword-research/bulk/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const research = await services.bulkResearch.get(viewer, req.params.id);
    const { offset, limit, sort, direction, search, min_volume: minVolume, max_competition: maxCompetition } = req.query;
    const page = await services.bulkResearch.results(viewer, req.params.id, {
      offset: queryNumber(offset),
      limit: queryNumber(limit),
      sort,
      direction,
      search,
      minVolume: queryNumber(minVolume),
      maxCompetition: queryNumber(maxCompetition),
    });
    res.json({ ...toBulkResearchJson(research), offset: page.offset, matching: page.matching, data: page.rows.map(toBulkRowJson) });
  });

  router.get('/keyword-research/bulk/:id/results.csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const csv = await services.bulkResearch.csv(viewer, req.params.id);
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
}
