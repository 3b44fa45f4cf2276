import { randomUUID } from 'node:crypto';
import type { GraphQLSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { AlertKind } from '../../src/modules/alerts/alert-kinds';
import type { NotificationSnapshot } from '../../src/modules/alerts/notification-events';
import { SubscriptionView } from '../../src/modules/billing/subscription-view';
import { operationOf, type OperationKind } from './api-surface';
import type { Caller, MatrixWorkspace } from './authorization-workspace';
import { request, uniqueEmail } from './http';

/*
 * How the authorization matrix calls each GraphQL operation and REST route as one caller, and how it
 * reads the answer: admitted (`allow`, whatever the outcome: a 400 for a body is still admitted),
 * refused (`deny`: 401/403/404, FORBIDDEN / NOT_FOUND / UNAUTHENTICATED) or broken (`error`: a 500,
 * or a call GraphQL itself refused, which says nothing of access).
 */

/** What a call needs from W: its records, fresh ones for calls that use theirs up, and who is calling. */
interface CallContext {
  w: MatrixWorkspace;
  caller: Caller;
}

type Variables = Record<string, unknown>;
const INSTANCE_FIELDS = { name: 'Acme', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo tools', 'rank tracker'], competitors: [{ domain: 'rival.io', companyName: 'Rival' }] };
const reportInput = (instanceId: string) => ({ name: 'Monthly', client: 'Acme Corp', range: { preset: 'last-30-days' }, sections: [{ kind: 'tracker-summary', instanceId }, { kind: 'note', text: 'Hello' }] });
const BRAND_KIT = { agencyName: 'Northwind', primaryColor: '#0f172a', accentColor: '#1d4ed8' };
const AI_PROJECT = { name: 'Acme in AI answers', brand: { name: 'Acme', domains: ['acme.com'] }, prompts: ['best seo tools'], surfaces: ['chatgpt'], samples: 1 };
const credentialsInput = ({ w, caller }: CallContext) => {
  const account = w.accountOf(caller) ?? w.accounts.target;
  return { email: account.email, password: account.password };
};

/**
 * The arguments each GraphQL operation is called with, beyond the samples that pass validation: W's
 * records for the ids (fresh ones where the call deletes or uses up its record) and valid inputs where
 * a change would otherwise spoil W's records for the calls after it.
 */
const graphqlArgs: Record<string, (context: CallContext) => Variables | Promise<Variables>> = {
  contentScore: ({ w }) => ({ text: 'Compost bins for small gardens', briefId: w.records.briefId }),
  contentBrief: ({ w }) => ({ id: w.records.briefId }),
  article: ({ w }) => ({ id: w.records.articleId }),
  jobArticles: ({ w }) => ({ jobId: w.records.articleJobId }),
  articleScore: ({ w }) => ({ id: w.records.articleId, input: { text: 'Coffee beans' } }),
  workspaceClients: ({ w }) => ({ workspaceId: w.workspaceId }),
  createWorkspaceClient: ({ w }) => ({ workspaceId: w.workspaceId, name: `Client ${randomUUID().slice(0, 8)}` }),
  updateWorkspaceClient: ({ w }) => ({ workspaceId: w.workspaceId, clientId: w.clientId, name: 'Acme' }),
  deleteWorkspaceClient: async ({ w }) => ({ workspaceId: w.workspaceId, clientId: await w.fresh.workspaceClient() }),
  updateContentBrief: ({ w }) => ({ id: w.records.briefId }),
  recordWorkspace: ({ w }) => ({ kind: 'TRACKING_INSTANCE', id: w.records.instanceId }),
  workspaceMembers: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceInvitations: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceAudit: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceInvitation: async ({ w }) => ({ token: (await w.fresh.invitation()).token }),
  alertRules: ({ w }) => ({ instanceId: w.records.instanceId }),
  alertRulesSearchConsoleLinked: ({ w }) => ({ instanceId: w.records.instanceId }),
  aiVisibilityAlertRules: ({ w }) => ({ projectId: w.records.aiProjectId }),
  instanceDigest: ({ w }) => ({ instanceId: w.records.instanceId }),
  digestPreview: ({ w }) => ({ instanceId: w.records.instanceId }),
  job: ({ w }) => ({ id: w.records.runJobId }),
  report: ({ w }) => ({ id: w.records.reportId }),
  reportHtml: ({ w }) => ({ id: w.records.reportId }),
  reportShareLinks: ({ w }) => ({ reportId: w.records.reportId }),
  reportShareLinkOpens: ({ w }) => ({ reportId: w.records.reportId, linkId: w.records.shareLinkId }),
  reportDeliveries: ({ w }) => ({ id: w.records.reportId }),
  reportUnsubscribedRecipients: ({ w }) => ({ id: w.records.reportId }),
  bulkKeywordsPreview: () => ({ keywords: ['seo tools'] }),
  bulkResearch: ({ w }) => ({ id: w.records.bulkResearchId }),
  bulkResearchResults: ({ w }) => ({ id: w.records.bulkResearchId }),
  trackingInstance: ({ w }) => ({ id: w.records.instanceId }),
  trackerReport: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackerKeywordTable: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackerKeywordHistory: ({ w }) => ({ instanceId: w.records.instanceId, keyword: 'seo tools' }),
  serpSnapshot: ({ w }) => ({ instanceId: w.records.instanceId, keyword: 'seo tools' }),
  trackerCannibalisation: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackingKeywords: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackingKeywordTags: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackerTagSummary: ({ w }) => ({ instanceId: w.records.instanceId }),
  trackerShareOfVoice: ({ w }) => ({ instanceId: w.records.instanceId }),
  previewKeywordImport: ({ w }) => ({ instanceId: w.records.instanceId, text: 'new keyword' }),
  trackingRunCost: () => ({ keywords: 2, devices: 1 }),
  webhookDeliveries: ({ w }) => ({ webhookId: w.records.webhookId, limit: 5 }),
  myJobs: () => ({ limit: 5 }),
  sandboxCheckout: ({ w }) => ({ sessionId: w.records.checkoutSessionId }),
  sandboxInvoice: ({ w }) => ({ id: w.records.invoiceId }),
  completeSandboxCheckout: ({ w }) => ({ sessionId: w.records.checkoutSessionId }),

  signUp: () => ({ input: { fullName: 'New User', email: uniqueEmail('signup'), password: 'password-123' } }),
  signIn: (context) => ({ input: credentialsInput(context) }),
  setMaintenance: () => ({ enabled: false }),
  setUserRole: ({ w }) => ({ id: w.accounts.target.id }),
  advanceSandboxBillingPeriod: ({ w }) => ({ userId: w.accounts.owner.id }),
  grantCredits: ({ w }) => ({ userId: w.accounts.owner.id }),
  createCheckout: () => ({ planId: 3 }),
  changePlan: () => ({ planId: 3 }),
  createWorkspace: () => ({ name: 'Side project' }),
  removeWorkspaceMember: async ({ w }) => ({ workspaceId: w.workspaceId, userId: await w.fresh.targetMember() }),
  changeWorkspaceMemberRole: async ({ w }) => ({ workspaceId: w.workspaceId, userId: await w.fresh.targetMember(), role: 'member' }),
  inviteToWorkspace: ({ w }) => ({ workspaceId: w.workspaceId, email: uniqueEmail('invited'), role: 'member' }),
  cancelWorkspaceInvitation: async ({ w }) => ({ id: (await w.fresh.invitation()).id }),
  acceptWorkspaceInvitation: async ({ w, caller }) => ({ token: await w.fresh.invitationFor(caller) }),
  updateArticle: ({ w }) => ({ id: w.records.articleId, input: { title: 'Coffee beans', text: 'Fresh coffee beans.' } }),
  deleteArticle: async ({ w }) => ({ id: await w.fresh.article() }),
  revokeApiToken: async ({ w }) => ({ id: await w.fresh.apiToken() }),
  createAlertRule: ({ w }) => ({ input: { instanceId: w.records.instanceId, kind: 'lost' } }),
  deleteAlertRule: async ({ w }) => ({ id: await w.fresh.alertRule() }),
  setInstanceDigest: ({ w }) => ({ input: { instanceId: w.records.instanceId, frequency: 'OFF' } }),
  sendDigestNow: ({ w }) => ({ instanceId: w.records.instanceId }),
  markNotificationRead: ({ w }) => ({ id: w.records.notificationId }),
  cancelJob: ({ w }) => ({ id: w.records.runJobId }),
  createReport: ({ w }) => ({ input: reportInput(w.records.instanceId) }),
  updateReport: ({ w }) => ({ id: w.records.reportId, input: reportInput(w.records.instanceId) }),
  refreshReport: ({ w }) => ({ id: w.records.reportId }),
  deleteReport: async ({ w }) => ({ id: await w.fresh.report() }),
  renderReportPdf: ({ w }) => ({ id: w.records.reportId }),
  createReportShareLink: ({ w }) => ({ reportId: w.records.reportId }),
  revokeReportShareLink: async ({ w }) => ({ reportId: w.records.reportId, linkId: await w.fresh.shareLink() }),
  setReportSchedule: ({ w }) => ({ id: w.records.reportId, input: { frequency: null, recipients: [] } }),
  sendReportNow: ({ w }) => ({ id: w.records.reportId }),
  createBrandKit: () => ({ input: BRAND_KIT }),
  updateBrandKit: ({ w }) => ({ id: w.records.brandKitId, input: BRAND_KIT }),
  deleteBrandKit: async ({ w }) => ({ id: await w.fresh.brandKit() }),
  saveBrandKit: () => ({ input: BRAND_KIT }),
  lookupKeywordStats: () => ({ keywords: ['seo tools'] }),
  lookupRelatedKeywords: () => ({ keyword: 'seo tools' }),
  lookupPasfKeywords: () => ({ keyword: 'seo tools' }),
  lookupDomainKeywords: () => ({ domain: 'acme.com' }),
  runSerpAnalysis: () => ({ input: { query: 'seo tools', num: 10 } }),
  saveSerpAnalysis: () => ({ input: { analysis: { query: 'seo tools', num: 10 }, description: 'week 2' } }),
  deleteSavedSerpAnalysis: async ({ w }) => ({ id: await w.fresh.savedSerpAnalysis() }),
  runUrlAnalysis: () => ({ url: 'https://acme.com/' }),
  runCompetitorAnalysis: () => ({ input: { query: 'seo tools', domain: 'acme.com' } }),
  lookupDomainTraffic: () => ({ domains: ['acme.com'] }),
  lookupBacklinks: () => ({ target: 'acme.com' }),
  lookupPageBacklinks: () => ({ url: 'https://acme.com/' }),
  startBulkResearch: () => ({ input: { keywords: ['seo tools'] } }),
  addBulkResultsToTracker: ({ w }) => ({ input: { instanceId: w.records.instanceId, researchId: w.records.bulkResearchId, positions: [0] } }),
  startContentBrief: () => ({ input: { keyword: 'compost bins' } }),
  generateArticles: () => ({ input: { flow: 'KEYWORD', source: 'coffee', keywords: ['coffee'] } }),
  createTrackingInstance: () => ({ input: INSTANCE_FIELDS }),
  updateTrackingInstance: ({ w }) => ({ id: w.records.instanceId, input: INSTANCE_FIELDS }),
  addCompetitor: ({ w }) => ({ instanceId: w.records.instanceId, domain: 'rival.io' }),
  deleteTrackingInstance: async ({ w }) => ({ id: await w.fresh.instance() }),
  runTrackingInstance: ({ w }) => ({ id: w.records.instanceId }),
  importKeywords: ({ w }) => ({ instanceId: w.records.instanceId, text: 'seo tools' }),
  updateTrackedKeyword: ({ w }) => ({ instanceId: w.records.instanceId, input: { keyword: 'seo tools', tags: ['core'] } }),
  bulkEditKeywords: ({ w }) => ({ instanceId: w.records.instanceId, input: { action: 'setTags', keywords: ['seo tools'], tags: ['core'] } }),
  createWebhook: ({ w }) => ({ input: { url: w.webhookUrl, events: ['run.completed'] } }),
  updateWebhook: ({ w }) => ({ id: w.records.webhookId, input: { events: ['run.completed'] } }),
  deleteWebhook: async ({ w }) => ({ id: await w.fresh.webhook() }),
  rotateWebhookSecret: ({ w }) => ({ id: w.records.webhookId }),
  sendWebhookTest: ({ w }) => ({ id: w.records.webhookId }),
  redeliverWebhook: ({ w }) => ({ webhookId: w.records.webhookId, deliveryId: w.records.deliveryId }),

  aiVisibilityProject: ({ w }) => ({ id: w.records.aiProjectId }),
  aiVisibilityRuns: ({ w }) => ({ projectId: w.records.aiProjectId }),
  aiVisibilityRunCost: ({ w }) => ({ projectId: w.records.aiProjectId }),
  aiVisibilityAnswers: ({ w }) => ({ projectId: w.records.aiProjectId }),
  aiVisibilitySummary: ({ w }) => ({ projectId: w.records.aiProjectId }),
  aiVisibilitySeries: ({ w }) => ({ projectId: w.records.aiProjectId }),
  createAiVisibilityProject: () => ({ input: { ...AI_PROJECT, prompts: [{ text: 'best seo tools' }] } }),
  updateAiVisibilityProject: ({ w }) => ({ id: w.records.aiProjectId, input: { samples: 1 } }),
  deleteAiVisibilityProject: async ({ w }) => ({ id: await w.fresh.aiProject() }),
  addAiVisibilityCompetitor: ({ w }) => ({ projectId: w.records.aiProjectId, input: { name: `Rival ${randomUUID().slice(0, 8)}`, domains: ['rival.io'] } }),
  startAiVisibilityRun: ({ w }) => ({ projectId: w.records.aiProjectId }),
  previewAiVisibilityPromptImport: ({ w }) => ({ projectId: w.records.aiProjectId, text: 'new prompt' }),
  importAiVisibilityPrompts: ({ w }) => ({ projectId: w.records.aiProjectId, text: 'best seo tools' }),
  suggestAiVisibilityPrompts: ({ w }) => ({ projectId: w.records.aiProjectId, instanceId: w.records.instanceId }),
  connectBingWebmaster: () => ({ apiKey: 'x' }),
  disconnectSearchConsole: async ({ w }) => ({ id: await w.fresh.searchConsoleConnection() }),
  linkSearchConsoleProperty: ({ w }) => ({ instanceId: w.records.instanceId, propertyId: w.records.searchConsolePropertyId }),
  unlinkSearchConsoleProperty: ({ w }) => ({ instanceId: w.records.instanceId }),
  searchConsoleInstanceRows: ({ w }) => ({ instanceId: w.records.instanceId }),
  searchConsoleStrikingDistance: ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),
  searchConsoleDailySeries: ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),
  searchConsoleNewAndLostQueries: ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),
  searchConsolePagesLosingClicks: ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),
  searchConsoleCtrByPosition: ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),

  articleText: ({ w }) => ({ jobId: w.records.articleJobId }),
  jobUpdated: ({ w }) => ({ jobId: w.records.runJobId }),
};

