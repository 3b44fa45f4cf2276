import type { WriterConfig } from './writer.config';
import { AnthropicWriter } from './anthropic.writer';
import { OpenAiWriter } from './openai.writer';
import { SandboxWriter } from './sandbox.writer';
import type { TextWriter } from './writer';

export * from './writer';
export { parseOutline, parseRevision, type Outline, type RevisionHeader } from './outline';

/** The writer chosen by configuration; loadConfig has already checked its settings. */
export function createWriter(config: WriterConfig): TextWriter {
  switch (config.provider) {
    case 'openai':
      return new OpenAiWriter({ apiKey: config.apiKey, model: config.model, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
    case 'anthropic':
      return new AnthropicWriter({ apiKey: config.apiKey, model: config.model, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
    case 'sandbox':
      return new SandboxWriter(config.sandboxTokensPerSecond);
  }
}
