import { dataForSeoTaskResult } from '../../seo/serp/dataforseo-envelope';
import { DATAFORSEO_BASE_URL } from '../../seo/serp/dataforseo.provider';
import { baseUrl, isRecord, type VendorContext } from '../../seo/serp/vendor-http';
import { usd } from './answer-parts';
import { aiVendorContext, postJson, withRetries, type AiVendorSettings } from './ai-vendor-http';

export interface DataForSeoAiOptions extends AiVendorSettings {
  login: string;
  password: string;
  baseUrl?: string;
}

/** One live task answered: its first result (undefined when the vendor found nothing) and what the task cost. */
export interface DataForSeoTaskAnswer {
  result: unknown;
  costUsd: number | null;
}

/**
 * DataForSEO's live endpoints as the AI-answer engines use them: one task per POST, HTTP Basic auth, the v3
 * envelope, tried again while a failure may pass.
 */
export class DataForSeoAiClient {
  readonly context: VendorContext;
  private readonly base: string;
  private readonly authorization: string;

  constructor(private readonly options: DataForSeoAiOptions) {
    const token = Buffer.from(`${options.login}:${options.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
    this.context = aiVendorContext(
      'DataForSEO',
      { what: 'the login and password', variables: 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD' },
      [options.login, options.password, token],
      options,
    );
    this.base = baseUrl(options.baseUrl, DATAFORSEO_BASE_URL);
  }

  /** `beforeCall` is awaited before each try is sent (AiAnswerQuery.beforeVendorCall). */
  liveTask(path: string, task: Record<string, unknown>, signal?: AbortSignal, beforeCall?: () => Promise<void>): Promise<DataForSeoTaskAnswer> {
    return withRetries(
      this.options,
      signal,
      async () => {
        const response = await postJson(this.context, `${this.base}${path}`, { Authorization: this.authorization }, [task], signal);
        const result = dataForSeoTaskResult(this.context, response)[0];
        return { result, costUsd: taskCost(response.body) };
      },
      beforeCall,
    );
  }
}

/** What the task cost: the task's own `cost`, else the envelope's (one task per call, so the same). */
function taskCost(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const task = Array.isArray(body.tasks) && isRecord(body.tasks[0]) ? body.tasks[0] : undefined;
  return usd(task?.cost) ?? usd(body.cost);
}