/** Path parameters named `:id`, by the route's first segment. */
const idOfRoute: Record<string, (context: CallContext, deletesIt: boolean) => string | Promise<string>> = {
  // The owner's: a user reads their own role only.
  'user-role': ({ w }) => w.accounts.owner.id,
  users: ({ w }) => w.accounts.target.id,
  'api-tokens': ({ w }) => w.fresh.apiToken(),
  workspaces: ({ w }) => w.workspaceId,
  instances: ({ w }, deletesIt) => (deletesIt ? w.fresh.instance() : w.records.instanceId),
  articles: ({ w }) => w.records.articleId,
  'keyword-research': ({ w }) => w.records.bulkResearchId,
  'content-briefs': ({ w }) => w.records.briefId,
  'alert-rules': ({ w }) => w.fresh.alertRule(),
  notifications: ({ w }) => w.records.notificationId,
  webhooks: ({ w }, deletesIt) => (deletesIt ? w.fresh.webhook() : w.records.webhookId),
  reports: ({ w }, deletesIt) => (deletesIt ? w.fresh.report() : w.records.reportId),
  'brand-kits': ({ w }, deletesIt) => (deletesIt ? w.fresh.brandKit() : w.records.brandKitId),
  'ai-visibility': ({ w }, deletesIt) => (deletesIt ? w.fresh.aiProject() : w.records.aiProjectId),
  // A connection for its DELETE, a property for the property reads.
  'search-console': ({ w }, deletesIt) => (deletesIt ? w.fresh.searchConsoleConnection() : w.records.searchConsolePropertyId),
};

