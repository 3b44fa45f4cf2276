import { randomUUID } from 'node:crypto';
import { migratorOf } from '../src/db/orm';
import { WORKSPACE_OWNED_TABLES } from '../src/db/migrations/Migration20261129060000_workspaces';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';
import { migrateUpAgain } from './support/migrate-again';

const BEFORE_WORKSPACES = 'Migration20261129030000_keyword_table_cells';

/**
 * The move into workspaces, on a database the app filled with rows of every kind: the migration is taken
 * back down to the schema before workspaces (the rows stay), rows the app makes only through runs and
 * deliveries are added there, and the way up must keep every row, each in its owner's personal workspace.
 */
describe('moving every account into a personal workspace', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = <T extends object>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(query, params);
  const countsByOwner = async () => {
    const counts: Record<string, string> = {};
    for (const [table, ownerColumn] of WORKSPACE_OWNED_TABLES) {
      const rows = await sql<{ owner: string; n: string }>(`select ${ownerColumn} as owner, count(*)::text as n from ${table} group by 1 order by 1`);
      counts[table] = rows.map((row) => `${row.owner}:${row.n}`).join(' ');
    }
    return counts;
  };

  it('keeps every row on the way down and up again, each in its owner’s personal workspace', async () => {
    const ana = await createUser(app, { plan: 'agency' });
    const ben = await createUser(app, { plan: 'pro' });
    for (const owner of [ana, ben]) {
      const instanceId = await createInstance(app, owner.token);
      const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
      await jobFinished(app, run.body.job_id);
      expect((await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'moved_down', threshold: 1 } })).status).toBe(201);
      expect((await request(app.url, 'POST', '/api/reports', { token: owner.token, body: { name: 'Monthly', client: 'Acme', range: { preset: 'last-30-days' }, sections: [{ kind: 'tracker-summary', instanceId }] } })).status).toBe(201);
      const brief = await request(app.url, 'POST', '/api/content-briefs', { token: owner.token, body: { keyword: 'compost bins' } });
      await jobFinished(app, brief.body.jobId);
      // Answers with the article once written (within its wait), else with the job still under way.
      const article = await request(app.url, 'POST', '/api/generate-article', { token: owner.token, body: { business: 'A roastery', keyword: 'coffee grinders' } });
      if (article.status === 202) await jobFinished(app, article.body.job_id);
      const bulk = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: owner.token, body: { keywords: ['a', 'b'] } });
      await jobFinished(app, bulk.body.jobId);
      const saved = await graphql(app.url, 'mutation($input: SaveSerpAnalysisInput!) { saveSerpAnalysis(input: $input) { id } }', { input: { description: 'Week 1', analysis: { query: 'coffee', num: 10 } } }, owner.token);
      expect(saved.errors).toBeUndefined();
    }
    expect((await request(app.url, 'POST', '/api/brand-kits', { token: ana.token, body: { agencyName: 'Northwind', primaryColor: '#0f172a', accentColor: '#1d4ed8' } })).status).toBe(201);
    expect((await request(app.url, 'POST', '/api/webhooks', { token: ana.token, body: { url: 'https://hooks.example.com/rankcraft', events: ['run.completed'] } })).status).toBe(201);
    expect((await request(app.url, 'POST', '/api/api-tokens', { token: ana.token, body: { name: 'script' } })).status).toBe(201);

    const migrator = await migratorOf(app.database.orm);
    await migrator.down({ to: BEFORE_WORKSPACES });
    expect(await sql(`select 1 from information_schema.columns where column_name = 'workspace_id' or column_name = 'personal_workspace_id'`)).toEqual([]);
    // What only runs and deliveries make, added at the old schema: an alert, a webhook event and its delivery.
    const [anaRun] = await sql<{ id: string; instance_id: string; job_id: string }>('select r.id, r.instance_id, r.job_id from tracking_runs r join tracking_instances i on i.id = r.instance_id where i.owner_id = ?', [ana.id]);
    const [rule] = await sql<{ id: string }>('select id from alert_rules where owner_id = ?', [ana.id]);
    await sql(
      `insert into notifications (id, created_at, updated_at, owner_id, rule_id, instance_id, run_id, keyword, device, kind, title, data)
       values (?, now(), now(), ?, ?, ?, ?, 'seo tools', 'desktop', 'moved_down', 'Moved down', '{}')`,
      [randomUUID(), ana.id, rule.id, anaRun.instance_id, anaRun.id],
    );
    const [endpoint] = await sql<{ id: string }>('select id from webhook_endpoints where owner_id = ?', [ana.id]);
    const eventId = randomUUID();
    await sql(`insert into webhook_events (id, created_at, updated_at, owner_id, type, data) values (?, now(), now(), ?, 'run.completed', '{}')`, [eventId, ana.id]);
    await sql(
      `insert into webhook_deliveries (id, created_at, updated_at, owner_id, endpoint_id, event_id, event_type, job_id, status, attempts)
       values (?, now(), now(), ?, ?, ?, 'run.completed', ?, 'succeeded', 1)`,
      [randomUUID(), ana.id, endpoint.id, eventId, anaRun.job_id],
    );
    const before = await countsByOwner();
    for (const [table] of WORKSPACE_OWNED_TABLES) expect({ table, rows: before[table] }).toEqual({ table, rows: expect.stringContaining(ana.id) });

    await migrateUpAgain(app, migrator);
    expect(await countsByOwner()).toEqual(before);
    const users = await sql<{ id: string; personal_workspace_id: string }>('select id, personal_workspace_id from users');
    expect(await sql(`select w.id from workspaces w where w.personal and w.name = 'Personal'`)).toHaveLength(users.length);
    expect(await sql(`select m.user_id, m.workspace_id from workspace_members m where m.role = 'owner' order by 1`)).toEqual(
      users.map((user) => ({ user_id: user.id, workspace_id: user.personal_workspace_id })).sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    for (const [table, ownerColumn] of WORKSPACE_OWNED_TABLES) {
      const misplaced = await sql(`select t.id from ${table} t join users u on u.id = t.${ownerColumn} where t.workspace_id is distinct from u.personal_workspace_id`);
      expect({ table, misplaced }).toEqual({ table, misplaced: [] });
    }
    // The app works on the migrated rows: each owner sees their own, in their personal workspace.
    expect((await request(app.url, 'GET', '/api/instances', { token: ana.token })).body).toHaveLength(1);
    expect((await graphql(app.url, '{ notifications { unreadCount } }', undefined, ana.token)).data.notifications.unreadCount).toBe(1);
  }, 180_000);
});
