import { AsyncLocalStorage } from 'node:async_hooks';
import { RawQueryFragment, RequestContext, TransactionContext, type MikroORM } from '@mikro-orm/core';

/**
 * On Node 20 an AsyncLocalStorage is carried by a promise hook, on for the whole process from the
 * first `run` of any storage until every storage is disabled: from then on each promise pays a hook
 * call and ~130 bytes of garbage. MikroORM runs every flush, transaction and `findAndCount` in one of
 * its storages and never disables them, so after the app's first write every request paid, even one
 * that never touches the database (a tenth of a `plans` GraphQL request; bench/graphql-path.mjs).
 *
 * Here each of MikroORM's storages is disabled whenever none of its runs is in progress, as Node's own
 * `exit()` disables and re-enables a storage, so the hook is on only while ORM work is. Inside a run
 * nothing changes. Once every run has ended the store reads as no store, which is what the ORM means:
 * no flush and no transaction is in progress. A storage entered with `enterWith` (RequestContext.enter,
 * which the app does not use) stays on, as that context has no end.
 *
 * Node >= 22's async context frames make this unnecessary (MikroORM 7 needs Node 22).
 */
export function runOrmAsyncContextOnlyWhileUsed(orm: MikroORM): Promise<void> {
  // The storages belong to the ORM's modules, not to one ORM: once a process.
  switched ??= switchOffWhenIdle(orm);
  return switched;
}

let switched: Promise<void> | undefined;

async function switchOffWhenIdle(orm: MikroORM): Promise<void> {
  for (const storage of await ormStorages(orm)) {
    disableBetweenRuns(storage);
    storage.disable(); // no ORM work runs yet: finding the storages entered two of them
  }
}

/**
 * MikroORM's storages: two are public, the other two (the flush's and the raw query fragments') are
 * private to their modules, so they are found by watching which storage each entry point enters. Both
 * enter it synchronously, before their first await; an empty flush of a new fork and an empty
 * fragment run touch no database.
 */
async function ormStorages(orm: MikroORM): Promise<Set<AsyncLocalStorage<unknown>>> {
  const storages = new Set<AsyncLocalStorage<unknown>>([TransactionContext['storage'], RequestContext['storage']]);
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called with its storage as `this`
  const run = AsyncLocalStorage.prototype.run;
  const pending: Array<Promise<unknown>> = [];
  AsyncLocalStorage.prototype.run = function watchedRun(this: AsyncLocalStorage<unknown>, ...args: Parameters<typeof run>) {
    storages.add(this);
    return run.apply(this, args);
  } as typeof run;
  try {
    pending.push(orm.em.fork().getUnitOfWork().commit(), RawQueryFragment.run(async () => undefined));
  } finally {
    AsyncLocalStorage.prototype.run = run;
  }
  await Promise.all(pending);
  if (storages.size !== 4) throw new Error(`MikroORM's async context changed: expected 4 storages, found ${storages.size}`);
  return storages;
}

function disableBetweenRuns(storage: AsyncLocalStorage<unknown>): void {
  const run = storage.run.bind(storage);
  const enterWith = storage.enterWith.bind(storage);
  let running = 0;
  let entered = false;
  const release = () => {
    running -= 1;
    if (running === 0 && !entered) storage.disable();
  };
  storage.enterWith = (store) => {
    entered = true;
    enterWith(store);
  };
  storage.run = function runWhileUsed(...args: Parameters<typeof run>) {
    running += 1;
    let result: unknown;
    try {
      result = run(...args);
    } catch (error) {
      release();
      throw error;
    }
    if (!isThenable(result)) {
      release();
      return result;
    }
    return Promise.resolve(result).finally(release);
  } as typeof run;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
