import { randomUUID } from 'node:crypto';
import { migratorOf } from '../src/db/orm';
import { ormDatabaseForTests } from './support/orm-database';

const database = ormDatabaseForTests();

describe('moving keywords to rows', () => {
  it('keeps every instance’s keywords in order, makes past results desktop ones, and goes back down', async () => {
    const migrator = await migratorOf(database().orm);
    await migrator.down({ to: 'Migration20261124133000_runscale' });
    const connection = database().orm.em.fork().getConnection();
    const ownerId = randomUUID();
    await connection.execute(`insert into users (id, email, password_hash, full_name) values (?, 'old@example.com', 'x', 'Old')`, [ownerId]);
    const instanceId = randomUUID();
    await connection.execute(
      `insert into tracking_instances (id, owner_id, name, user_domain, user_company_name, competitors, keywords, result_count, frequency, scheduled_time, time_zone, serp_language, serp_country, page)
       values (?, ?, 'Old', 'acme.com', 'Acme', '[]', '["seo tools", "Rank Tracker", "backlinks"]', 100, 'daily', '09:00', 'UTC', 'en', 'us', 1)`,
      [instanceId, ownerId],
    );
    const runId = randomUUID();
    await connection.execute(`insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth) values (?, ?, ?, 'completed', 'SANDBOX', 'sandbox', 100)`, [
      runId,
      instanceId,
      randomUUID(),
    ]);
    await connection.execute(`insert into tracking_results (run_id, instance_id, run_at, domain, keyword, position) values (?, ?, now(), 'acme.com', 'seo tools', 3)`, [runId, instanceId]);

    await migrator.up();
    expect(await connection.execute('select keyword, ordinal, tags, target_url, device from tracking_keywords where instance_id = ? order by ordinal', [instanceId])).toEqual([
      { keyword: 'seo tools', ordinal: 1, tags: [], target_url: null, device: null },
      { keyword: 'Rank Tracker', ordinal: 2, tags: [], target_url: null, device: null },
      { keyword: 'backlinks', ordinal: 3, tags: [], target_url: null, device: null },
    ]);
    expect(await connection.execute('select devices from tracking_instances where id = ?', [instanceId])).toEqual([{ devices: ['desktop'] }]);
    expect(await connection.execute('select keyword, device, position from tracking_results where run_id = ?', [runId])).toEqual([{ keyword: 'seo tools', device: 'desktop', position: 3 }]);

    await migrator.down({ to: 'Migration20261124133000_runscale' });
    expect(await connection.execute('select keywords from tracking_instances where id = ?', [instanceId])).toEqual([{ keywords: ['seo tools', 'Rank Tracker', 'backlinks'] }]);
    await migrator.up();
  });
});
