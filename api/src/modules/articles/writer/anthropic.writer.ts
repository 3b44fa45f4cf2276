import Anthropic from '@anthropic-ai/sdk';
import { streamCompletion } from './llm-stream';
import { renderPrompt } from './prompts/render-prompt';
import { SDK_TIMEOUT_FACTOR, type LlmClientOptions } from './openai.writer';
import type { TextWriter, WritingTask } from './writer';
import { writerErrors } from './writer.errors';

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

  stream(task: WritingTask, signal?: AbortSignal): AsyncGenerator<string> {
    const prompt = renderPrompt(task);
    const { client, model } = this;
    return streamCompletion(this.options.timeoutMs, signal, { errors: Anthropic, keyVariable: 'ANTHROPIC_API_KEY' }, async function* (this: void, stop, deadline) {
      const events = await client.messages.create(
        { model, max_tokens: prompt.maxTokens, system: prompt.system, messages: [{ role: 'user', content: prompt.user }], stream: true },
        { signal: stop },
      );
      let stopped = false;
      for await (const event of events) {
        deadline.touch();
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield event.delta.text;
        else if (event.type === 'message_delta' && event.delta.stop_reason === 'refusal') throw writerErrors.refused(null);
        else if (event.type === 'message_stop') stopped = true;
      }
      if (!stopped) throw writerErrors.brokeOff();
    });
  }
}
