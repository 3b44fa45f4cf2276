/** Requests one API token may make per window, per api process. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/** A fixed window per token; answers how many seconds to wait when the window is used up. */
export class ApiTokenRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = API_TOKEN_REQUESTS_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request; null when allowed, else the seconds until the next window. */
  take(tokenId: string): number | null {
    const now = this.now();
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= WINDOW_MS) {
      this.forgetExpired(now);
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    window.count += 1;
    return null;
  }

  private forgetExpired(now: number): void {
    for (const [id, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(id);
  }
}
