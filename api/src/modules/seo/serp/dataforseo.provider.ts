import { dataForSeoOverview, type SerpAiOverview } from './ai-overview';
import { list, positiveInteger, RawFeature, RawOrganicResult, text, toOrganicResults, toSerpFeatures } from './organic-results';
import { assertSerpQuery, pageWindow, PostedSerpTask, QueuedSerpProvider, SerpPage, SerpProvider, SerpQuery } from './serp-provider';
import { dataForSeoErrorForCode, dataForSeoTaskResult } from './dataforseo-envelope';
import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, VendorRequest, VendorResponse, vendorErrors } from './vendor-http';

export const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com';
const ENDPOINT = '/v3/serp/google/organic/live/advanced';
// Standard (queued) mode: tasks posted, listed once done, and collected.
const TASK_POST = '/v3/serp/google/organic/task_post';
const TASKS_READY = '/v3/serp/google/organic/tasks_ready';
const TASK_GET = '/v3/serp/google/organic/task_get/advanced/';
/** The vendor's documented maximum of tasks in one task_post. */
const MAX_TASKS_PER_POST = 100;
const OK = 20000;
const TASK_CREATED = 20100;
/** "Task Handed." and "Task in Queue.": not done yet. */
const TASK_PENDING = new Set([40601, 40602]);

