import type { WritingTask } from '../writer';
import { outlinePrompt } from './outline.prompt';
import type { RenderedPrompt } from './rendered-prompt';
import { revisePrompt } from './revise.prompt';
import { sectionPrompt } from './section.prompt';
import { suggestKeywordPrompt } from './suggest-keyword.prompt';
import { suggestPromptsPrompt } from './suggest-prompts.prompt';

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
    case 'suggest-prompts':
      return suggestPromptsPrompt(task);
  }
}
