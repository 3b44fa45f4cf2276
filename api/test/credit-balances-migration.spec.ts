import { randomUUID } from 'node:crypto';
import { migratorOf } from '../src/db/orm';
import { User } from '../src/modules/auth/user.entity';
import { CreditsService } from '../src/modules/billing/credits.service';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const BEFORE_WORKSPACE_BALANCES = 'Migration20261129100000_vendor_call_claim';

/**
 * Balances keyed by the paying user move to that user's personal workspace and lose nothing; taken back
 * down, the balances of one owner's workspaces add up under that owner again.
 */
describe('moving credit balances into workspaces', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = <T extends object>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(query, params);
  const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1));

  it('moves each user’s balances and ledger entries to their personal workspace, and back', async () => {
    const ana = await createUser(app, { plan: 'pro' });
    const ben = await createUser(app);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: ana.token, body: { name: 'Agency' } })).body.id as string;
    const migrator = await migratorOf(app.database.orm);
    await migrator.down({ to: BEFORE_WORKSPACE_BALANCES });

    const balances: [string, string, Date, number, number][] = [
      [ana.id, 'tracking', month, 120, 0],
      [ana.id, 'keyword_searches', month, 40, 25],
      [ana.id, 'keyword_searches', lastMonth, 90, 0],
      [ben.id, 'articles', month, 3, 0],
    ];
    for (const row of balances) await sql('insert into credit_balances (user_id, kind, period_start, used, granted) values (?, ?, ?, ?, ?)', row);
    await sql(`insert into credit_entries (id, user_id, kind, change, reason, reference, period_start) values (?, ?, 'tracking', -120, 'spend', 'old-job', ?)`, [randomUUID(), ana.id, month]);

    await migrator.up();
    const personal = Object.fromEntries((await sql<{ id: string; personal_workspace_id: string }>('select id, personal_workspace_id from users where id in (?, ?)', [ana.id, ben.id])).map((user) => [user.id, user.personal_workspace_id]));
    const moved = await sql<{ workspace_id: string; kind: string; period_start: Date | string; used: number; granted: number }>(
      'select workspace_id, kind, period_start, used, granted from credit_balances where workspace_id in (?, ?, ?) order by workspace_id, kind, period_start',
      [personal[ana.id], personal[ben.id], agency],
    );
    const expected = balances
      .map(([userId, kind, periodStart, used, granted]) => ({ workspace_id: personal[userId], kind, period_start: periodStart.toISOString(), used, granted }))
      .sort((a, b) => `${a.workspace_id}${a.kind}${a.period_start}`.localeCompare(`${b.workspace_id}${b.kind}${b.period_start}`));
    expect(moved.map((row) => ({ ...row, period_start: new Date(row.period_start).toISOString() }))).toEqual(expected);
    expect(await sql(`select workspace_id from credit_entries where reference = 'old-job'`)).toEqual([{ workspace_id: personal[ana.id] }]);

    // The user's figures read the moved balance, and the old spend refunds into the personal workspace.
    expect((await request(app.url, 'GET', '/api/me', { token: ana.token })).body).toMatchObject({ credits_used: 40 });
    const em = app.database.orm.em.fork();
    expect(await new CreditsService(em).refund(await em.findOneOrFail(User, { id: ana.id }), CreditKind.TRACKING, 20, 'old-job')).toBe(20);
    expect(await sql(`select used from credit_balances where workspace_id = ? and kind = 'tracking'`, [personal[ana.id]])).toEqual([{ used: 100 }]);

    // Down again: the agency's balance adds to the personal one under Ana.
    await sql(`insert into credit_balances (workspace_id, kind, period_start, used, granted) values (?, 'tracking', ?, 30, 5)`, [agency, month]);
    await migrator.down({ to: BEFORE_WORKSPACE_BALANCES });
    const summed = await sql<{ used: number; granted: number }>(`select used, granted from credit_balances where user_id = ? and kind = 'tracking'`, [ana.id]);
    expect(summed).toEqual([{ used: 130, granted: 5 }]);
    await migrator.up();
  }, 120_000);
});
