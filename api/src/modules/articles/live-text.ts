import type { EntityManager } from '@mikro-orm/postgresql';
import PQueue from 'p-queue';
import { MAX_DELTA_TEXT_LENGTH, type JobEvents, type TextDelta } from '../jobs/job-events';

/** How long tokens are gathered before they go out as one delta. */
export const DELTA_INTERVAL_MS = 50;

interface Target {
  jobId: string;
  draftId: string;
  index: number;
  keyword: string;
}

/**
 * The live text of one article as the model writes it: tokens are coalesced into a delta about every
 * 50 ms; each delta is first added to the draft's stored text so far (with its sequence number), then
 * published, so a late subscriber reads the text so far from the database and misses nothing after it.
 */
export class LiveText {
  private buffer = '';
  private timer: NodeJS.Timeout | undefined;
  /** Stores and publishes one delta at a time, in the order they were made. */
  private readonly writes = new PQueue({ concurrency: 1 });
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly events: JobEvents,
    private readonly target: Target,
    private seq: number,
    private readonly section: string | null,
  ) {}

  append(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= MAX_DELTA_TEXT_LENGTH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), DELTA_INTERVAL_MS);
  }

  /** Replaces the article's text so far for every subscriber (a section written again after a failed attempt). */
  reset(text: string): void {
    this.flush();
    this.enqueue(text, 'reset');
  }

  /** Announces text that is stored elsewhere (the outline's header), not as part of a section. */
  announce(text: string): void {
    this.flush();
    this.enqueue(text, 'announce');
  }

  complete(articleId: string): void {
    this.flush();
    this.enqueue('', 'complete', articleId);
  }

  /** Sends what is gathered and waits until every delta is stored and published. */
  async close(): Promise<void> {
    this.flush();
    // Queued behind every delta, so it runs once they all have.
    await this.writes.add(() => undefined);
    if (this.failure) throw this.failure.error;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.buffer) return;
    const text = this.buffer;
    this.buffer = '';
    this.enqueue(text, 'append');
  }

  private enqueue(text: string, kind: 'append' | 'reset' | 'announce' | 'complete', articleId: string | null = null): void {
    const pieces = splitText(text);
    pieces.forEach((piece, position) => {
      const seq = ++this.seq;
      const delta: TextDelta = {
        jobId: this.target.jobId,
        index: this.target.index,
        keyword: this.target.keyword,
        seq,
        text: piece,
        reset: kind === 'reset' && position === 0,
        section: this.section,
        articleId,
      };
      // The stored partial is the section being written; a reset's text (header and written sections) is stored already.
      const clear = kind === 'reset' && position === 0;
      const appendToPartial = kind === 'append' ? piece : '';
      void this.writes.add(async () => {
        if (this.failure) return;
        try {
          await this.em.execute(`update article_drafts set partial = (case when ? then '' else partial end) || ?, seq = ? where id = ?`, [clear, appendToPartial, seq, this.target.draftId]);
          await this.events.publishText(delta);
        } catch (error) {
          this.failure = { error };
        }
      });
    });
  }
}

function splitText(text: string): string[] {
  if (text.length <= MAX_DELTA_TEXT_LENGTH) return [text];
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += MAX_DELTA_TEXT_LENGTH) pieces.push(text.slice(start, start + MAX_DELTA_TEXT_LENGTH));
  return pieces;
}
