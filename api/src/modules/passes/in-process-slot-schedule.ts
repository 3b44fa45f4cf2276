import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

const CLAIM_BATCH = 20;

/** A row due: its id, the slot it was due for, and the columns its next slot is computed from. */
export type DueSlotRow = { id: string; next_run_at: Date | string } & Record<string, unknown>;

/** Where a kind of scheduled work keeps its slots: a table with `id` and `next_run_at`, and how the next slot follows. */
export interface SlotTable {
  /** The table, e.g. `tracking_instances`. */
  readonly table: string;
  /** The columns `nextRunOf` reads, beside id and next_run_at. */
  readonly columns: readonly string[];
  /** The first slot strictly after `now`, or null when the row is no longer scheduled. */
  nextRunOf(row: DueSlotRow, now: Date): Date | null;
  /** Names the work in logs ("tracker run", "AI visibility run"). */
  readonly label: string;
  /** The log field naming a slot's row ("instanceId", "projectId"). */
  readonly subjectKey: string;
}

/** Starts the work of one claimed slot (once per slot key). */
export type SlotStart = (subjectId: string, slotKey: string) => Promise<unknown>;

/**
 * The embedded scheduler of one table: next_run_at lives in the database and due rows are claimed with
 * SKIP LOCKED, each moved to its next slot in the same transaction, so two api processes never take the
 * same slot, and a slot missed while no process ran is run once. A pass (app/periodic-passes.ts) ticks it.
 */
export class InProcessSlotSchedule {
  private ticking: Promise<void> | undefined;
  private start: SlotStart | undefined;

  constructor(
    private readonly slots: SlotTable,
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  /**
   * The work of each tick. It comes after construction because it runs through the services, which
   * keep their rows' schedules here; until then a tick claims nothing, so due slots wait.
   */
  serve(start: SlotStart): void {
    this.start = start;
  }

  async close(): Promise<void> {
    await this.ticking;
  }

  /** Claims every due slot, moves each row to its next slot, and starts each claimed slot's work. */
  tick(now = new Date()): Promise<void> {
    this.ticking ??= this.claimAndStart(now)
      .catch((error: unknown) => this.logger.error({ err: error, table: this.slots.table }, `${this.slots.label} schedule tick failed`))
      .finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async claimAndStart(now: Date): Promise<void> {
    const { start, slots } = this;
    if (!start) return;
    const claimed = await this.freshEm().transactional(async (em) => {
      const columns = ['id', 'next_run_at', ...slots.columns].join(', ');
      const due = await em.execute<DueSlotRow[]>(
        `select ${columns} from ${slots.table} where next_run_at <= ? order by next_run_at limit ${CLAIM_BATCH} for update skip locked`,
        [now],
      );
      for (const row of due) await em.execute(`update ${slots.table} set next_run_at = ? where id = ?`, [slots.nextRunOf(row, now), row.id]);
      return due.map((row) => ({ subjectId: row.id, slotKey: `${row.id}@${new Date(row.next_run_at).toISOString()}` }));
    });
    // Each claimed slot on its own: one failure must not drop the slots claimed with it.
    for (const slot of claimed) {
      try {
        await start(slot.subjectId, slot.slotKey);
      } catch (error) {
        this.logger.error({ err: error, [slots.subjectKey]: slot.subjectId, slotKey: slot.slotKey }, `could not start a scheduled ${slots.label}`);
      }
    }
  }
}