/** The other path parameters, by route (a `:token` means a different thing on each). */
const otherParams: Record<string, (context: CallContext) => Record<string, string> | Promise<Record<string, string>>> = {
  'PUT /workspaces/:id/members/:userId': async ({ w }) => ({ userId: await w.fresh.targetMember() }),
  'DELETE /workspaces/:id/members/:userId': async ({ w }) => ({ userId: await w.fresh.targetMember() }),
  'DELETE /workspaces/:id/invitations/:invitationId': async ({ w }) => ({ invitationId: (await w.fresh.invitation()).id }),
  'GET /invitations/:token': async ({ w }) => ({ token: (await w.fresh.invitation()).token }),
  'POST /invitations/:token/accept': async ({ w, caller }) => ({ token: await w.fresh.invitationFor(caller) }),
  'PATCH /instances/:id/keywords/:keyword': () => ({ keyword: 'seo tools' }),
  'PATCH /workspaces/:id/clients/:clientId': ({ w }) => ({ clientId: w.clientId }),
  'DELETE /workspaces/:id/clients/:clientId': async ({ w }) => ({ clientId: await w.fresh.workspaceClient() }),
  'GET /outbox/:emailId/attachments/:attachmentId': ({ w }) => ({ emailId: w.records.outboxEmailId, attachmentId: w.records.outboxAttachmentId }),
  'GET /unsubscribe/:token': ({ w }) => ({ token: w.app.deps.unsubscribeLinks.tokenFor(w.records.alertRuleId) }),
  'POST /unsubscribe/:token': ({ w }) => ({ token: w.app.deps.unsubscribeLinks.tokenFor(w.records.alertRuleId) }),
  'GET /unsubscribe/digests/:token': ({ w }) => ({ token: lastSegment(w.app.deps.unsubscribeLinks.digestsUrlFor(w.accounts.owner.id)) }),
  'POST /unsubscribe/digests/:token': ({ w }) => ({ token: lastSegment(w.app.deps.unsubscribeLinks.digestsUrlFor(w.accounts.owner.id)) }),
  'GET /unsubscribe/reports/:token': ({ w }) => ({ token: lastSegment(w.app.deps.unsubscribeLinks.reportUrlFor({ reportId: w.records.reportId, email: 'client@example.com' })) }),
  'POST /unsubscribe/reports/:token': ({ w }) => ({ token: lastSegment(w.app.deps.unsubscribeLinks.reportUrlFor({ reportId: w.records.reportId, email: 'client@example.com' })) }),
  'DELETE /reports/:id/share-links/:linkId': async ({ w }) => ({ linkId: await w.fresh.shareLink() }),
  'GET /reports/:id/share-links/:linkId/opens': ({ w }) => ({ linkId: w.records.shareLinkId }),
  'POST /webhooks/:id/deliveries/:deliveryId/redeliver': ({ w }) => ({ deliveryId: w.records.deliveryId }),
};

