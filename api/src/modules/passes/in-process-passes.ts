import type { Logger } from 'pino';
import type { PeriodicPass } from './periodic-pass';

/**
 * Runs each pass on its own timer in this process, so no pass waits for another: a pass runs at
 * start, then `everyMs` after each run ends (a setTimeout chain, never two runs of one pass at once).
 * A failed run is logged and the next comes at its time.
 */
export class InProcessPasses<Work> {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly passes: readonly PeriodicPass<Work>[],
    private readonly work: Work,
    private readonly logger: Logger,
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {}

  start(): void {
    for (const pass of this.passes) void this.runAndReschedule(pass);
  }

  /**
   * Runs the named pass now and resolves when that run has ended; while a run of it is going, resolves
   * when that one ends instead of starting a second. The pass's timer keeps its own time.
   */
  run(name: string): Promise<void> {
    const pass = this.passes.find((candidate) => candidate.name === name);
    if (!pass) throw new Error(`No periodic pass is named ${name}.`);
    return this.runOnce(pass);
  }

  /** Stops every timer and waits for the runs going (a run that hangs is cut off by the app's stop timeout). */
  async close(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private async runAndReschedule(pass: PeriodicPass<Work>): Promise<void> {
    await this.runOnce(pass);
    if (this.stopped) return;
    const timer = setTimeout(() => void this.runAndReschedule(pass), pass.everyMs);
    // A pass's next run never keeps the process alive on its own.
    timer.unref();
    this.timers.set(pass.name, timer);
  }

  private runOnce(pass: PeriodicPass<Work>): Promise<void> {
    const going = this.running.get(pass.name);
    if (going) return going;
    const overdue = setTimeout(() => this.logger.warn({ pass: pass.name, runTimeoutMs: pass.runTimeoutMs }, 'periodic pass still running past its run timeout'), pass.runTimeoutMs);
    overdue.unref();
    const run = Promise.resolve()
      .then(() => pass.run(this.work, this.clock.now()))
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error, pass: pass.name }, 'periodic pass failed'),
      )
      .finally(() => {
        clearTimeout(overdue);
        this.running.delete(pass.name);
      });
    this.running.set(pass.name, run);
    return run;
  }
}
