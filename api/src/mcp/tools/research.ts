import { z } from 'zod';
import { parseInput } from '../../common/validation';
import { CreditKind } from '../../modules/plans/credit-kind';
import { keywordStatsSchema } from '../../modules/seo/research/dto/inputs/keyword-stats.input';
import { asJson, writeTool, type Quote, type ToolHost } from '../tool-kit';

const country = z.string().max(10).optional().describe('Two-letter country code; "global" for none. Default us.');
const searches = (count: number, vendorCalls: number): Quote => ({ credits: { [CreditKind.KEYWORD_SEARCHES]: count }, vendorCalls, expectedSeconds: 2 * vendorCalls });
const labelled = { source: z.string(), provider: z.string() };
const rows = z.array(z.unknown());

/**
 * Keyword research and SERP / URL / domain analysis. Each spends keyword-search credits, as on REST, so each is
 * quoted and confirmed like any other spend, and a read-only token cannot call them.
 */
export function registerResearchTools(host: ToolHost): void {
  writeTool(
    host,
    'keyword_stats',
    { title: 'Keyword stats', description: 'Search volume, CPC, competition and a 12-month trend for each keyword: one keyword-search credit per keyword.', input: { keywords: z.array(z.string()).min(1).max(100), country }, output: { ...labelled, keywords: rows } },
    // The service's own reading of the keywords (trimmed, repeats dropped) is what it charges for.
    async (_caller, args) => searches(parseInput(keywordStatsSchema, args).keywords.length, 1),
    async ({ viewer, services }, args) => asJson(await services.research.keywordStats(viewer, args)),
  );

  writeTool(
    host,
    'keyword_suggestions',
    {
      title: 'Keyword suggestions',
      description: 'Keywords related to a seed keyword (related), or that people also search for (pasf), with their stats: one keyword-search credit.',
      input: { keyword: z.string().min(1).max(80), kind: z.enum(['related', 'pasf']).default('related'), num: z.number().int().min(1).max(100).optional(), country },
      output: { ...labelled, keywords: rows },
    },
    async () => searches(1, 1),
    async ({ viewer, services }, { kind, ...seed }) => asJson(kind === 'pasf' ? await services.research.pasfKeywords(viewer, seed) : await services.research.relatedKeywords(viewer, seed)),
  );

  writeTool(
    host,
    'serp_analysis',
    {
      title: 'SERP analysis',
      description: 'The organic results Google shows for a keyword: one keyword-search credit.',
      input: { keyword: z.string().min(1).max(200), country, language: z.string().max(10).optional(), num: z.number().int().min(1).max(100).optional(), page: z.number().int().min(1).max(10).optional() },
      output: { ...labelled, query: z.string(), results: rows },
    },
    async () => searches(1, 1),
    async ({ viewer, services }, args) => asJson(await services.research.serpAnalysis(viewer, { query: args.keyword, country: args.country, language: args.language, num: args.num, page: args.page })),
  );

  writeTool(
    host,
    'url_analysis',
    {
      title: 'URL analysis',
      description: 'The keywords a page ranks for and its estimated monthly traffic: one keyword-search credit.',
      input: { url: z.string().min(1).max(2000), country, num: z.number().int().min(1).max(100).optional() },
      output: { ...labelled, url: z.string(), keywords: rows, summary: z.unknown() },
    },
    async () => searches(1, 2),
    async ({ viewer, services }, args) => asJson(await services.research.urlAnalysis(viewer, args)),
  );

  writeTool(
    host,
    'domain_analysis',
    {
      title: 'Domain analysis',
      description: 'The keywords a domain ranks for and its estimated monthly traffic: two keyword-search credits (one per lookup).',
      input: { domain: z.string().min(1).max(253), country, num: z.number().int().min(1).max(100).optional() },
      output: { ...labelled, domain: z.string(), keywords: rows, traffic: z.unknown() },
    },
    async () => searches(2, 2),
    async ({ viewer, services }, args) => {
      const ranked = await services.research.domainKeywords(viewer, args);
      const traffic = await services.research.domainTraffic(viewer, { domains: [args.domain], country: args.country });
      return asJson({ source: ranked.source, provider: ranked.provider, domain: args.domain, keywords: ranked.keywords, traffic: traffic.domains[0] ?? null });
    },
  );
}
