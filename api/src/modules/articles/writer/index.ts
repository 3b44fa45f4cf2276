import type { WriterConfig } from './writer.config';
import { SandboxWriter } from './sandbox.writer';
import type { TextWriter } from './writer';

export * from './writer';
export { parseOutline, parseRevision, type Outline, type RevisionHeader } from './outline';

/**
 * The writer chosen by configuration; loadConfig has already checked its settings. A vendor's SDK is
 * loaded only when it is the one configured (the Anthropic SDK alone holds ~9 MB of memory).
 */
export async function createWriter(config: WriterConfig): Promise<TextWriter> {
  switch (config.provider) {
    case 'openai': {
      const { OpenAiWriter } = await import('./openai.writer.js');
      return new OpenAiWriter({ apiKey: config.apiKey, model: config.model, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
    }
    case 'anthropic': {
      const { AnthropicWriter } = await import('./anthropic.writer.js');
      return new AnthropicWriter({ apiKey: config.apiKey, model: config.model, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
    }
    case 'sandbox':
      return new SandboxWriter(config.sandboxTokensPerSecond);
  }
}
