import type { DataSource } from '../../../common/data-source';

/** What a writer is asked to produce; the prompts (prompts/) turn it into text for a language model. */
export type WritingTask =
  | { kind: 'outline'; keyword: string; business: string | null }
  | { kind: 'section'; keyword: string; business: string | null; title: string; heading: string; headings: string[] }
  | { kind: 'suggest-keyword'; description: string };

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
