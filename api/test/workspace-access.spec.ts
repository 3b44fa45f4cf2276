import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { User } from '../src/modules/auth/user.entity';
import { WorkspaceRole } from '../src/modules/auth/workspace.entity';
import { WorkspaceService } from '../src/modules/workspaces/workspace.service';
import { createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

/** Resolving a request's workspace is on every request and socket event: one statement for a shared workspace. */
describe('a request’s workspace access', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);

  it('reads a shared workspace’s membership and its owner (the payer) in one statement', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), agency, member.id, 'admin']);

    const em = app.database.orm.em.fork();
    const workspaces = new WorkspaceService({ em, email: app.deps.email, logger: pino({ enabled: false }) });
    const viewer = await em.findOneOrFail(User, { id: member.id });
    const connection = em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const access = await workspaces.accessOf(viewer, agency);
      // Statements on this workspace's members or users (other work of the app may share the connection).
      const statements = execute.mock.calls.map(([query]) => query).filter((query) => typeof query === 'string' && /workspace_members|users/.test(query));
      expect(statements).toHaveLength(1);
      expect(access).toMatchObject({ id: agency, role: WorkspaceRole.admin, payer: { id: owner.id, email: owner.email, planId: 3 } });
      expect(access.payer).toBeInstanceOf(User);
      await expect(workspaces.accessOf(await em.findOneOrFail(User, { id: owner.id }), agency)).resolves.toMatchObject({ role: WorkspaceRole.owner, payer: { id: owner.id } });
      await expect(workspaces.accessOf(viewer, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Workspace not found.' });
    } finally {
      execute.mockRestore();
    }
  });
});
