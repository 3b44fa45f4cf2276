import OpenAI from 'openai';
import { streamCompletion } from './llm-stream';
import { renderPrompt } from './prompts/render-prompt';
import type { TextWriter, WritingTask } from './writer';
import { writerErrors } from './writer.errors';

export interface LlmClientOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  /** Longest wait for the answer to start, and between two pieces of it. */
  timeoutMs: number;
  /** Retries of a refused connection, a 429 (after its Retry-After) or a 5xx, by the SDK. */
  maxRetries: number;
}

/** Our idle deadline decides timeouts; the SDK's own (for the whole request) only backs it up. */
export const SDK_TIMEOUT_FACTOR = 10;

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

  stream(task: WritingTask, signal?: AbortSignal): AsyncGenerator<string> {
    const prompt = renderPrompt(task);
    const { client, model } = this;
    return streamCompletion(this.options.timeoutMs, signal, { errors: OpenAI, keyVariable: 'OPENAI_API_KEY' }, async function* (this: void, stop, deadline) {
      const chunks = await client.chat.completions.create(
        {
          model,
          stream: true,
          max_tokens: prompt.maxTokens,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
        },
        { signal: stop },
      );
      let finished = false;
      for await (const chunk of chunks) {
        deadline.touch();
        // Some compatible servers (vLLM) end with a usage-only chunk whose choices are null.
        const choice = (chunk.choices as typeof chunk.choices | null)?.[0];
        if (!choice) continue;
        if (choice.delta.refusal) throw writerErrors.refused(choice.delta.refusal);
        if (choice.delta.content) yield choice.delta.content;
        if (choice.finish_reason === 'content_filter') throw writerErrors.refused(null);
        if (choice.finish_reason) finished = true;
      }
      if (!finished) throw writerErrors.brokeOff();
    });
  }
}
