import type { WritingTask } from '../writer';
import { outlinePrompt } from './outline.prompt';
import { revisePrompt } from './revise.prompt';
import { sectionPrompt } from './section.prompt';
import { suggestKeywordPrompt } from './suggest-keyword.prompt';

/** A task as a language model reads it. */
export interface RenderedPrompt {
  system: string;
  user: string;
  maxTokens: number;
}

export function renderPrompt(task: WritingTask): RenderedPrompt {
  switch (task.kind) {
    case 'outline':
      return outlinePrompt(task);
    case 'section':
      return sectionPrompt(task);
    case 'revise':
      return revisePrompt(task);
    case 'suggest-keyword':
      return suggestKeywordPrompt(task);
  }
}