// The vendor's documented maximum `depth`.
const MAX_DEPTH = 700;
// DataForSEO needs a location; with neither a location nor a country we search as from the US.
const FALLBACK_LOCATION = 'United States';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface DataForSeoOptions {
  login: string;
  password: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * DataForSEO Live Google Organic (advanced): one task per POST, HTTP Basic auth. It has no page
 * parameter, so page N is read as the top N × depth results and cut to its window.
 */
export class DataForSeoProvider implements SerpProvider {
  readonly name = 'dataforseo';
  readonly source = 'LIVE' as const;
  /**
   * Depth N: one request with `depth` N (the vendor crawls as many Google pages as that takes and
   * bills per 10 results), up to its documented maximum.
   */
  readonly resultsPerRequest = MAX_DEPTH;
  private readonly context: VendorContext;
  private readonly base: string;
  private readonly endpoint: URL;
  private readonly authorization: string;

  constructor(options: DataForSeoOptions) {
    const token = Buffer.from(`${options.login}:${options.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
    this.context = {
      provider: 'DataForSEO',
      credentials: { what: 'the login and password', variables: 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD' },
      timeoutMs: options.timeoutMs ?? 15_000,
      secrets: [options.login, options.password, token],
    };
    this.base = baseUrl(options.baseUrl, DATAFORSEO_BASE_URL);
    this.endpoint = new URL(`${this.base}${ENDPOINT}`);
  }

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    assertSerpQuery(query);
    const response = await callVendor(this.context, this.endpoint, this.post([taskOf(query)]), signal);
    return this.pageOf(dataForSeoTaskResult(this.context, response)[0], query);
  }

  /** Standard mode: the same task as a live search, queued; its results parsed as a live answer's. */
  readonly queued: QueuedSerpProvider = {
    maxTasksPerPost: MAX_TASKS_PER_POST,
    post: async (tasks, signal) => {
      for (const { query } of tasks) assertSerpQuery(query);
      const response = await callVendor(this.context, this.url(TASK_POST), this.post(tasks.map(({ query, tag }) => ({ ...taskOf(query), tag }))), signal);
      const answered = new Map(this.tasksOf(response).map((task) => [isRecord(task.data) ? text(task.data.tag) : '', task]));
      return tasks.map(({ tag }): PostedSerpTask => {
        const task = answered.get(tag);
        if (!task) return { tag, error: vendorErrors.badResponse(this.context, 'a posted task is missing from the answer') };
        if (task.status_code !== TASK_CREATED || typeof task.id !== 'string') return { tag, error: dataForSeoErrorForCode(this.context, Number(task.status_code), text(task.status_message)) };
        return { tag, id: task.id };
      });
    },
    ready: async (signal) => {
      const response = await callVendor(this.context, this.url(TASKS_READY), { method: 'GET', headers: { Authorization: this.authorization } }, signal);
      return this.tasksOf(response).flatMap((task) => {
        if (task.status_code !== OK || !Array.isArray(task.result)) return [];
        return (task.result as unknown[]).flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [{ id: entry.id, tag: text(entry.tag) || null }] : []));
      });
    },
    collect: async (id, query, signal) => {
      const response = await callVendor(this.context, this.url(`${TASK_GET}${encodeURIComponent(id)}`), { method: 'GET', headers: { Authorization: this.authorization } }, signal);
      const [task] = response.status === 200 ? this.tasksOf(response) : [];
      if (task && TASK_PENDING.has(Number(task.status_code))) return null;
      return this.pageOf(dataForSeoTaskResult(this.context, response)[0], query);
    },
  };

  private post(tasks: Record<string, unknown>[]): VendorRequest {
    return { method: 'POST', headers: { Authorization: this.authorization, 'Content-Type': 'application/json' }, body: JSON.stringify(tasks) };
  }

  private url(path: string): URL {
    return new URL(`${this.base}${path}`);
  }

  /** The `tasks` of an answer whose envelope says OK; vendor failures become VendorErrors. */
  private tasksOf(response: VendorResponse): Record<string, unknown>[] {
    const body = response.body;
    if (response.status !== 200) throw errorForStatus(this.context, response.status, isRecord(body) ? text(body.status_message) : undefined, response.retryAfterMs);
    if (!isRecord(body) || typeof body.status_code !== 'number' || !Array.isArray(body.tasks)) throw vendorErrors.badResponse(this.context);
    if (body.status_code !== OK) throw dataForSeoErrorForCode(this.context, body.status_code, text(body.status_message));
    return (body.tasks as unknown[]).filter(isRecord);
  }

  /** A task's first result (absent: nothing found) as a page. */
  private pageOf(result: unknown, query: SerpQuery): SerpPage {
    if (result === undefined) return this.page([], [], query);
    if (!isRecord(result)) throw vendorErrors.badResponse(this.context);
    if (result.items !== null && result.items !== undefined && !Array.isArray(result.items)) throw vendorErrors.badResponse(this.context);
    const items = (result.items ?? []) as unknown[];
    const overviewItem = items.find((item): item is Record<string, unknown> => isRecord(item) && item.type === 'ai_overview');
    return this.page(items.flatMap(toRaw), items.flatMap(toFeature), query, (overviewItem && dataForSeoOverview(overviewItem)) ?? undefined);
  }

  private page(raw: RawOrganicResult[], features: RawFeature[], query: SerpQuery, aiOverview?: SerpAiOverview): SerpPage {
    const page: SerpPage = { source: this.source, provider: this.name, results: toOrganicResults(raw, query, 'absolute'), features: toSerpFeatures(features) };
    return aiOverview ? { ...page, aiOverview } : page;
  }
}

/** The vendor's task for a query, live or queued. */
function taskOf(query: SerpQuery): Record<string, unknown> {
  return {
    keyword: query.keyword,
    language_code: query.language,
    location_name: locationName(query),
    depth: Math.min(pageWindow(query).last, MAX_DEPTH),
    device: query.device ?? 'desktop',
    ...(query.dateRange ? { search_param: `&tbs=qdr:${query.dateRange}` } : {}),
  };
}

function locationName(query: SerpQuery): string {
  // The vendor's location names are comma-separated without spaces: "Austin,Texas,United States".
  if (query.location) return query.location.split(',').map((part) => part.trim()).filter(Boolean).join(',');
  if (query.country) return regionNames.of(query.country.toUpperCase()) ?? FALLBACK_LOCATION;
  return FALLBACK_LOCATION;
}

function toRaw(item: unknown): RawOrganicResult[] {
  if (!isRecord(item) || item.type !== 'organic' || !text(item.url)) return [];
  // rank_group counts organic results only, like the other vendors' positions; rank_absolute also
  // counts ads, featured snippets and other blocks, so it is only the fallback.
  return [
    {
      position: positiveInteger(item.rank_group) ?? positiveInteger(item.rank_absolute),
      type: item.is_featured_snippet === true ? 'featured_snippet' : item.is_video === true ? 'video' : list(item.links).length > 0 ? 'sitelinks' : isRecord(item.rating) || list(item.faq).length > 0 || isRecord(item.faq) ? 'rich_snippet' : 'organic',
      title: text(item.title),
      url: text(item.url),
      domain: text(item.domain),
      snippet: text(item.description),
      date: typeof item.timestamp === 'string' ? item.timestamp : null,
    },
  ];
}

// DataForSEO item types that are features, by our name; several of theirs map to one of ours.
const FEATURE_ITEMS: Record<string, RawFeature['type']> = {
  featured_snippet: 'featured_snippet',
  people_also_ask: 'people_also_ask',
  local_pack: 'local_pack',
  ai_overview: 'ai_overview',
  video: 'video',
  images: 'images',
  top_stories: 'top_stories',
  shopping: 'shopping',
  popular_products: 'shopping',
};

/**
 * A feature item: its own url (featured snippet, each local_pack entry), else the urls of its
 * elements (`items[].url`, PAA's `items[].expanded_element[].url`) or an AI overview's `references[].url`.
 */
function toFeature(item: unknown): RawFeature[] {
  if (!isRecord(item) || typeof item.type !== 'string' || !(item.type in FEATURE_ITEMS)) return [];
  const type = FEATURE_ITEMS[item.type];
  const elements = list(item.items).filter(isRecord);
  if (type === 'people_also_ask') {
    const links = elements.flatMap((element) => list(element.expanded_element).map((expanded) => (isRecord(expanded) ? expanded.url : undefined)));
    return [{ type, links, questions: elements.map((element) => element.title) }];
  }
  const references = [...list(item.references), ...elements.flatMap((element) => list(element.references))].map((reference) => (isRecord(reference) ? reference.url : undefined));
  return [{ type, links: [item.url, ...elements.map((element) => element.url), ...references] }];
}
