import type { RenderedPrompt } from './rendered-prompt';

/** Prompt version 1: one seed keyword for a business description. */
export function suggestKeywordPrompt(input: { description: string }): RenderedPrompt {
  return {
    system: 'You are an SEO keyword researcher. You answer with a single search keyword and nothing else.',
    user: [
      'A business describes itself like this:',
      input.description,
      '',
      'Answer with the one seed keyword (two to four words, lower case, no quotes, no punctuation) its customers most likely search for.',
    ].join('\n'),
    maxTokens: 20,
  };
}
