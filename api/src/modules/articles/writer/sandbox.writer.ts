import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TextWriter, WritingTask } from './writer';

/** Said in every sandbox article, so generated text is never taken for a model's. */
export const SANDBOX_NOTICE = '> SANDBOX article: written by the sandbox writer, not a language model.';

const SECTION_TOPICS = ['Benefits', 'How It Works', 'Choosing the Right Option', 'Common Mistakes to Avoid', 'Costs and Budgeting', 'Tips From Experts', 'Getting Started'];
const OPENERS = [
  'When people search for {k}, they want clear answers they can act on.',
  'Understanding {k} starts with the basics and grows from there.',
  'Anyone weighing {k} should look at what matters most in practice.',
  'Good decisions about {k} come from a few simple questions.',
];
const MIDDLES = [
  'Start by listing what you need today and what you will need in a year.',
  'Compare at least three options side by side before you commit.',
  'Small, steady improvements usually beat one large change.',
  'Read real reviews and look for patterns rather than single opinions.',
  'Keep notes, because the details are easy to forget later.',
  'Ask for a clear price and what it includes before you agree to anything.',
];
const CLOSERS = [
  'With that in place, {k} becomes far easier to get right.',
  'That is the approach that pays off with {k} over time.',
  'Follow these steps and {k} stops being a guessing game.',
];

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
    case 'outline': {
      const pick = picker(`outline|${task.keyword}`);
      const topics = [...SECTION_TOPICS].sort((a, b) => pick.hash(a) - pick.hash(b)).slice(0, 2 + pick.int(3));
      const title = `${capitalise(task.keyword)}: ${pick.one(['A Practical Guide', 'What You Need to Know', 'The Complete Guide', 'Everything to Consider'])}`;
      return [
        `META: SANDBOX · A practical guide to ${task.keyword}: what it is, how to choose and the mistakes to avoid.`,
        `# ${title}`,
        '## Introduction',
        ...topics.map((topic) => `## ${topic}`),
        '## Conclusion',
      ].join('\n');
    }
    case 'section': {
      const pick = picker(`section|${task.keyword}|${task.heading}`);
      const fill = (sentence: string) => sentence.replaceAll('{k}', task.keyword);
      const paragraph = () => [pick.one(OPENERS), pick.one(MIDDLES), pick.one(MIDDLES), pick.one(CLOSERS)].map(fill).join(' ');
      const business = task.business ? ` ${task.business} sees this every day.` : '';
      const parts = [paragraph() + business, paragraph()];
      if (task.heading === task.headings[0]) parts.unshift(SANDBOX_NOTICE);
      if (pick.int(2) === 0) parts.push(['Keep an eye on:', ...[pick.one(MIDDLES), pick.one(MIDDLES)].map((line) => `- ${line}`)].join('\n'));
      return parts.join('\n\n');
    }
  }
}

function suggestedKeyword(description: string): string {
  const stop = new Set(['a', 'an', 'and', 'the', 'we', 'our', 'for', 'of', 'in', 'on', 'to', 'with', 'is', 'are', 'that', 'you', 'your', 'at', 'by', 'from', 'i', 'my', 'us']);
  const words = description.toLowerCase().match(/[a-z0-9]+/g)?.filter((word) => !stop.has(word) && word.length > 2) ?? [];
  return words.slice(0, 3).join(' ') || 'small business marketing';
}

function picker(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state;
  };
  return {
    int: (below: number) => next() % below,
    one: <T>(items: readonly T[]): T => items[next() % items.length]!,
    hash: (value: string) => createHash('sha256').update(seed + value).digest().readUInt32BE(0),
  };
}

function capitalise(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
