import { createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

/** Workspace emails through an SMTP server that cannot be reached: each is logged, and the change it tells of stands. */
describe('workspace emails that do not go out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => app.close());

  it('invites, accepts, changes a role and removes, logging each email that failed with its kind', async () => {
    const logged = jest.spyOn(app.deps.logger, 'error');
    try {
      const owner = await createUser(app, { plan: 'agency' });
      const member = await createUser(app);
      const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
      const invited = await request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email: member.email, role: 'member' } });
      expect(invited).toMatchObject({ status: 201, body: { url: expect.any(String) } });
      const token = String(invited.body.url).split('/').pop();
      expect(await request(app.url, 'POST', `/api/invitations/${token}/accept`, { token: member.token })).toMatchObject({ status: 200, body: { workspaceId, role: 'member' } });
      expect((await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${member.id}`, { token: owner.token, body: { role: 'admin' } })).status).toBe(200);
      expect((await request(app.url, 'DELETE', `/api/workspaces/${workspaceId}/members/${member.id}`, { token: owner.token })).status).toBe(204);

      const failures = logged.mock.calls.filter(([, message]) => message === 'could not send a workspace email').map(([fields]) => (fields as { kind: string }).kind);
      expect(failures).toEqual(['workspace-invitation', 'workspace-joined', 'workspace-role', 'workspace-removed']);
    } finally {
      logged.mockRestore();
    }
  }, 60_000);
});
