import { randomUUID } from 'node:crypto';
import { AlertKind } from '../../src/modules/alerts/alert-kinds';
import { Notification } from '../../src/modules/alerts/notification.entity';
import { User } from '../../src/modules/auth/user.entity';
import { OutboxAttachment, OutboxEmail } from '../../src/modules/email/outbox-email.entity';
import { createUser, jobFinished, waitFor } from './factories';
import { request, uniqueEmail, type JsonResponse } from './http';
import type { TestApp } from './test-app';

/**
 * Who calls: the four roles of workspace W (each naming W with the header), the outsider X naming W
 * with the header, X in their own workspace passing W's record ids, and a caller with no sign-in.
 */
export const CALLERS = ['owner', 'admin', 'member', 'client', 'outsider', 'outsiderOwn', 'anonymous'] as const;
export type Caller = (typeof CALLERS)[number];

export const WORKSPACE_HEADER = 'Rankcraft-Workspace';

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** How a caller's request is sent: its bearer and the workspace it names. */
export interface Credentials {
  token?: string;
  headers: Record<string, string>;
  /** The workspace a graphql-ws socket names (its `workspaceId` connection parameter). */
  workspaceId?: string;
}

/** One record of every kind an operation needs an id for, all in W. */
export interface WorkspaceRecords {
  instanceId: string;
  runJobId: string;
  runId: string;
  alertRuleId: string;
  reportId: string;
  shareLinkId: string;
  brandKitId: string;
  webhookId: string;
  deliveryId: string;
  apiTokenId: string;
  articleId: string;
  articleJobId: string;
  briefId: string;
  bulkResearchId: string;
  /** An AI visibility project of Acme's, with one run. */
  aiProjectId: string;
  /** W's sandbox Search Console connection and its property for acme.com, linked to W's instance. */
  searchConsoleConnectionId: string;
  searchConsolePropertyId: string;
  savedSerpAnalysisId: string;
  notificationId: string;
  /** The owner's own sandbox email with an attachment (the outbox is each user's, not the workspace's). */
  outboxEmailId: string;
  outboxAttachmentId: string;
  /** The owner's own sandbox checkout (completed) and its invoice: billing is each user's. */
  checkoutSessionId: string;
  invoiceId: string;
}

export interface MatrixWorkspace {
  app: TestApp;
  workspaceId: string;
  /** Where W's webhooks point (a local receiver). */
  webhookUrl: string;
  /** W's client Acme, whose projects W's tracking instance and report are, and whose viewer the client caller is. */
  clientId: string;
  /** The outsider's personal workspace, where they act without the header. */
  outsiderWorkspaceId: string;
  accounts: Record<'owner' | 'admin' | 'member' | 'client' | 'outsider' | 'target', Account>;
  records: WorkspaceRecords;
  credentialsOf(caller: Caller): Credentials;
  /** The account behind a caller (none for `anonymous`). */
  accountOf(caller: Caller): Account | undefined;
  /** A REST call as the owner in W that must succeed: for making records. */
  asOwner(method: string, path: string, body?: unknown): Promise<JsonResponse>;
  /**
   * Records for operations that delete or use up the one they name, so every caller meets a live one:
   * the one made for the call before while it is still there, else a new one.
   */
  fresh: FreshRecords;
}

export interface FreshRecords {
  instance(): Promise<string>;
  alertRule(): Promise<string>;
  report(): Promise<string>;
  shareLink(): Promise<string>;
  brandKit(): Promise<string>;
  webhook(): Promise<string>;
  aiProject(): Promise<string>;
  searchConsoleConnection(): Promise<string>;
  article(): Promise<string>;
  savedSerpAnalysis(): Promise<string>;
  /** A client of W's other than Acme (whose viewer is the client caller). */
  workspaceClient(): Promise<string>;
  /** A token of the owner's in W (their other tokens but the seeded one are revoked: a user keeps 10). */
  apiToken(): Promise<string>;
  /** A pending invitation into W and its link's token; end it after use with `forgetInvitations`. */
  invitation(): Promise<{ id: string; token: string }>;
  /** An invitation for `caller`'s address into a workspace of another user (none of the callers is a member of it). */
  invitationFor(caller: Caller): Promise<string>;
  /** `target` back in W as a member, whatever a call before did to them. */
  targetMember(): Promise<string>;
  /** Pending invitations into W end (they hold seats). */
  forgetInvitations(): Promise<void>;
}

