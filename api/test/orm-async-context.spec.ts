import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TransactionContext } from '@mikro-orm/core';
import { Customer } from '../src/modules/customers/customer.entity';
import { childEnv, freePort, spawnNode, untilHealthy } from './support/child-process';
import { graphql, request, signInUser, signUpUser } from './support/http';
import { ormDatabaseForTests } from './support/orm-database';
import { waitFor } from './support/factories';
import { signal } from './support/signal';
import { ADMIN } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// MikroORM's async-context storages are switched off between their runs (src/db/orm-async-context.ts).
// Inside a run the ORM must see its context as before, however many other runs start and end meanwhile;
// after its writes, the api must run its requests without Node's promise hook.

const API_MAIN = path.resolve(__dirname, '../dist/main.js');
const PROBE = path.resolve(__dirname, 'support/promise-hook-probe.cjs');

const testimonial = (name: string) => ({ name, company: 'Acme', position: 'CEO', testimonial: 'It works.' });

describe('MikroORM, with its async context on only while it is used', () => {
  const database = ormDatabaseForTests();

  it('gives each of several concurrent transactions its own context across awaits, while the others end', async () => {
    const { orm, mode } = database();
    const { em } = orm;
    const begun = [1, 2, 3].map(() => signal());
    const ended = [1, 2, 3].map(() => signal());
    const ownContext = await Promise.all(
      [0, 1, 2].map((turn) =>
        em
          .transactional(async (transaction) => {
            begun[turn].resolve();
            // Each goes on once the one before it has ended, so the first ends while the others wait: on PostgreSQL
            // inside their open transactions; on the embedded database, whose one session runs one transaction at a
            // time, for theirs to begin.
            if (turn === 0 && mode === 'postgres') await Promise.all(begun.map(({ promise }) => promise));
            if (turn > 0) await ended[turn - 1].promise;
            transaction.create(Customer, testimonial(`concurrent ${turn + 1}`));
            await transaction.flush();
            return em.getContext(false) === transaction;
          })
          .finally(() => ended[turn].resolve()),
      ),
    );
    expect(ownContext).toEqual([true, true, true]);
    expect(TransactionContext.currentTransactionContext()).toBeUndefined();
    expect(await em.fork().count(Customer, { name: { $like: 'concurrent %' } })).toBe(3);
  });

  it('still refuses a flush from a flush’s own hook after awaits, while another flush ends meanwhile', async () => {
    const { em } = database().orm;
    const otherFlushEnded = signal();
    const hookReached = signal();
    let refusal: unknown;
    em.getEventManager().registerSubscriber({
      getSubscribedEntities: () => [Customer],
      afterCreate: async ({ entity, em: flushing }) => {
        if (entity.name !== 'in a hook') return;
        hookReached.resolve();
        await otherFlushEnded.promise;
        await flushing.flush().catch((error: unknown) => (refusal = error));
      },
    });

    const hooked = em.fork();
    hooked.create(Customer, testimonial('in a hook'));
    const hookedFlush = hooked.flush();
    await hookReached.promise;
    await em.fork().flush(); // nothing to write: no database call, so no wait on the hooked flush's transaction
    otherFlushEnded.resolve();
    await hookedFlush;

    expect(refusal).toMatchObject({ message: 'You cannot call em.flush() from inside lifecycle hook handlers' });
  });

  it('counts with findAndCount', async () => {
    const em = database().orm.em.fork();
    em.create(Customer, testimonial('counted'));
    await em.flush();
    const [customers, count] = await database().orm.em.fork().findAndCount(Customer, {});
    expect(count).toBe(customers.length);
    expect(count).toBeGreaterThan(0);
  });
});

describe('the built api', () => {
  let testDatabase: TestDatabase;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    if (!existsSync(API_MAIN)) throw new Error('The api is not built: run `npm run build:api` first (npm test does).');
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await testDatabase?.drop();
  });

  it('runs its requests without Node’s promise hook once its writes have ended', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawnNode(
      API_MAIN,
      { ...childEnv(testDatabase), PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { nodeArgs: ['--require', PROBE], ipc: true },
    );
    await untilHealthy(child, url);

    // Writes in flushes and transactions: an admin made at start, a sign-up, a sign-in, a tracking instance.
    await signUpUser(url);
    const token = await signInUser(url, ADMIN.email, ADMIN.password);
    const created = await request(url, 'POST', '/api/instances', {
      token,
      body: { name: 'Hook', user_domain: 'hook.example.com', user_company_name: 'Hook', keywords: ['promise hooks'] },
    });
    expect(created.status).toBe(201);
    expect((await graphql(url, '{ me { id } plans { name } }', undefined, token)).errors).toBeUndefined();

    // A job runner's tick may be writing at the moment of asking: ask again until none is.
    expect(await waitFor(async () => ((await promiseHookOf(child!)) ? undefined : 'off'), 5_000)).toBe('off');
  });
});

async function promiseHookOf(child: ChildProcess): Promise<boolean> {
  const answer = once(child, 'message') as Promise<[{ promiseHook: boolean }]>;
  child.send('promise hook?');
  return (await answer)[0].promiseHook;
}
