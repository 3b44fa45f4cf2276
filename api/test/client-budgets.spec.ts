import { createServices } from '../src/app/services';
import { User } from '../src/modules/auth/user.entity';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { createUser, jobFinished } from './support/factories';
import { request } from './support/http';
import { startSerperApp, type SerperApp } from './support/serper-app';

const WORKSPACE = 'Rankcraft-Workspace';

// A client's monthly budget, enforced by the credit ledger before any vendor call: the SERP vendor is a local
// Serper stand-in whose requests the tests count.
describe('client budgets', () => {
  let app: SerperApp;
  beforeAll(async () => {
    app = await startSerperApp();
  });
  afterAll(() => app.close());

  const sql = <T extends object[] = any[]>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T>(query, params);
  const services = () => createServices(app.deps, app.deps.orm.em.fork());

  async function agency() {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const asOwner = { token: owner.token, headers: { [WORKSPACE]: workspaceId } };
    const addClient = async (name: string, budgets: { kind: string; credits: number }[]) =>
      (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name, budgets } })).body.id as string;
    const tracking = async () => (await sql<{ used: number }[]>('select coalesce(sum(used), 0)::int as used from credit_balances where workspace_id = ? and kind = ?', [workspaceId, 'tracking']))[0].used;
    return { owner, workspaceId, asOwner, addClient, tracking };
  }

  it('refuses a run that would pass its client’s tracking budget before any search, spending and storing nothing; a run within it passes', async () => {
    const { workspaceId, asOwner, addClient, tracking } = await agency();
    const acme = await addClient('Acme Corp', [{ kind: 'tracking', credits: 3 }]);
    const created = await request(app.url, 'POST', '/api/instances', { ...asOwner, body: { name: 'Acme', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo', 'crm'], clientId: acme } });
    const instanceId = created.body.id as string;
    const searchesBefore = app.serper.requests.length;

    // Within the cap (2 of 3): runs, searches and spends.
    const first = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, asOwner);
    expect(first.status).toBeLessThan(300);
    expect(await jobFinished(app, first.body.job_id, 25_000)).toMatchObject({ status: 'succeeded' });
    const searched = app.serper.requests.length;
    expect(searched).toBeGreaterThan(searchesBefore);
    expect(await tracking()).toBe(2);

    // 2 used + 2 more would pass 3: refused with the client's name, no job, no search, no credit.
    const refused = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, asOwner);
    expect(refused).toMatchObject({ status: 400, body: { error: "This would pass Acme Corp's monthly budget of 3 tracking credits (2 used)." } });
    expect(await tracking()).toBe(2);
    expect((await sql('select id from jobs where subject_id = ?', [instanceId])).length).toBe(1);
    expect(app.serper.requests.length).toBe(searched);

    // The client's page shows what its month used of each budget.
    expect((await request(app.url, 'GET', `/api/workspaces/${workspaceId}/clients`, { token: asOwner.token })).body).toEqual([expect.objectContaining({ name: 'Acme Corp', budgets: [{ kind: 'tracking', credits: 3, used: 2 }] })]);

    // A scheduled slot is refused the same way: its job stored failed with the reason, nothing searched or spent.
    const slot = await services().trackerRunStarts.createScheduledJob(instanceId, `budget-slot-${instanceId}`, 'runner');
    expect(slot?.job).toMatchObject({ status: 'failed', error: "This would pass Acme Corp's monthly budget of 3 tracking credits (2 used)." });
    expect(await tracking()).toBe(2);
    expect(app.serper.requests.length).toBe(searched);

    // The audit log's spend names the credits; the budget raised, the run goes.
    expect((await request(app.url, 'PATCH', `/api/workspaces/${workspaceId}/clients/${acme}`, { token: asOwner.token, body: { budgets: [{ kind: 'tracking', credits: 4 }] } })).status).toBe(200);
    const again = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, asOwner);
    expect(again.status).toBeLessThan(300);
    expect(await jobFinished(app, again.body.job_id, 25_000)).toMatchObject({ status: 'succeeded' });
    expect(await tracking()).toBe(4);
  });

  it('caps a client’s content briefs, and leaves ungrouped projects and other kinds alone', async () => {
    const { asOwner, addClient } = await agency();
    const acme = await addClient('Acme', [{ kind: 'content_briefs', credits: 0 }]);
    const briefs = async () => (await sql<{ n: number }[]>('select count(*)::int as n from content_briefs where client_id = ?', [acme]))[0].n;
    expect(await request(app.url, 'POST', '/api/content-briefs', { ...asOwner, body: { keyword: 'budget crm', clientId: acme } })).toMatchObject({
      status: 400,
      body: { error: "This would pass Acme's monthly budget of 0 content brief credits (0 used)." },
    });
    expect(await briefs()).toBe(0);
    // Tracking has no cap for Acme; an ungrouped brief has none either.
    const instance = await request(app.url, 'POST', '/api/instances', { ...asOwner, body: { name: 'Acme', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo'], clientId: acme } });
    const run = await request(app.url, 'POST', `/api/instances/${instance.body.id}/run`, asOwner);
    expect(run.status).toBeLessThan(300);
    expect(await jobFinished(app, run.body.job_id, 25_000)).toMatchObject({ status: 'succeeded' });
    expect((await request(app.url, 'POST', '/api/content-briefs', { ...asOwner, body: { keyword: 'budget crm' } })).status).toBe(202);
  });

  it('lets concurrent spends of one client at the edge of its budget pass only up to the cap', async () => {
    const { owner, workspaceId, addClient } = await agency();
    const acme = await addClient('Acme', [{ kind: 'tracking', credits: 5 }]);
    const payer = await app.deps.orm.em.fork().findOneOrFail(User, { id: owner.id });
    const spends = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => services().credits.spend(payer, CreditKind.TRACKING, 1, `concurrent-${acme}-${index}`, { workspaceId, clientId: acme })),
    );
    expect(spends.filter((spend) => spend.status === 'fulfilled')).toHaveLength(5);
    const refusals = spends.flatMap((spend) => (spend.status === 'rejected' ? [(spend.reason as Error).message] : []));
    expect(new Set(refusals)).toEqual(new Set(["This would pass Acme's monthly budget of 5 tracking credits (5 used)."]));
    const [entries] = await sql<{ n: number; spent: number }[]>('select count(*)::int as n, -sum(change)::int as spent from credit_entries where client_id = ?', [acme]);
    expect(entries).toEqual({ n: 5, spent: 5 });

    // A refund (a run that failed, say) is given back to the client's month as well as to the balance.
    const spent = spends.findIndex((spend) => spend.status === 'fulfilled');
    expect(await services().credits.refund(payer, CreditKind.TRACKING, 1, `concurrent-${acme}-${spent}`)).toBe(1);
    await services().credits.spend(payer, CreditKind.TRACKING, 1, `after-refund-${acme}`, { workspaceId, clientId: acme });
    await expect(services().credits.spend(payer, CreditKind.TRACKING, 1, `past-cap-${acme}`, { workspaceId, clientId: acme })).rejects.toThrow("This would pass Acme's monthly budget of 5 tracking credits (5 used).");
  });
});
