import Anthropic from '@anthropic-ai/sdk';
import { renderPrompt } from './prompts/rendered-prompt';
import type { LlmClientOptions } from './openai.writer';
import { IdleDeadline, WriterError, type TextWriter, type WritingTask } from './writer';

const LABEL = 'The language model';
/** Our idle deadline decides timeouts; the SDK's own (for the whole request) only backs it up. */
const SDK_TIMEOUT_FACTOR = 10;

/** Anthropic's Messages API through its official SDK, streamed. */
export class AnthropicWriter implements TextWriter {
  readonly name = 'anthropic';
  readonly source = 'LIVE' as const;
  readonly model: string;
  private readonly client: Anthropic;

  constructor(private readonly options: LlmClientOptions) {
    this.model = options.model;
    this.client = new Anthropic({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs * SDK_TIMEOUT_FACTOR, maxRetries: options.maxRetries });
  }

  async *stream(task: WritingTask, signal?: AbortSignal): AsyncGenerator<string> {
    const prompt = renderPrompt(task);
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const deadline = new IdleDeadline(this.options.timeoutMs, stop);
    try {
      const events = await this.client.messages.create(
        { model: this.model, max_tokens: prompt.maxTokens, system: prompt.system, messages: [{ role: 'user', content: prompt.user }], stream: true },
        { signal: controller.signal },
      );
      let stopped = false;
      for await (const event of events) {
        deadline.touch();
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield event.delta.text;
        else if (event.type === 'message_delta' && event.delta.stop_reason === 'refusal') throw new WriterError('refused', 'The language model declined to write this.', false);
        else if (event.type === 'message_stop') stopped = true;
      }
      if (!stopped) throw new WriterError('cut', `${LABEL}'s answer broke off. Trying again.`, true);
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

function toWriterError(error: unknown): Error {
  if (error instanceof WriterError) return error;
  if (error instanceof Anthropic.APIConnectionTimeoutError) return new WriterError('timeout', `${LABEL} did not answer in time.`, true);
  if (error instanceof Anthropic.APIConnectionError) return new WriterError('unavailable', `${LABEL} could not be reached.`, true);
  if (error instanceof Anthropic.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) return new WriterError('auth', 'The language model rejected the API key. Check ANTHROPIC_API_KEY.', false);
    if (status === 429) return new WriterError('rate_limited', `${LABEL} is rate limiting requests. Try again shortly.`, true);
    if (status >= 500) return new WriterError('unavailable', `${LABEL} is unavailable (HTTP ${status}).`, true);
    if (status === 400 || status === 404 || status === 422) return new WriterError('bad_request', `${LABEL} refused the request: ${error.message}`, false);
    // An error event inside the stream (overloaded_error, say) or a stream that breaks off.
    return new WriterError('cut', `${LABEL}'s answer broke off. Trying again.`, true);
  }
  return error instanceof Error ? error : new Error(String(error));
}