const lastSegment = (url: string) => url.split('/').pop()!;
const INSTANCE_BODY = { name: 'Acme', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools', 'rank tracker'], competitor_domains: ['rival.io'], competitor_company_names: ['Rival'] };

/** Bodies that are valid, where an invalid one would be refused before the call reaches its checks, or would spoil W's records. */
const restBodies: Record<string, (context: CallContext) => unknown> = {
  'POST /login': (context) => credentialsInput(context),
  'POST /signup': () => ({ full_name: 'New User', email: uniqueEmail('signup'), password: 'password-123' }),
  'PUT /maintenance': () => ({ maintenance: false }),
  'POST /create-checkout': () => ({ plan_id: 3 }),
  'POST /change-plan': () => ({ plan_id: 3 }),
  'POST /api-tokens': () => ({ name: 'script' }),
  'POST /workspaces': () => ({ name: 'Side project' }),
  'POST /workspaces/:id/clients': () => ({ name: `Client ${randomUUID().slice(0, 8)}` }),
  'PATCH /workspaces/:id/clients/:clientId': () => ({ name: 'Acme' }),
  'PUT /workspaces/:id/members/:userId': () => ({ role: 'member' }),
  'POST /workspaces/:id/invitations': () => ({ email: uniqueEmail('invited'), role: 'member' }),
  'POST /instances': () => INSTANCE_BODY,
  'PUT /instances/:id': () => INSTANCE_BODY,
  'POST /instances/:id/competitors': () => ({ domain: 'rival.io' }),
  'POST /instances/:id/keywords/import': () => ({ text: 'seo tools' }),
  'POST /instances/:id/keywords/bulk': () => ({ action: 'setTags', keywords: ['seo tools'], tags: ['core'] }),
  'PATCH /instances/:id/keywords/:keyword': () => ({ tags: ['core'] }),
  'PATCH /articles/:id': () => ({ title: 'Coffee beans', text: 'Fresh coffee beans.' }),
  'POST /generate-article': () => ({ business: 'A roastery', keyword: 'coffee' }),
  'POST /keyword-research/bulk': () => ({ keywords: ['seo tools'] }),
  'POST /keyword-research/bulk/preview': () => ({ keywords: ['seo tools'] }),
  'POST /content-briefs': () => ({ keyword: 'compost bins' }),
  'POST /instances/:id/alert-rules': () => ({ kind: 'lost' }),
  'POST /ai-visibility/projects/:id/alert-rules': () => ({ kind: 'ai-cited-page-lost' }),
  'PUT /instances/:id/digest': () => ({ frequency: 'OFF' }),
  'POST /webhooks': ({ w }) => ({ url: w.webhookUrl, events: ['run.completed'] }),
  'PATCH /webhooks/:id': () => ({ events: ['run.completed'] }),
  'POST /reports': ({ w }) => reportInput(w.records.instanceId),
  'PUT /reports/:id': ({ w }) => reportInput(w.records.instanceId),
  'PUT /reports/:id/schedule': () => ({ frequency: null, recipients: [] }),
  'PUT /brand-kit': () => BRAND_KIT,
  'POST /brand-kits': () => BRAND_KIT,
  'PUT /brand-kits/:id': () => BRAND_KIT,
  'POST /ai-visibility/projects': () => AI_PROJECT,
  'PATCH /ai-visibility/projects/:id': () => ({ samples: 1 }),
  'POST /ai-visibility/projects/:id/competitors': () => ({ name: `Rival ${randomUUID().slice(0, 8)}`, domains: ['rival.io'] }),
  'POST /ai-visibility/projects/:id/prompts/import': () => ({ text: 'best seo tools' }),
  'POST /ai-visibility/projects/:id/prompts/suggestions': ({ w }) => ({ instanceId: w.records.instanceId }),
  'POST /instances/:id/search-console': ({ w }) => ({ propertyId: w.records.searchConsolePropertyId }),
};

export type Verdict = 'allow' | 'deny' | 'error';
export interface Answer {
  verdict: Verdict;
  detail: string;
}

const DENIED_CODES = new Set(['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED']);
const verdictOfStatus = (status: number): Verdict => ([401, 403, 404].includes(status) ? 'deny' : status >= 500 ? 'error' : 'allow');
const verdictOfErrors = (errors: { message: string; extensions?: { code?: string } }[] | undefined): Answer => {
  if (!errors?.length) return { verdict: 'allow', detail: 'data' };
  const code = errors[0].extensions?.code ?? '';
  // The call itself was wrong (GraphQL refused its variables or document): it tells nothing of access.
  if (/^GRAPHQL_/.test(code) || errors[0].message.startsWith('Variable "$')) return { verdict: 'error', detail: `${code}: ${errors[0].message}` };
  return { verdict: DENIED_CODES.has(code) ? 'deny' : code === 'INTERNAL_SERVER_ERROR' ? 'error' : 'allow', detail: `${code}: ${errors[0].message}` };
};

export async function callGraphql(w: MatrixWorkspace, schema: GraphQLSchema, kind: OperationKind, name: string, caller: Caller): Promise<Answer> {
  const root = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const field = root!.getFields()[name];
  const given = (await graphqlArgs[name]?.({ w, caller })) ?? {};
  const operation = operationOf(kind, field, randomUUID(), given);
  const credentials = w.credentialsOf(caller);
  if (kind === 'subscription') return firstAnswer(w, caller, operation);
  const response = await request(w.app.url, 'POST', '/graphql', { token: credentials.token, headers: credentials.headers, body: operation });
  if (response.status >= 500) return { verdict: 'error', detail: `${response.status} ${JSON.stringify(response.body).slice(0, 200)}` };
  return verdictOfErrors(response.body.errors);
}

/** Routes whose answer is a redirect into the web app: the answer itself tells whether the call was admitted. */
const NOT_FOLLOWED = new Set(['GET /search-console/callback']);

export async function callRest(w: MatrixWorkspace, route: string, caller: Caller): Promise<Answer> {
  const [method, pattern] = route.split(' ');
  const context = { w, caller };
  const params: Record<string, string> = { ...(await otherParams[route]?.(context)) };
  // A DELETE of the record the path ends with meets a fresh one; others (its share links, say) the seeded one.
  if (pattern.includes(':id')) params.id = await idOfRoute[pattern.split('/')[1]](context, method === 'DELETE' && pattern.endsWith('/:id'));
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(params[name]);
  });
  const body = restBodies[route]?.(context) ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
  const credentials = w.credentialsOf(caller);
  const response = await request(w.app.url, method, `/api${path}`, { token: credentials.token, headers: credentials.headers, body, redirect: NOT_FOLLOWED.has(route) ? 'manual' : undefined });
  const error = typeof response.body === 'object' && response.body !== null ? (response.body as { error?: string }).error : undefined;
  return { verdict: verdictOfStatus(response.status), detail: `${response.status}${error ? ` ${error}` : ''}` };
}

