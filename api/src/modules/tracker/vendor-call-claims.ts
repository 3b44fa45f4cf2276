/** A keyword's vendor request waiting to be recorded, and how its caller hears the answer. */
interface PendingClaim {
  keyword: string;
  answered: number;
  settle: (claimed: boolean) => void;
  fail: (error: unknown) => void;
}

/** Records the claims given in one statement; the keywords whose request was recorded. */
export type ClaimWriter = (claims: { keyword: string; answered: number }[]) => Promise<Set<string>>;

/**
 * The vendor request claims of one step, written together: a claim made while none is being written
 * is written at once; claims made meanwhile wait for it and then go in one statement. A step's
 * concurrent searches thus share a statement (a round-trip and a commit each, on the embedded
 * database the costliest part of a claim) instead of one apiece, and no request waits longer than
 * one statement before it is recorded. A keyword claims once a statement (its pages are read in
 * order, so a second claim of it only waits for the first to be answered).
 */
export class VendorCallClaims {
  private readonly pending: PendingClaim[] = [];
  private writing = false;

  constructor(private readonly write: ClaimWriter) {}

  /** Whether the keyword's request was recorded (false: its tries are used up). */
  claim(keyword: string, answered: number): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.pending.push({ keyword, answered, settle, fail });
      void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.takeOnePerKeyword();
        try {
          const claimed = await this.write(batch.map(({ keyword, answered }) => ({ keyword, answered })));
          for (const claim of batch) claim.settle(claimed.has(claim.keyword));
        } catch (error) {
          for (const claim of batch) claim.fail(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private takeOnePerKeyword(): PendingClaim[] {
    const batch: PendingClaim[] = [];
    const keywords = new Set<string>();
    for (let index = 0; index < this.pending.length; ) {
      const claim = this.pending[index];
      if (keywords.has(claim.keyword)) {
        index++;
        continue;
      }
      keywords.add(claim.keyword);
      batch.push(claim);
      this.pending.splice(index, 1);
    }
    return batch;
  }
}
