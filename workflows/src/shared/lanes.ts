/**
 * Runs `work` on each item, up to `lanes` at a time, in order: each lane takes the next item as soon
 * as its last one ends. After a failure no new item starts; the ones in flight finish, then the first
 * error is thrown. Deterministic (plain promises), so workflows use it as the in-process runner does.
 */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  if (failure) throw failure.error;
}