/**
 * A subscription's first answer over graphql-ws. An admitted subscription to alerts or to the
 * subscription answers the events published for it (published again until one arrives); a refused one
 * answers an error or closes the socket at once.
 */
async function firstAnswer(w: MatrixWorkspace, caller: Caller, operation: { query: string; variables: Variables }): Promise<Answer> {
  const credentials = w.credentialsOf(caller);
  const account = w.accountOf(caller);
  const connectionParams = { ...(credentials.token ? { authorization: `Bearer ${credentials.token}` } : {}), ...(credentials.workspaceId ? { workspaceId: credentials.workspaceId } : {}) };
  const client = createClient({ url: `${w.app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
  let settled = false;
  try {
    const answer = new Promise<Answer>((resolve) => {
      client.subscribe(operation, {
        next: (message) => resolve(message.errors ? verdictOfErrors(message.errors as never) : { verdict: 'allow', detail: 'event' }),
        error: (error) => resolve(Array.isArray(error) ? verdictOfErrors(error) : { verdict: 'deny', detail: `socket closed ${(error as { code?: number }).code ?? ''}` }),
        complete: () => resolve({ verdict: 'allow', detail: 'completed' }),
      });
    }).finally(() => {
      settled = true;
    });
    for (let round = 0; round < 100 && !settled; round += 1) {
      await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 50))]);
      if (settled || !account) continue;
      await w.app.deps.notificationEvents.publish([w.workspaceId, w.outsiderWorkspaceId].map((workspaceId) => notificationEvent(w, workspaceId)));
      // The operation selects only __typename, so any view will do.
      await w.app.deps.subscriptionEvents.publish(account.id, new SubscriptionView());
    }
    return settled ? answer : { verdict: 'error', detail: 'no answer in 5 s' };
  } finally {
    await client.dispose();
  }
}

const notificationEvent = (w: MatrixWorkspace, workspaceId: string): NotificationSnapshot => ({
  id: randomUUID(),
  ownerId: w.accounts.owner.id,
  workspaceId,
  ruleId: null,
  instanceId: w.records.instanceId,
  runId: w.records.runId,
  keyword: 'seo tools',
  device: 'desktop',
  kind: AlertKind.lost,
  title: 'seo tools left the results',
  createdAt: new Date(),
  readAt: null,
});
