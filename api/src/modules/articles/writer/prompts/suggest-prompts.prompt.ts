import type { SuggestPromptsTask } from '../writer';
import type { RenderedPrompt } from './rendered-prompt';

/** Prompt version 1: one question an AI assistant would be asked per keyword, one a line. */
export function suggestPromptsPrompt(task: SuggestPromptsTask): RenderedPrompt {
  return {
    system: 'You turn search keywords into the questions people type into AI assistants such as ChatGPT. You answer with the questions only, one a line.',
    user: [
      `Questions a user would ask an AI assistant, in language "${task.language}", as someone in country "${task.country.toUpperCase()}".`,
      'For each keyword below, write one natural, complete question (at most 25 words) whose answer would recommend or compare products, services or brands.',
      'Answer with one question a line, in the order of the keywords, with no numbering, quotes or other text.',
      '',
      'Keywords:',
      ...task.keywords.map((keyword) => `- ${keyword}`),
    ].join('\n'),
    // About 40 tokens a question.
    maxTokens: Math.min(4000, 60 + task.keywords.length * 40),
  };
}
