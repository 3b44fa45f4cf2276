import { lockRow } from '../src/db/row-locks';
import { createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';
const describePostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/**
 * The row locks that order a user's or a workspace's writers must not block an insert that references that
 * row: one writer held a user's row and inserted a reference to a workspace while another held the workspace's
 * row and inserted a reference to the user, and they deadlocked (a 500). PostgreSQL only: the embedded
 * database runs one transaction at a time, so nothing there can wait on another's lock.
 */
describePostgres('row locks (PostgreSQL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** Runs `work` while another transaction holds `table`'s row `id` the way the services lock it; answers what `work` answered, or 'blocked'. */
  async function whileLocked<T>(table: 'users' | 'workspaces', id: string, work: () => Promise<T>): Promise<T | 'blocked'> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.database.orm.em.fork().transactional(async (em) => {
      await lockRow(em, table, id);
      locked();
      await released;
    });
    await isLocked;
    try {
      return await Promise.race([work(), new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000))]);
    } finally {
      release();
      await holder;
    }
  }

  const agencyWorkspace = async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    return { owner, workspaceId };
  };

  it('lets an API token be made in a workspace whose row a member change holds', async () => {
    const { owner, workspaceId } = await agencyWorkspace();
    const made = await whileLocked('workspaces', workspaceId, () => request(app.url, 'POST', '/api/api-tokens', { token: owner.token, headers: { [WORKSPACE]: workspaceId }, body: { name: 'CI' } }));
    expect(made).toMatchObject({ status: 201 });
  });

  it('lets an invitation name its inviter while the inviter’s row is held by their other work', async () => {
    const { owner, workspaceId } = await agencyWorkspace();
    const invited = await whileLocked('users', owner.id, () => request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email: 'colleague@example.com', role: 'member' } }));
    expect(invited).toMatchObject({ status: 201 });
  });
});
