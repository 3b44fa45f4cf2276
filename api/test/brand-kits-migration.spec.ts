import { randomUUID } from 'node:crypto';
import { migratorOf } from '../src/db/orm';
import { ormDatabaseForTests } from './support/orm-database';

const database = ormDatabaseForTests();

describe('several brand kits per account', () => {
  it('keeps each account’s existing kit as its default, named after its agency, and goes back down', async () => {
    const migrator = await migratorOf(database().orm);
    await migrator.down({ to: 'Migration20261128150000_report_unsubscribes' });
    const connection = database().orm.em.fork().getConnection();
    const ownerId = randomUUID();
    await connection.execute(`insert into users (id, email, password_hash, full_name) values (?, ?, 'x', 'Old')`, [ownerId, `kit-${ownerId}@example.com`]);
    const kitId = randomUUID();
    await connection.execute(
      `insert into brand_kits (id, created_at, updated_at, owner_id, agency_name, primary_color, accent_color) values (?, now(), now(), ?, 'Northwind Digital', '#0f172a', '#1d4ed8')`,
      [kitId, ownerId],
    );

    // Up to this migration only: later ones (workspaces) need more of a row than this test writes.
    await migrator.up({ to: 'Migration20261128180000_brand_kits_per_client' });
    expect(await connection.execute('select id, name, is_default, agency_name from brand_kits where owner_id = ?', [ownerId])).toEqual([
      { id: kitId, name: 'Northwind Digital', is_default: true, agency_name: 'Northwind Digital' },
    ]);
    await connection.execute(
      `insert into brand_kits (id, created_at, updated_at, owner_id, name, agency_name, primary_color, accent_color) values (?, now(), now(), ?, 'Acme', 'Northwind Digital', '#0f172a', '#1d4ed8')`,
      [randomUUID(), ownerId],
    );
    // A second default for the same account is refused by the database itself.
    await expect(
      connection.execute(
        `insert into brand_kits (id, created_at, updated_at, owner_id, name, agency_name, primary_color, accent_color, is_default) values (?, now(), now(), ?, 'Globex', 'Northwind Digital', '#0f172a', '#1d4ed8', true)`,
        [randomUUID(), ownerId],
      ),
    ).rejects.toThrow();

    await migrator.down({ to: 'Migration20261128150000_report_unsubscribes' });
    expect(await connection.execute('select id from brand_kits where owner_id = ?', [ownerId])).toEqual([{ id: kitId }]);
    await migrator.up();
  });
});