const PASSWORD = 'password-123';

const tokenOfUrl = (url: string) => url.split('/').pop()!;

/**
 * Workspace W on the Agency plan of its owner O, with an admin, a member and a client viewer of its
 * client Acme who joined by invitation, a spare member for the member-management operations, and one record of every kind;
 * the outsider X has their own Agency account and workspace.
 */
export async function seedMatrixWorkspace(app: TestApp, webhookUrl: string): Promise<MatrixWorkspace> {
  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const signUp = async (plan: 'free' | 'agency') => {
    const user = await createUser(app, { plan, password: PASSWORD });
    return { id: user.id, email: user.email, password: PASSWORD, token: user.token };
  };
  const [owner, admin, member, client, outsider, target, host] = await Promise.all([
    signUp('agency'),
    signUp('free'),
    signUp('free'),
    signUp('free'),
    signUp('agency'),
    signUp('free'),
    signUp('agency'),
  ]);
  const expectStatus = (response: JsonResponse, status: number, what: string) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  };
  const workspaceId = expectStatus(await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency W' } }), 201, 'create W').body.id as string;
  const hostWorkspace = expectStatus(await request(app.url, 'POST', '/api/workspaces', { token: host.token, body: { name: 'Another agency' } }), 201, 'create V').body.id as string;
  const inW = { [WORKSPACE_HEADER]: workspaceId };
  const asOwner = (method: string, path: string, body?: unknown) => request(app.url, method, path, { token: owner.token, headers: inW, body });

  const invite = async (inviter: Account, into: string, email: string, role: 'admin' | 'member' | 'client', clientId?: string) =>
    expectStatus(await request(app.url, 'POST', `/api/workspaces/${into}/invitations`, { token: inviter.token, body: { email, role, clientId } }), 201, `invite ${email}`).body as { id: string; url: string };
  const join = async (account: Account, role: 'admin' | 'member' | 'client', clientId?: string) => {
    const { url } = await invite(owner, workspaceId, account.email, role, clientId);
    expectStatus(await request(app.url, 'POST', `/api/invitations/${tokenOfUrl(url)}/accept`, { token: account.token }), 200, `accept as ${role}`);
  };
  await join(admin, 'admin');
  await join(member, 'member');
  await join(target, 'member');
  // W's client Acme: the client viewer sees Acme's projects, and W's tracking instance and report are Acme's.
  const clientId = expectStatus(await asOwner('POST', `/api/workspaces/${workspaceId}/clients`, { name: 'Acme' }), 201, 'client').body.id as string;
  await join(client, 'client', clientId);

  const made = async (method: string, path: string, body: unknown, what: string, status = 201) => expectStatus(await asOwner(method, path, body), status, what).body;
  const make = {
    instance: async () =>
      (await made('POST', '/api/instances', { name: 'Acme', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools', 'rank tracker'], competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], clientId }, 'instance')).id,
    alertRule: async () => (await made('POST', `/api/instances/${records.instanceId}/alert-rules`, { kind: 'lost', email: true }, 'alert rule')).id,
    report: async () =>
      (await made('POST', '/api/reports', { name: 'Monthly', client: 'Acme Corp', range: { preset: 'last-30-days' }, sections: [{ kind: 'tracker-summary', instanceId: records.instanceId }, { kind: 'note', text: 'Hello' }], clientId }, 'report')).id,
    shareLink: async () => (await made('POST', `/api/reports/${records.reportId}/share-links`, {}, 'share link')).id,
    brandKit: async () => (await made('POST', '/api/brand-kits', { agencyName: 'Northwind', primaryColor: '#0f172a', accentColor: '#1d4ed8' }, 'brand kit')).id,
    webhook: async () => (await made('POST', '/api/webhooks', { url: webhookUrl, events: ['run.completed'] }, 'webhook')).id,
    aiProject: async () =>
      (await made('POST', '/api/ai-visibility/projects', { name: 'Acme in AI answers', brand: { name: 'Acme', domains: ['acme.com'] }, prompts: ['best seo tools'], surfaces: ['chatgpt'], samples: 1, clientId }, 'AI visibility project')).id,
    apiToken: async () => {
      // A user keeps at most 10 live tokens: the ones made for calls before are revoked first.
      await sql('update api_tokens set revoked_at = now() where user_id = ? and id <> ? and revoked_at is null', [owner.id, records.apiTokenId ?? randomUUID()]);
      return (await made('POST', '/api/api-tokens', { name: 'script' }, 'API token')).id;
    },
    article: async () => {
      // The owner's plan runs 3 article jobs at a time: the ones the calls before started end first.
      await waitFor(async () => ((await sql("select 1 from jobs where kind = 'article' and workspace_id = ? and finished_at is null limit 1", [workspaceId])).length === 0 ? true : undefined));
      const body = await made('POST', '/api/generate-article', { business: 'A roastery in Berlin', keyword: 'coffee beans' }, 'article', 200);
      const [job] = await sql("select id from jobs where kind = 'article' and workspace_id = ? order by created_at desc limit 1", [workspaceId]);
      return { id: body.id as string, jobId: job.id as string };
    },
    searchConsoleConnection: async () => {
      // The sandbox's consent flow as the owner in W: the consent page's Allow, then the callback.
      const { url } = expectStatus(await asOwner('POST', '/api/search-console/connect'), 200, 'Search Console connect').body as { url: string };
      const state = new URL(url, app.url).searchParams.get('state') ?? '';
      const allowed = await fetch(`${app.url}/search-console/sandbox-consent`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'allow' }).toString() });
      const callback = await fetch(`${app.url}${allowed.headers.get('location') ?? ''}`, { redirect: 'manual' });
      if (callback.headers.get('location') !== '/search-console?connected=1') throw new Error(`Search Console connect: ${callback.status} ${callback.headers.get('location')}`);
      const [connection] = await sql('select id from search_console_connections where workspace_id = ? order by created_at desc limit 1', [workspaceId]);
      return connection.id as string;
    },
    workspaceClient: async () => (await made('POST', `/api/workspaces/${workspaceId}/clients`, { name: `Client ${randomUUID().slice(0, 8)}` }, 'client')).id,
    savedSerpAnalysis: async () => {
      const saved = await request(app.url, 'POST', '/graphql', {
        token: owner.token,
        headers: inW,
        body: { query: 'mutation($input: SaveSerpAnalysisInput!) { saveSerpAnalysis(input: $input) { id } }', variables: { input: { analysis: { query: 'coffee grinder', num: 10 }, description: 'week 1' } } },
      });
      if (!saved.body.data?.saveSerpAnalysis) throw new Error(`saved SERP analysis: ${JSON.stringify(saved.body)}`);
      return saved.body.data.saveSerpAnalysis.id as string;
    },
  };
  const spares = new Map<string, string>();
  /** The record made for the call before while it is still `live` in `table`, else a new one. */
  const spare = async (table: string, makeOne: () => Promise<string>, live = '') => {
    const last = spares.get(table);
    if (last && (await sql(`select 1 from ${table} where id = ?${live}`, [last])).length > 0) return last;
    const id = await makeOne();
    spares.set(table, id);
    return id;
  };
  const fresh: FreshRecords = {
    instance: () => spare('tracking_instances', make.instance),
    alertRule: () => spare('alert_rules', make.alertRule),
    report: () => spare('reports', make.report),
    shareLink: () => spare('report_share_links', make.shareLink, ' and revoked_at is null'),
    brandKit: () => spare('brand_kits', make.brandKit),
    webhook: () => spare('webhook_endpoints', make.webhook),
    aiProject: () => spare('ai_visibility_projects', make.aiProject),
    searchConsoleConnection: () => spare('search_console_connections', make.searchConsoleConnection),
    article: () => spare('articles', async () => (await make.article()).id),
    savedSerpAnalysis: () => spare('saved_serp_analyses', make.savedSerpAnalysis),
    workspaceClient: () => spare('workspace_clients', make.workspaceClient),
    apiToken: () => spare('api_tokens', make.apiToken, ' and revoked_at is null'),
    invitation: async () => {
      const { id, url } = await invite(owner, workspaceId, uniqueEmail('invited'), 'member');
      return { id, token: tokenOfUrl(url) };
    },
    invitationFor: async (caller) => {
      const account = accountOf(caller);
      // A visitor has no address to invite: any token does, as they are refused before it is read.
      if (!account) return 'a'.repeat(43);
      // A caller who accepted one before is a member of V again only through this invitation.
      await sql('delete from workspace_members where workspace_id = ? and user_id = ?', [hostWorkspace, account.id]);
      return tokenOfUrl((await invite(host, hostWorkspace, account.email, 'member')).url);
    },
    targetMember: async () => {
      await sql("insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, 'member') on conflict (workspace_id, user_id) do update set role = 'member'", [
        randomUUID(),
        workspaceId,
        target.id,
      ]);
      return target.id;
    },
    forgetInvitations: async () => {
      await sql('update workspace_invitations set revoked_at = now() where workspace_id = ? and accepted_at is null and revoked_at is null', [workspaceId]);
    },
  };

  const records = {} as WorkspaceRecords;
  records.instanceId = await make.instance();
  records.runJobId = expectStatus(await asOwner('POST', `/api/instances/${records.instanceId}/run`), 200, 'run').body.job_id as string;
  await jobFinished(app, records.runJobId);
  // One at a time: job starts in one workspace that overlap can deadlock on PostgreSQL today.
  const alertRuleId = await make.alertRule();
  const reportId = await make.report();
  const brandKitId = await make.brandKit();
  const webhookId = await make.webhook();
  const savedSerpAnalysisId = await make.savedSerpAnalysis();
  const article = await make.article();
  const brief = await made('POST', '/api/content-briefs', { keyword: 'compost bins' }, 'content brief', 202);
  await jobFinished(app, brief.jobId as string);
  const bulk = await made('POST', '/api/keyword-research/bulk', { keywords: ['seo tools', 'rank tracker'] }, 'bulk research', 202);
  await jobFinished(app, bulk.jobId as string);
  Object.assign(records, { alertRuleId, reportId, brandKitId, webhookId, savedSerpAnalysisId, articleId: article.id, articleJobId: article.jobId, briefId: brief.id, bulkResearchId: bulk.id });
  records.aiProjectId = await make.aiProject();
  // A run, so its reads have answers to read (its AI answers spent, or refused on a plan without them).
  const aiRun = await asOwner('POST', `/api/ai-visibility/projects/${records.aiProjectId}/runs`);
  if (aiRun.status === 202) await jobFinished(app, aiRun.body.jobId as string);
  records.searchConsoleConnectionId = await make.searchConsoleConnection();
  const [scProperty] = await sql("select id from search_console_properties where connection_id = ? and site_url = 'sc-domain:acme.com'", [records.searchConsoleConnectionId]);
  records.searchConsolePropertyId = scProperty.id as string;
  const linked = expectStatus(await asOwner('POST', `/api/instances/${records.instanceId}/search-console`, { propertyId: records.searchConsolePropertyId }), 202, 'Search Console link');
  await jobFinished(app, linked.body.jobId as string, 120_000);
  records.apiTokenId = await make.apiToken();
  records.shareLinkId = await make.shareLink();
  // A test event is one delivery of the endpoint.
  records.deliveryId = (await made('POST', `/api/webhooks/${webhookId}/test`, undefined, 'webhook test', 202)).id;
  const [run] = await sql('select id from tracking_runs where instance_id = ? limit 1', [records.instanceId]);
  records.runId = run.id as string;
  records.notificationId = await notificationIn(app, owner.id, workspaceId, records.instanceId, records.runId);
  Object.assign(records, await outboxEmailOf(app, owner.id), await checkoutOf(app, owner.token));

  const accounts = { owner, admin, member, client, outsider, target };
  function accountOf(caller: Caller): Account | undefined {
    if (caller === 'anonymous') return undefined;
    return caller === 'outsider' || caller === 'outsiderOwn' ? outsider : accounts[caller];
  }
  const credentialsOf = (caller: Caller): Credentials => {
    const token = accountOf(caller)?.token;
    if (caller === 'anonymous' || caller === 'outsiderOwn') return { token, headers: {} };
    return { token, headers: inW, workspaceId };
  };
  const outsiderWorkspaceId = (await request(app.url, 'GET', '/api/workspaces', { token: outsider.token })).body[0].id as string;
  return { app, workspaceId, clientId, webhookUrl, outsiderWorkspaceId, accounts, records, credentialsOf, accountOf, asOwner, fresh };
}

