import OpenAI from 'openai';
import { renderPrompt } from './prompts/rendered-prompt';
import { IdleDeadline, WriterError, type TextWriter, type WritingTask } from './writer';

export interface LlmClientOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  /** Longest wait for the answer to start, and between two pieces of it. */
  timeoutMs: number;
  /** Retries of a refused connection, a 429 (after its Retry-After) or a 5xx, by the SDK. */
  maxRetries: number;
}

const LABEL = 'The language model';
/** Our idle deadline decides timeouts; the SDK's own (for the whole request) only backs it up. */
const SDK_TIMEOUT_FACTOR = 10;

/** Any OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM, llama.cpp, LM Studio, OpenRouter), streamed. */
export class OpenAiWriter implements TextWriter {
  readonly name = 'openai';
  readonly source = 'LIVE' as const;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(private readonly options: LlmClientOptions) {
    this.model = options.model;
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs * SDK_TIMEOUT_FACTOR, maxRetries: options.maxRetries });
  }

  async *stream(task: WritingTask, signal?: AbortSignal): AsyncGenerator<string> {
    const prompt = renderPrompt(task);
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const deadline = new IdleDeadline(this.options.timeoutMs, stop);
    try {
      const chunks = await this.client.chat.completions.create(
        {
          model: this.model,
          stream: true,
          max_tokens: prompt.maxTokens,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
        },
        { signal: controller.signal },
      );
      let finished = false;
      for await (const chunk of chunks) {
        deadline.touch();
        // Some compatible servers (vLLM) end with a usage-only chunk whose choices are null.
        const choice = (chunk.choices as typeof chunk.choices | null)?.[0];
        if (!choice) continue;
        if (choice.delta.refusal) throw refused(choice.delta.refusal);
        if (choice.delta.content) yield choice.delta.content;
        if (choice.finish_reason === 'content_filter') throw refused(null);
        if (choice.finish_reason) finished = true;
      }
      if (!finished) throw new WriterError('cut', `${LABEL}'s answer broke off. Trying again.`, true);
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      if (deadline.expired) throw new WriterError('timeout', `${LABEL} did not answer in time.`, true);
      throw toWriterError(error);
    } finally {
      deadline.clear();
      signal?.removeEventListener('abort', stop);
    }
  }
}

function refused(reason: string | null): WriterError {
  return new WriterError('refused', `The language model declined to write this${reason ? `: ${reason}` : '.'}`, false);
}

function toWriterError(error: unknown): Error {
  if (error instanceof WriterError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new WriterError('timeout', `${LABEL} did not answer in time.`, true);
  if (error instanceof OpenAI.APIConnectionError) return new WriterError('unavailable', `${LABEL} could not be reached.`, true);
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) return new WriterError('auth', 'The language model rejected the API key. Check OPENAI_API_KEY.', false);
    if (status === 429) return new WriterError('rate_limited', `${LABEL} is rate limiting requests. Try again shortly.`, true);
    if (status >= 500) return new WriterError('unavailable', `${LABEL} is unavailable (HTTP ${status}).`, true);
    if (status === 400 || status === 404 || status === 422) return new WriterError('bad_request', `${LABEL} refused the request: ${error.message}`, false);
    // A stream that breaks off mid-way surfaces as an APIError without a status.
    return new WriterError('cut', `${LABEL}'s answer broke off. Trying again.`, true);
  }
  return error instanceof Error ? error : new Error(String(error));
}
