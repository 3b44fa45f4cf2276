import { setTimeout as sleep } from 'node:timers/promises';
import { sandboxOutline, sandboxSection } from './sandbox-article';
import { sandboxRevision } from './sandbox-revision';
import { sandboxPromptSuggestions } from './sandbox-prompt-suggestions';
import type { TextWriter, WritingTask } from './writer';

/** Said in every sandbox article, so generated text is never taken for a model's. */
export const SANDBOX_NOTICE = '> SANDBOX article: written by the sandbox writer, not a language model.';

/**
 * Deterministic writer for development and tests: the same task always gives the same text, a
 * well-formed outline (META line, H1, ## sections) and section bodies, streamed word by word at
 * `tokensPerSecond` (0: at once). Marked SANDBOX.
 */
export class SandboxWriter implements TextWriter {
  readonly name = 'sandbox';
  readonly model = null;
  readonly source = 'SANDBOX' as const;

  constructor(private readonly tokensPerSecond: number) {}

  async *stream(task: WritingTask, signal?: AbortSignal): AsyncGenerator<string> {
    const text = sandboxText(task);
    const tokens = text.match(/\S+\s*|\s+/g) ?? [];
    const interval = this.tokensPerSecond > 0 ? 1000 / this.tokensPerSecond : 0;
    for (const token of tokens) {
      signal?.throwIfAborted();
      if (interval > 0) await sleep(interval, undefined, { signal });
      yield token;
    }
  }
}

export function sandboxText(task: WritingTask): string {
  switch (task.kind) {
    case 'suggest-keyword':
      return suggestedKeyword(task.description);
    case 'suggest-prompts':
      return sandboxPromptSuggestions(task.keywords);
    case 'outline':
      return sandboxOutline(task);
    case 'section': {
      const body = sandboxSection(task);
      return task.heading === task.headings[0] ? `${SANDBOX_NOTICE}\n\n${body}` : body;
    }
    case 'revise':
      return sandboxRevision(task);
  }
}

const STOP_WORDS = new Set([
  'a', 'about', 'all', 'also', 'am', 'an', 'and', 'are', 'as', 'at', 'be', 'been', 'best', 'but', 'by', 'can', 'day', 'did', 'do', 'does', 'every', 'for', 'from', 'get', 'has',
  'have', 'help', 'here', 'i', 'in', 'into', 'is', 'it', 'its', 'just', 'like', 'make', 'many', 'more', 'most', 'my', 'near', 'new', 'no', 'not', 'of', 'on', 'one',
  'or', 'our', 'ours', 'out', 'over', 'since', 'so', 'than', 'that', 'the', 'their', 'them', 'they', 'this', 'to', 'us', 'very', 'was', 'we', 'week',
  'were', 'what', 'when', 'where', 'which', 'who', 'will', 'with', 'year', 'years', 'you', 'your',
]);
// Verbs a business uses about itself ("we roast organic coffee"): the keyword is what they act on.
const BUSINESS_VERBS = new Set([
  'bake', 'bakes', 'brew', 'brews', 'build', 'builds', 'cook', 'cooks', 'create', 'creates', 'deliver', 'delivers', 'design', 'designs', 'fix', 'fixes',
  'grow', 'grows', 'install', 'installs', 'make', 'makes', 'offer', 'offers', 'provide', 'provides', 'repair', 'repairs', 'roast', 'roasts', 'sell',
  'sells', 'serve', 'serves', 'supply', 'supplies', 'teach', 'teaches', 'write', 'writes', 'run', 'runs', 'own', 'owns', 'specialise', 'specialize',
  'baking', 'brewing', 'building', 'cooking', 'creating', 'delivering', 'designing', 'fixing', 'growing', 'installing', 'making', 'offering', 'providing',
  'repairing', 'roasting', 'selling', 'serving', 'supplying', 'teaching', 'writing', 'running', 'owning', 'specialising', 'specializing',
]);

/**
 * A seed keyword from a business description: its first run of two or more content words, without
 * the verbs around it ("We roast organic coffee in Berlin" → "organic coffee"), at most three words.
 */
function suggestedKeyword(description: string): string {
  const runs: string[][] = [[]];
  for (const word of description.toLowerCase().match(/[a-z0-9]+(?:[-'][a-z0-9]+)*|[.,;:!?()]/g) ?? []) {
    if (STOP_WORDS.has(word) || !/^[a-z0-9]/.test(word) || word.length < 2) runs.push([]);
    else runs[runs.length - 1].push(word);
  }
  const phrases = runs
    .map((run) => {
      const words = [...run];
      while (words.length > 1 && BUSINESS_VERBS.has(words[0])) words.shift();
      return words.slice(0, 3);
    })
    .filter((words) => words.length > 0);
  const phrase = phrases.find((words) => words.length > 1) ?? phrases[0];
  return phrase?.join(' ') || 'small business marketing';
}
