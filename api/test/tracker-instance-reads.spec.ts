import type { EntityManager } from '@mikro-orm/postgresql';
import { admitForWork } from '../src/modules/auth/access';
import { User } from '../src/modules/auth/user.entity';
import { WorkspaceRole } from '../src/modules/auth/workspace.entity';
import { findInstanceOfOrFail, findProjectInstanceOrFail } from '../src/modules/tracker/tracking-instance-access';
import { createInstance, createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';
import { inPersonalWorkspace } from './support/viewer';

const NOT_FOUND = { code: 'NOT_FOUND' };

// The tracker screen's fields each look their instance up; one unit of work (one request) reads it once,
// and whatever it holds still answers only the scope each caller asks in.
describe('tracking instance reads of one unit of work', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** The statements that read tracking_instances while `work` runs on `em`. */
  async function instanceReads(em: EntityManager, work: () => Promise<unknown>): Promise<number> {
    const connection = em.getConnection();
    const spy = jest.spyOn(connection, 'execute');
    try {
      await work();
      const sqlOf = (query: unknown) => (typeof query === 'string' ? query : ((query as { toQuery?: () => string }).toQuery?.() ?? ''));
      return spy.mock.calls.filter(([query]) => sqlOf(query).includes('tracking_instances')).length;
    } finally {
      spy.mockRestore();
    }
  }

  async function ownerWithInstance() {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token);
    return { owner, instanceId };
  }

  it('reads an instance asked for by several fields at once, and again later, with one statement', async () => {
    const { owner, instanceId } = await ownerWithInstance();
    const em = app.deps.orm.em.fork();
    const user = inPersonalWorkspace(await em.findOneOrFail(User, { id: owner.id }));
    let found: unknown[] = [];
    const reads = await instanceReads(em, async () => {
      found = await Promise.all([findProjectInstanceOrFail(em, user, instanceId), findProjectInstanceOrFail(em, user, instanceId), findInstanceOfOrFail(em, user, instanceId)]);
      found.push(await findProjectInstanceOrFail(em, user, instanceId));
    });
    expect(reads).toBe(1);
    expect(new Set(found).size).toBe(1);
    expect(found[0]).toMatchObject({ id: instanceId });
  });

  it("answers not found for another workspace's instance even while the unit of work holds it", async () => {
    const { owner, instanceId } = await ownerWithInstance();
    const stranger = await createUser(app, { plan: 'agency' });
    const em = app.deps.orm.em.fork();
    const ownerUser = inPersonalWorkspace(await em.findOneOrFail(User, { id: owner.id }));
    const strangerUser = inPersonalWorkspace(await em.findOneOrFail(User, { id: stranger.id }));
    // Asked at once: the owner's read in flight must not answer the stranger's.
    const [own, foreign] = await Promise.allSettled([findProjectInstanceOrFail(em, ownerUser, instanceId), findProjectInstanceOrFail(em, strangerUser, instanceId)]);
    expect(own).toMatchObject({ status: 'fulfilled', value: { id: instanceId } });
    expect(foreign).toMatchObject({ status: 'rejected', reason: NOT_FOUND });
    // Asked after: the instance is held by the unit of work now.
    await expect(findProjectInstanceOrFail(em, strangerUser, instanceId)).rejects.toMatchObject(NOT_FOUND);
    await expect(findInstanceOfOrFail(em, strangerUser, instanceId)).rejects.toMatchObject(NOT_FOUND);
  });

  it("answers a client viewer only their client's instance, whichever was read first", async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const client = async (name: string) => (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name } })).body.id as string;
    const acme = await client('Acme');
    const beta = await client('Beta');
    const inAgency = { token: owner.token, headers: { 'Rankcraft-Workspace': workspaceId } };
    const acmeSite = (await request(app.url, 'POST', '/api/instances', { ...inAgency, body: { name: 'Acme site', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo'], clientId: acme } })).body.id as string;
    const em = app.deps.orm.em.fork();
    const payer = await em.findOneOrFail(User, { id: owner.id });
    // Three requests' viewers of the workspace: its owner, and client viewers of Acme and of Beta (an admission belongs to one User object).
    const admitted = (role: WorkspaceRole, clientId?: string) => admitForWork(new User(), { id: workspaceId, role, payer, clientId });
    expect(await findProjectInstanceOrFail(em, admitted(WorkspaceRole.owner), acmeSite)).toMatchObject({ id: acmeSite });
    const viewerOf = (clientId: string) => admitted(WorkspaceRole.client, clientId);
    expect(await findProjectInstanceOrFail(em, viewerOf(acme), acmeSite)).toMatchObject({ id: acmeSite });
    await expect(findProjectInstanceOrFail(em, viewerOf(beta), acmeSite)).rejects.toMatchObject(NOT_FOUND);
  });
});