/** An alert in W's inbox, as a run's alert rules leave one. */
async function notificationIn(app: TestApp, ownerId: string, workspaceId: string, instanceId: string, runId: string): Promise<string> {
  const em = app.deps.orm.em.fork();
  const notification = em.create(Notification, { ownerId, workspaceId, instanceId, runId, keyword: 'seo tools', kind: AlertKind.lost, title: 'seo tools left the results', data: {} });
  await em.flush();
  return notification.id;
}

/** A sandbox email of the user's with one attachment, as a report delivery leaves one. */
async function outboxEmailOf(app: TestApp, ownerId: string): Promise<{ outboxEmailId: string; outboxAttachmentId: string }> {
  const em = app.deps.orm.em.fork();
  const email = em.create(OutboxEmail, { owner: em.getReference(User, ownerId), kind: 'report', to: ['client@example.com'], subject: 'Report', text: 'Attached', html: '<p>Attached</p>', headers: {} });
  const content = Buffer.from('a,b\n1,2\n');
  const attachment = em.create(OutboxAttachment, { email, filename: 'report.csv', contentType: 'text/csv', size: content.length, content });
  await em.flush();
  return { outboxEmailId: email.id, outboxAttachmentId: attachment.id };
}

/** The user's sandbox checkout of the Agency plan, completed, and the invoice it left. */
async function checkoutOf(app: TestApp, token: string): Promise<{ checkoutSessionId: string; invoiceId: string }> {
  const checkout = await request(app.url, 'POST', '/api/create-checkout', { token, body: { plan_id: 3 } });
  const checkoutSessionId = checkout.body.sessionId as string;
  const completed = await request(app.url, 'POST', '/graphql', { token, body: { query: 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { status } }', variables: { id: checkoutSessionId } } });
  if (completed.body.errors) throw new Error(`checkout: ${JSON.stringify(completed.body)}`);
  const invoices = await request(app.url, 'POST', '/graphql', { token, body: { query: '{ billingInvoices { id } }' } });
  const [invoice] = invoices.body.data.billingInvoices as { id: string }[];
  if (!invoice) throw new Error('the checkout left no invoice');
  return { checkoutSessionId, invoiceId: invoice.id };
}
