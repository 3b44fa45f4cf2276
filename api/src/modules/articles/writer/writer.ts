import type { DataSource } from '../../../common/data-source';
import type { ContentScore, Range, ScoreTarget, TargetTerm } from '../../content/content-score';

/** What the writer is told from a content brief: the competitors' headings, the recommended terms and the length they write. */
export interface WritingBrief {
  headings: string[];
  terms: TargetTerm[];
  questions: string[];
  wordCount: Range;
}

/** A written article to revise: its whole text, its score against its target, and the goal. */
export interface RevisionTask {
  kind: 'revise';
  keyword: string;
  /** 1 for the first revision. */
  revision: number;
  /** The whole article: META line, H1, sections. */
  text: string;
  score: ContentScore;
  target: ScoreTarget;
  goal: number;
}

/** What a writer is asked to produce; the prompts (prompts/) turn it into text for a language model. */
export type WritingTask =
  | { kind: 'outline'; keyword: string; business: string | null; brief?: WritingBrief | null }
  | { kind: 'section'; keyword: string; business: string | null; title: string; heading: string; headings: string[]; brief?: WritingBrief | null }
  | RevisionTask
  | { kind: 'suggest-keyword'; description: string }
  | SuggestPromptsTask;

/** Questions a user would ask an AI assistant about some tracked keywords (AI visibility prompt suggestions). */
export interface SuggestPromptsTask {
  kind: 'suggest-prompts';
  keywords: string[];
  /** Two-letter country and language code the questions are asked in. */
  country: string;
  language: string;
}

/** A language model behind one interface: text streams out as the model writes it. */
export interface TextWriter {
  readonly name: string;
  readonly model: string | null;
  readonly source: DataSource;
  /** Ends normally only when the model finished its answer; otherwise throws a VendorError (see writerErrors). */
  stream(task: WritingTask, signal?: AbortSignal): AsyncIterable<string>;
}

/** The whole answer of a task, for tasks whose text is parsed rather than shown live. */
export async function writeAll(writer: TextWriter, task: WritingTask, signal?: AbortSignal): Promise<string> {
  let text = '';
  for await (const piece of writer.stream(task, signal)) text += piece;
  return text;
}

/**
 * Fires `onExpire` when `touch` has not been called for `ms`: a model that does not start answering,
 * or stalls mid-answer, must not hold an article (and its activity) forever.
 */
export class IdleDeadline {
  private timer: NodeJS.Timeout | undefined;
  expired = false;

  constructor(
    private readonly ms: number,
    private readonly onExpire: () => void,
  ) {
    this.touch();
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.onExpire();
    }, this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
