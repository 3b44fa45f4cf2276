import type { Router } from 'express';
import { bodyOf, contextOf } from '../../../common/rest-context';
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
}
