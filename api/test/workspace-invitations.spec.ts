import { createUser } from './support/factories';
import { graphql, request, signUpUser, uniqueEmail } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';

describe('workspace invitations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const workspaceOf = async (token: string, name = 'Northwind Agency') => (await request(app.url, 'POST', '/api/workspaces', { token, body: { name } })).body.id as string;
  const invite = (token: string, workspaceId: string, body: Record<string, unknown>) => request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token, body });
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const outbox = async (token: string) => (await request(app.url, 'GET', '/api/outbox', { token })).body.emails as { to: string[]; subject: string; text: string }[];

  it('invites by email with a single-use link that the invited address accepts once', async () => {
    const owner = await createUser(app, { plan: 'agency', fullName: 'Olivia Owner' });
    const workspaceId = await workspaceOf(owner.token);
    const email = uniqueEmail('invitee');
    const invited = await invite(owner.token, workspaceId, { email: email.toUpperCase(), role: 'member' });
    expect(invited).toMatchObject({ status: 201, body: { id: expect.any(String), email, role: 'member', url: expect.stringMatching(/\/invitations\/[\w-]{43}$/) } });
    expect(Object.keys(invited.body).sort()).toEqual(['email', 'id', 'role', 'url']);
    // Emailed (the sandbox outbox keeps it for the inviter to see), with the link.
    const [sent] = await outbox(owner.token);
    expect(sent).toMatchObject({ to: [email], subject: 'Olivia Owner invited you to Northwind Agency on Rankcraft' });
    expect(sent.text).toContain(invited.body.url);

    const token = tokenOf(invited.body.url);
    expect(await request(app.url, 'GET', `/api/invitations/${token}`)).toMatchObject({ status: 200, body: { workspaceName: 'Northwind Agency', role: 'member', email, invitedBy: 'Olivia Owner' } });
    // Accepting needs a signed-in account with the invited address.
    expect((await request(app.url, 'POST', `/api/invitations/${token}/accept`)).status).toBe(401);
    const stranger = await signUpUser(app.url);
    expect(await request(app.url, 'POST', `/api/invitations/${token}/accept`, { token: stranger.token })).toMatchObject({
      status: 403,
      body: { error: `This invitation was sent to ${email}: sign in with that address to accept it.` },
    });
    const invitee = await signUpUser(app.url, { email, fullName: 'Ivan Invitee' });
    expect(await request(app.url, 'POST', `/api/invitations/${token}/accept`, { token: invitee.token })).toMatchObject({ status: 200, body: { workspaceId, role: 'member' } });
    expect(await request(app.url, 'POST', `/api/invitations/${token}/accept`, { token: invitee.token })).toMatchObject({
      status: 404,
      body: { error: 'This invitation is not valid: it was accepted or cancelled, or it has expired.' },
    });
    expect((await request(app.url, 'GET', '/api/workspaces', { token: invitee.token })).body).toEqual([
      expect.objectContaining({ name: 'Personal', role: 'owner' }),
      { id: workspaceId, name: 'Northwind Agency', role: 'member' },
    ]);
    expect((await request(app.url, 'GET', '/api/instances', { token: invitee.token, headers: { [WORKSPACE]: workspaceId } })).status).toBe(200);
    // The inviter hears of it.
    expect((await outbox(owner.token))[0]).toMatchObject({ to: [owner.email], subject: `Ivan Invitee (${email}) joined Northwind Agency` });
  });

  it('lets owners and admins invite, as an admin or a member, and not into a personal workspace', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app);
    const workspaceId = await workspaceOf(owner.token);
    await sql(`insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (gen_random_uuid(), now(), now(), ?, ?, 'member')`, [workspaceId, member.id]);
    expect(await invite(member.token, workspaceId, { email: uniqueEmail(), role: 'member' })).toMatchObject({ status: 403, body: { error: 'Only the owners and admins of a workspace can invite members.' } });
    expect(await invite(owner.token, workspaceId, { email: uniqueEmail(), role: 'owner' })).toMatchObject({ status: 400, body: { error: 'Role must be admin, member or client.' } });
    expect(await invite(owner.token, workspaceId, { email: uniqueEmail(), role: 'client' })).toMatchObject({ status: 400, body: { error: 'Choose the client this client viewer will see.' } });
    expect(await invite(owner.token, workspaceId, { email: 'not an email', role: 'member' })).toMatchObject({ status: 400 });
    expect(await invite(owner.token, workspaceId, { email: member.email, role: 'admin' })).toMatchObject({ status: 409, body: { error: `${member.email} is already a member of this workspace.` } });
    const personal = (await request(app.url, 'GET', '/api/workspaces', { token: owner.token })).body[0].id;
    expect(await invite(owner.token, personal, { email: uniqueEmail(), role: 'member' })).toMatchObject({
      status: 403,
      body: { error: 'Your personal workspace is yours alone: create a workspace to work with others.' },
    });

    // The owner makes the member an admin, who may then invite; only an owner makes an owner.
    expect(await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${member.id}`, { token: owner.token, body: { role: 'admin' } })).toMatchObject({ status: 200, body: { userId: member.id, email: member.email, role: 'admin' } });
    expect((await outbox(member.token))[0]).toMatchObject({ subject: 'Your role in Northwind Agency changed' });
    expect((await invite(member.token, workspaceId, { email: uniqueEmail(), role: 'member' })).status).toBe(201);
    expect((await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${member.id}`, { token: member.token, body: { role: 'owner' } })).status).toBe(403);
    expect(await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${owner.id}`, { token: owner.token, body: { role: 'member' } })).toMatchObject({
      status: 409,
      body: { error: 'A workspace needs an owner: make someone else an owner before this one leaves.' },
    });
    // A removed member is told.
    expect((await request(app.url, 'DELETE', `/api/workspaces/${workspaceId}/members/${member.id}`, { token: owner.token })).status).toBe(204);
    expect((await outbox(member.token))[0]).toMatchObject({ subject: 'You were removed from Northwind Agency' });
  });

  it('counts members and pending invitations against the plan’s seats; a cancelled or expired invitation frees its seat', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const workspaceId = await workspaceOf(owner.token);
    const first = await invite(owner.token, workspaceId, { email: uniqueEmail(), role: 'member' });
    const second = await invite(owner.token, workspaceId, { email: uniqueEmail(), role: 'member' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = uniqueEmail();
    expect(await invite(owner.token, workspaceId, { email: third, role: 'member' })).toMatchObject({
      status: 409,
      body: { error: "The Pro plan includes 3 seats, and every one is taken or invited: remove a member or cancel an invitation first, or upgrade the workspace owner's plan." },
    });
    expect((await request(app.url, 'GET', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token })).body).toHaveLength(2);
    expect((await request(app.url, 'DELETE', `/api/workspaces/${workspaceId}/invitations/${first.body.id}`, { token: owner.token })).status).toBe(204);
    expect(await request(app.url, 'GET', `/api/invitations/${tokenOf(first.body.url)}`)).toMatchObject({ status: 404 });
    expect((await invite(owner.token, workspaceId, { email: third, role: 'member' })).status).toBe(201);
    // Past its 7 days an invitation neither opens nor holds a seat.
    await sql(`update workspace_invitations set expires_at = now() - interval '1 minute' where id = ?`, [second.body.id]);
    expect(await request(app.url, 'GET', `/api/invitations/${tokenOf(second.body.url)}`)).toMatchObject({ status: 404 });
    expect((await invite(owner.token, workspaceId, { email: uniqueEmail(), role: 'admin' })).status).toBe(201);
  });

  it('works the same over GraphQL', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = await workspaceOf(owner.token);
    const email = uniqueEmail();
    const invited = await graphql(app.url, 'mutation($w: ID!, $e: String!) { inviteToWorkspace(workspaceId: $w, email: $e, role: admin) { id email role url } }', { w: workspaceId, e: email }, owner.token);
    expect(invited.data.inviteToWorkspace).toMatchObject({ email, role: 'admin' });
    const token = tokenOf(invited.data.inviteToWorkspace.url);
    expect((await graphql(app.url, 'query($t: String!) { workspaceInvitation(token: $t) { workspaceName role } }', { t: token })).data.workspaceInvitation).toEqual({ workspaceName: 'Northwind Agency', role: 'admin' });
    const invitee = await signUpUser(app.url, { email });
    const accepted = await graphql(app.url, 'mutation($t: String!) { acceptWorkspaceInvitation(token: $t) { workspaceId role } }', { t: token }, invitee.token);
    expect(accepted.data.acceptWorkspaceInvitation).toEqual({ workspaceId, role: 'admin' });
    const members = await graphql(app.url, 'query($w: ID!) { workspaceMembers(workspaceId: $w) { email role } }', { w: workspaceId }, invitee.token);
    expect(members.data.workspaceMembers).toEqual([{ email: owner.email, role: 'owner' }, { email, role: 'admin' }]);
  });
});
