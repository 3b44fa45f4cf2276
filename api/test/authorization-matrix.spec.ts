import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import type { GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import { buildAppSchema } from '../src/server/schema';
import { fieldsOf, operationOf, restRoutes, type OperationKind } from './support/api-surface';
import { CALLERS, seedMatrixWorkspace, type Caller, type MatrixWorkspace } from './support/authorization-workspace';
import { request, uniqueEmail } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/*
 * Who may call what: every GraphQL operation and REST route, called as each caller of
 * support/authorization-workspace.ts, against the table below. An operation the table does not name
 * fails the test, so a new one is declared here with its callers.
 */

type Declared = Exclude<Caller, 'client'>;

/** Roles of W, for operations on W's records (the client's column is `clientReads`, below). */
const everyone: Declared[] = ['owner', 'admin', 'member'];
/** Create and change W's records. */
const writers: Declared[] = ['owner', 'admin', 'member'];
/** Members, invitations, settings and the audit log of W. */
const managers: Declared[] = ['owner', 'admin'];
const owner: Declared[] = ['owner'];
/** Site administrators only: none of these callers. */
const nobody: Declared[] = [];
/**
 * The caller's own account (me, their own tokens and subscription): every signed-in caller but the
 * outsider, whose request names a workspace they are not a member of (refused before anything else).
 */
const self: Declared[] = ['owner', 'admin', 'member', 'outsiderOwn'];
/** No sign-in needed; a signed-in caller naming a workspace not theirs is still refused. */
const open: Declared[] = [...self, 'anonymous'];
/** Read without looking at the viewer at all (the plans on sale, the maintenance switch). */
const openToAll: Declared[] = [...open, 'outsider'];
/**
 * Acts in the caller's workspace without naming one of W's records (lists, creations, research): the
 * outsider acts in their own workspace, as its owner.
 */
const inOwnWorkspace = (roles: Declared[]): Declared[] => (roles.includes('owner') ? [...roles, 'outsiderOwn'] : roles);

/**
 * The client viewer's column, in one place: today a client reads everything in the workspace but
 * its members, invitations and audit log, and changes nothing (every mutation and every REST write is
 * refused before it runs). When clients come to see only their client's projects, this list shrinks to
 * those projects' reads.
 */
const clientReads = new Set([
  'query me',
  'query maintenance',
  'query plans',
  'query customers',
  'query serpProvider',
  'query writerProvider',
  'query researchProvider',
  'query alertKinds',
  'query workspaces',
  'query workspaceInvitation',
  'query apiAccess',
  'query webhookAccess',
  'query billingSubscription',
  'query billingInvoices',
  'query creditUsage',
  'query emailOutbox',
  'query trackingRunCost',
  'query bulkKeywordsPreview',
  'query contentScore',
  'query contentBrief',
  'query contentBriefs',
  'query articles',
  'query article',
  'query jobArticles',
  'query articleScore',
  'query apiTokens',
  'query alertRules',
  'query instanceDigest',
  'query digestPreview',
  'query notifications',
  'query unreadNotificationCount',
  'query job',
  'query myJobs',
  'query reports',
  'query report',
  'query reportHtml',
  'query reportShareLinks',
  'query reportShareLinkOpens',
  'query reportDeliveries',
  'query reportUnsubscribedRecipients',
  'query brandKits',
  'query brandKit',
  'query savedSerpAnalyses',
  'query bulkResearch',
  'query bulkResearches',
  'query bulkResearchResults',
  'query trackingInstances',
  'query trackingInstance',
  'query trackerReport',
  'query trackerKeywordTable',
  'query trackerKeywordHistory',
  'query serpSnapshot',
  'query trackerCannibalisation',
  'query trackingKeywords',
  'query trackingKeywordTags',
  'query trackerTagSummary',
  'query trackerShareOfVoice',
  'query previewKeywordImport',
  'query webhooks',
  'query webhookDeliveries',
  'subscription articleText',
  'subscription jobUpdated',
  'subscription notificationAdded',
  'subscription subscriptionUpdated',
  'GET /me',
  'GET /maintenance',
  'GET /customers',
  'GET /subscription',
  'GET /invoices',
  'GET /api-tokens',
  'GET /workspaces',
  'GET /invitations/:token',
  'GET /instances',
  'GET /instances/:id/latest',
  'GET /instances/:id/cannibalisation',
  'GET /instances/:id/snapshots',
  'GET /instances/:id/results',
  'GET /instances/:id/results.csv',
  'GET /instances/:id/keywords.csv',
  'GET /keyword-research/bulk',
  'GET /keyword-research/bulk/:id',
  'GET /keyword-research/bulk/:id/results.csv',
  'GET /outbox',
  'GET /content-briefs',
  'GET /content-briefs/:id',
  'GET /instances/:id/alert-rules',
  'GET /instances/:id/digest',
  'GET /instances/:id/digest/preview',
  'GET /notifications',
  'GET /unsubscribe/digests/:token',
  'GET /unsubscribe/:token',
  'GET /webhooks',
  'GET /webhooks/:id',
  'GET /webhooks/:id/deliveries',
  'GET /reports',
  'GET /reports/:id',
  'GET /reports/:id/html',
  'GET /reports/:id/pdf',
  'GET /reports/:id/csv',
  'GET /reports/:id/share-links',
  'GET /reports/:id/share-links/:linkId/opens',
  'GET /reports/:id/unsubscribed-recipients',
  'GET /unsubscribe/reports/:token',
  'GET /reports/:id/deliveries',
  'GET /brand-kit',
  'GET /brand-kits',
]);

/** Every operation and route with the callers it admits (besides the client, above). */
const allowed: Record<string, Declared[]> = {
  'query me': open,
  'query maintenance': openToAll,
  'query plans': openToAll,
  'query customers': open,
  'query serpProvider': open,
  'query writerProvider': open,
  'query researchProvider': self,
  'query alertKinds': open,
  'query workspaceInvitation': open,
  'query users': nobody,
  'query workspaces': self,
  'query apiAccess': self,
  'query webhookAccess': self,
  'query billingSubscription': self,
  'query billingInvoices': self,
  // The owner's own checkout and invoice: billing is each user's.
  'query sandboxInvoice': owner,
  'query sandboxCheckout': owner,
  'query creditUsage': inOwnWorkspace(everyone),
  'query emailOutbox': self,
  'query trackingRunCost': self,
  'query bulkKeywordsPreview': self,
  'query contentScore': everyone,
  'query contentBrief': everyone,
  'query contentBriefs': inOwnWorkspace(everyone),
  'query articles': inOwnWorkspace(everyone),
  'query article': everyone,
  'query jobArticles': everyone,
  'query articleScore': everyone,
  // A token is its maker's: the owner's token is listed and revoked by the owner alone.
  'query apiTokens': self,
  'query workspaceMembers': everyone,
  'query workspaceInvitations': managers,
  'query workspaceAudit': managers,
  'query alertRules': everyone,
  'query instanceDigest': everyone,
  'query digestPreview': everyone,
  'query notifications': inOwnWorkspace(everyone),
  'query unreadNotificationCount': inOwnWorkspace(everyone),
  'query job': everyone,
  'query myJobs': inOwnWorkspace(everyone),
  'query reports': inOwnWorkspace(everyone),
  'query report': everyone,
  'query reportHtml': everyone,
  'query reportShareLinks': everyone,
  'query reportShareLinkOpens': everyone,
  'query reportDeliveries': everyone,
  'query reportUnsubscribedRecipients': everyone,
  'query brandKits': inOwnWorkspace(everyone),
  'query brandKit': inOwnWorkspace(everyone),
  'query savedSerpAnalyses': inOwnWorkspace(everyone),
  'query bulkResearch': everyone,
  'query bulkResearches': inOwnWorkspace(everyone),
  'query bulkResearchResults': everyone,
  'query trackingInstances': inOwnWorkspace(everyone),
  'query trackingInstance': everyone,
  'query trackerReport': everyone,
  'query trackerKeywordTable': everyone,
  'query trackerKeywordHistory': everyone,
  'query serpSnapshot': everyone,
  'query trackerCannibalisation': everyone,
  'query trackingKeywords': everyone,
  'query trackingKeywordTags': everyone,
  'query trackerTagSummary': everyone,
  'query trackerShareOfVoice': everyone,
  'query previewKeywordImport': everyone,
  'query webhooks': inOwnWorkspace(everyone),
  'query webhookDeliveries': everyone,

  'mutation signUp': open,
  'mutation signIn': open,
  'mutation setMaintenance': nobody,
  'mutation createUser': nobody,
  'mutation setUserRole': nobody,
  'mutation advanceSandboxBillingPeriod': nobody,
  'mutation grantCredits': nobody,
  'mutation createCustomer': nobody,
  'mutation updateCustomer': nobody,
  'mutation deleteCustomer': nobody,
  'mutation createCheckout': self,
  'mutation changePlan': self,
  'mutation dismissBillingNotice': self,
  'mutation completeSandboxCheckout': owner,
  // API access follows the caller's own plan (W's admin and member are on Free), not the workspace's.
  'mutation createApiToken': inOwnWorkspace(owner),
  'mutation revokeApiToken': owner,
  'mutation createWorkspace': self,
  'mutation acceptWorkspaceInvitation': self,
  'mutation removeWorkspaceMember': managers,
  'mutation changeWorkspaceMemberRole': managers,
  'mutation inviteToWorkspace': managers,
  'mutation cancelWorkspaceInvitation': managers,
  'mutation suggestKeyword': inOwnWorkspace(writers),
  'mutation generateArticles': inOwnWorkspace(writers),
  'mutation updateArticle': writers,
  'mutation deleteArticle': writers,
  'mutation startContentBrief': inOwnWorkspace(writers),
  'mutation createAlertRule': writers,
  'mutation deleteAlertRule': writers,
  'mutation setInstanceDigest': writers,
  'mutation sendDigestNow': writers,
  'mutation markNotificationRead': writers,
  'mutation markAllNotificationsRead': inOwnWorkspace(writers),
  'mutation cancelJob': writers,
  'mutation createReport': writers,
  'mutation updateReport': writers,
  'mutation refreshReport': writers,
  'mutation deleteReport': writers,
  'mutation renderReportPdf': writers,
  'mutation createReportShareLink': writers,
  'mutation revokeReportShareLink': writers,
  'mutation setReportSchedule': writers,
  'mutation sendReportNow': writers,
  'mutation createBrandKit': inOwnWorkspace(writers),
  'mutation updateBrandKit': writers,
  'mutation deleteBrandKit': writers,
  'mutation saveBrandKit': inOwnWorkspace(writers),
  'mutation lookupKeywordStats': inOwnWorkspace(writers),
  'mutation lookupRelatedKeywords': inOwnWorkspace(writers),
  'mutation lookupPasfKeywords': inOwnWorkspace(writers),
  'mutation lookupDomainKeywords': inOwnWorkspace(writers),
  'mutation runSerpAnalysis': inOwnWorkspace(writers),
  'mutation saveSerpAnalysis': inOwnWorkspace(writers),
  'mutation deleteSavedSerpAnalysis': writers,
  'mutation runUrlAnalysis': inOwnWorkspace(writers),
  'mutation runCompetitorAnalysis': inOwnWorkspace(writers),
  'mutation lookupDomainTraffic': inOwnWorkspace(writers),
  'mutation lookupBacklinks': inOwnWorkspace(writers),
  'mutation lookupPageBacklinks': inOwnWorkspace(writers),
  'mutation startBulkResearch': inOwnWorkspace(writers),
  'mutation addBulkResultsToTracker': writers,
  'mutation createTrackingInstance': inOwnWorkspace(writers),
  'mutation updateTrackingInstance': writers,
  'mutation addCompetitor': writers,
  'mutation deleteTrackingInstance': writers,
  'mutation runTrackingInstance': writers,
  'mutation importKeywords': writers,
  'mutation updateTrackedKeyword': writers,
  'mutation bulkEditKeywords': writers,
  'mutation createWebhook': inOwnWorkspace(writers),
  'mutation updateWebhook': writers,
  'mutation deleteWebhook': writers,
  'mutation rotateWebhookSecret': writers,
  'mutation sendWebhookTest': writers,
  'mutation redeliverWebhook': writers,

  'subscription articleText': everyone,
  'subscription jobUpdated': everyone,
  'subscription notificationAdded': inOwnWorkspace(everyone),
  'subscription subscriptionUpdated': self,

  'GET /me': self,
  'POST /login': open,
  'POST /signup': open,
  'GET /user-role/:id': owner,
  'GET /maintenance': open,
  'PUT /maintenance': nobody,
  'GET /customers': open,
  'GET /users': nobody,
  'POST /users': nobody,
  'PUT /users/:id/role': nobody,
  'POST /users/:id/billing-period': nobody,
  'POST /users/:id/credits': nobody,
  'POST /create-checkout': self,
  'POST /change-plan': self,
  'GET /subscription': self,
  'GET /invoices': self,
  'GET /api-tokens': self,
  'POST /api-tokens': inOwnWorkspace(owner),
  'DELETE /api-tokens/:id': owner,
  'GET /workspaces': self,
  'POST /workspaces': self,
  'GET /workspaces/:id/members': everyone,
  'PUT /workspaces/:id/members/:userId': managers,
  'DELETE /workspaces/:id/members/:userId': managers,
  'POST /workspaces/:id/invitations': managers,
  'GET /workspaces/:id/invitations': managers,
  'DELETE /workspaces/:id/invitations/:invitationId': managers,
  'GET /workspaces/:id/audit': managers,
  'GET /workspaces/:id/audit.csv': managers,
  'GET /invitations/:token': open,
  'POST /invitations/:token/accept': self,
  'GET /instances': inOwnWorkspace(everyone),
  'POST /instances': inOwnWorkspace(writers),
  'PUT /instances/:id': writers,
  'GET /instances/:id/latest': everyone,
  'POST /instances/:id/competitors': writers,
  'GET /instances/:id/cannibalisation': everyone,
  'GET /instances/:id/snapshots': everyone,
  'GET /instances/:id/results': everyone,
  'GET /instances/:id/results.csv': everyone,
  'GET /instances/:id/keywords.csv': everyone,
  'POST /instances/:id/keywords/import': writers,
  'POST /instances/:id/keywords/bulk': writers,
  'PATCH /instances/:id/keywords/:keyword': writers,
  'POST /instances/:id/run': writers,
  'DELETE /instances/:id': writers,
  'POST /suggest-keyword': inOwnWorkspace(writers),
  'PATCH /articles/:id': writers,
  'POST /generate-article': inOwnWorkspace(writers),
  'POST /keyword-stats': inOwnWorkspace(writers),
  'POST /get-related-keywords': inOwnWorkspace(writers),
  'POST /get-pasf-keywords': inOwnWorkspace(writers),
  'POST /get-domain-keywords': inOwnWorkspace(writers),
  'POST /get-url-keywords': inOwnWorkspace(writers),
  'POST /get-url-traffic-metrics': inOwnWorkspace(writers),
  'POST /get-domain-traffic-metrics': inOwnWorkspace(writers),
  'POST /get-page-backlinks': inOwnWorkspace(writers),
  'POST /get-unique-page-backlinks': inOwnWorkspace(writers),
  'POST /domain-backlinks': inOwnWorkspace(writers),
  'POST /domain-unique-backlinks': inOwnWorkspace(writers),
  'POST /serp-rankings': inOwnWorkspace(writers),
  'POST /keyword-research/bulk/preview': inOwnWorkspace(writers),
  'POST /keyword-research/bulk': inOwnWorkspace(writers),
  'GET /keyword-research/bulk': inOwnWorkspace(everyone),
  'GET /keyword-research/bulk/:id': everyone,
  'GET /keyword-research/bulk/:id/results.csv': everyone,
  'GET /outbox': self,
  'GET /outbox/:emailId/attachments/:attachmentId': owner,
  'POST /content-score': inOwnWorkspace(writers),
  'POST /content-briefs': inOwnWorkspace(writers),
  'GET /content-briefs': inOwnWorkspace(everyone),
  'GET /content-briefs/:id': everyone,
  'GET /instances/:id/alert-rules': everyone,
  'POST /instances/:id/alert-rules': writers,
  'DELETE /alert-rules/:id': writers,
  'GET /instances/:id/digest': everyone,
  'PUT /instances/:id/digest': writers,
  'GET /instances/:id/digest/preview': everyone,
  'POST /instances/:id/digest/send-now': writers,
  'GET /notifications': inOwnWorkspace(everyone),
  'POST /notifications/read-all': inOwnWorkspace(writers),
  'POST /notifications/:id/read': writers,
  'GET /unsubscribe/digests/:token': open,
  'POST /unsubscribe/digests/:token': open,
  'GET /unsubscribe/:token': open,
  'POST /unsubscribe/:token': open,
  'GET /webhooks': inOwnWorkspace(everyone),
  'POST /webhooks': inOwnWorkspace(writers),
  'GET /webhooks/:id': everyone,
  'PATCH /webhooks/:id': writers,
  'DELETE /webhooks/:id': writers,
  'POST /webhooks/:id/rotate-secret': writers,
  'GET /webhooks/:id/deliveries': everyone,
  'POST /webhooks/:id/test': writers,
  'POST /webhooks/:id/deliveries/:deliveryId/redeliver': writers,
  'GET /reports': inOwnWorkspace(everyone),
  'POST /reports': writers,
  'GET /reports/:id': everyone,
  'PUT /reports/:id': writers,
  'DELETE /reports/:id': writers,
  'POST /reports/:id/refresh': writers,
  'GET /reports/:id/html': everyone,
  'GET /reports/:id/pdf': everyone,
  'POST /reports/:id/pdf-render': writers,
  'GET /reports/:id/csv': everyone,
  'GET /reports/:id/share-links': everyone,
  'POST /reports/:id/share-links': writers,
  'DELETE /reports/:id/share-links/:linkId': writers,
  'GET /reports/:id/share-links/:linkId/opens': everyone,
  'PUT /reports/:id/schedule': writers,
  'POST /reports/:id/send': writers,
  'GET /reports/:id/unsubscribed-recipients': everyone,
  'GET /unsubscribe/reports/:token': open,
  'POST /unsubscribe/reports/:token': open,
  'GET /reports/:id/deliveries': everyone,
  'GET /brand-kit': inOwnWorkspace(everyone),
  'PUT /brand-kit': inOwnWorkspace(writers),
  'GET /brand-kits': inOwnWorkspace(everyone),
  'POST /brand-kits': inOwnWorkspace(writers),
  'PUT /brand-kits/:id': writers,
  'DELETE /brand-kits/:id': writers,
};

const expectedFor = (operation: string, caller: Caller): boolean => (caller === 'client' ? clientReads.has(operation) : (allowed[operation] ?? []).includes(caller));

/** What a call needs from W: its records, fresh ones for calls that use theirs up, and who is calling. */
interface CallContext {
  w: MatrixWorkspace;
  caller: Caller;
}

type Variables = Record<string, unknown>;
const INSTANCE_FIELDS = { name: 'Acme', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo tools', 'rank tracker'], competitors: [{ domain: 'rival.io', companyName: 'Rival' }] };
const reportInput = (instanceId: string) => ({ name: 'Monthly', client: 'Acme Corp', range: { preset: 'last-30-days' }, sections: [{ kind: 'tracker-summary', instanceId }, { kind: 'note', text: 'Hello' }] });
const BRAND_KIT = { agencyName: 'Northwind', primaryColor: '#0f172a', accentColor: '#1d4ed8' };
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
  workspaceMembers: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceInvitations: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceAudit: ({ w }) => ({ workspaceId: w.workspaceId }),
  workspaceInvitation: async ({ w }) => ({ token: (await w.fresh.invitation()).token }),
  alertRules: ({ w }) => ({ instanceId: w.records.instanceId }),
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
  deleteArticle: async ({ w }) => ({ id: (await w.fresh.article()).id }),
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
};

/** The other path parameters, by route (a `:token` means a different thing on each). */
const otherParams: Record<string, (context: CallContext) => Record<string, string> | Promise<Record<string, string>>> = {
  'PUT /workspaces/:id/members/:userId': async ({ w }) => ({ userId: await w.fresh.targetMember() }),
  'DELETE /workspaces/:id/members/:userId': async ({ w }) => ({ userId: await w.fresh.targetMember() }),
  'DELETE /workspaces/:id/invitations/:invitationId': async ({ w }) => ({ invitationId: (await w.fresh.invitation()).id }),
  'GET /invitations/:token': async ({ w }) => ({ token: (await w.fresh.invitation()).token }),
  'POST /invitations/:token/accept': async ({ w, caller }) => ({ token: await w.fresh.invitationFor(caller) }),
  'PATCH /instances/:id/keywords/:keyword': () => ({ keyword: 'seo tools' }),
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
  'PUT /instances/:id/digest': () => ({ frequency: 'OFF' }),
  'POST /webhooks': ({ w }) => ({ url: w.webhookUrl, events: ['run.completed'] }),
  'PATCH /webhooks/:id': () => ({ events: ['run.completed'] }),
  'POST /reports': ({ w }) => reportInput(w.records.instanceId),
  'PUT /reports/:id': ({ w }) => reportInput(w.records.instanceId),
  'PUT /reports/:id/schedule': () => ({ frequency: null, recipients: [] }),
  'PUT /brand-kit': () => BRAND_KIT,
  'POST /brand-kits': () => BRAND_KIT,
  'PUT /brand-kits/:id': () => BRAND_KIT,
};

/**
 * Reads run side by side; writes run one at a time, after one another: writes of one workspace that
 * overlap can deadlock on PostgreSQL today (one locks the owner's row, another the workspace's, and
 * each then inserts a row referencing the other), and some share a limit (seats, tokens, article jobs).
 * The invitation link's preview makes an invitation, so it goes with the writes.
 */
const WRITES = 'writes';
const laneOf = (operation: string): string => (/^(mutation |POST |PUT |PATCH |DELETE )|[iI]nvitation/.test(operation) ? WRITES : operation);
const CONCURRENT_LANES = 4;

type Verdict = 'allow' | 'deny' | 'error';
interface Answer {
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

async function callGraphql(w: MatrixWorkspace, schema: GraphQLSchema, kind: OperationKind, name: string, caller: Caller): Promise<Answer> {
  const root = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const field = root!.getFields()[name];
  const given = (await graphqlArgs[name]?.({ w, caller })) ?? {};
  const operation = operationOf(kind, field, randomUUID(), given);
  const credentials = w.credentialsOf(caller);
  if (kind === 'subscription') return firstAnswer(w, credentials, operation);
  const response = await request(w.app.url, 'POST', '/graphql', { token: credentials.token, headers: credentials.headers, body: operation });
  if (response.status >= 500) return { verdict: 'error', detail: `${response.status} ${JSON.stringify(response.body).slice(0, 200)}` };
  return verdictOfErrors(response.body.errors);
}

async function callRest(w: MatrixWorkspace, route: string, caller: Caller): Promise<Answer> {
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
  const response = await request(w.app.url, method, `/api${path}`, { token: credentials.token, headers: credentials.headers, body });
  const error = typeof response.body === 'object' && response.body !== null ? (response.body as { error?: string }).error : undefined;
  return { verdict: verdictOfStatus(response.status), detail: `${response.status}${error ? ` ${error}` : ''}` };
}

/**
 * A subscription's first answer over graphql-ws. An admitted subscription to alerts or to the
 * subscription answers the events published for it (published again until one arrives); a refused one
 * answers an error or closes the socket at once.
 */
async function firstAnswer(w: MatrixWorkspace, credentials: { token?: string; workspaceId?: string }, operation: { query: string; variables: Variables }): Promise<Answer> {
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
    const account = credentials.token ? [w.accounts.owner, w.accounts.admin, w.accounts.member, w.accounts.client, w.accounts.outsider].find((candidate) => candidate.token === credentials.token) : undefined;
    for (let round = 0; round < 100 && !settled; round += 1) {
      await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 50))]);
      if (settled || !account) continue;
      await w.app.deps.notificationEvents.publish([w.workspaceId, w.outsiderWorkspaceId].map((workspaceId) => notificationEvent(w, workspaceId)));
      await w.app.deps.subscriptionEvents.publish(account.id, {} as never);
    }
    return settled ? answer : { verdict: 'error', detail: 'no answer in 5 s' };
  } finally {
    await client.dispose();
  }
}

const notificationEvent = (w: MatrixWorkspace, workspaceId: string) => ({
  id: randomUUID(),
  ownerId: w.accounts.owner.id,
  workspaceId,
  ruleId: null,
  instanceId: w.records.instanceId,
  runId: w.records.runId,
  keyword: 'seo tools',
  device: 'desktop' as const,
  kind: 'lost' as never,
  title: 'seo tools left the results',
  createdAt: new Date(),
  readAt: null,
});

/** Runs `tasks` at most `size` at a time. */
async function inPool(tasks: (() => Promise<void>)[], size: number): Promise<void> {
  const queue = [...tasks];
  await Promise.all(Array.from({ length: size }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  }));
}

let app: TestApp;
let receiver: WebhookReceiver;
let w: MatrixWorkspace;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Articles are written at once; W's webhooks deliver to the local receiver.
  app = await startTestApp({ LLM_SANDBOX_TOKENS_PER_SECOND: '0', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  w = await seedMatrixWorkspace(app, receiver.url);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe('authorization matrix', () => {
  it('admits each caller to exactly the operations and routes the table declares', async () => {
    const schema = await buildAppSchema();
    const operations = [
      ...(['query', 'mutation', 'subscription'] as const).flatMap((kind) => {
        const root = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        return fieldsOf(root).map((field) => ({ key: `${kind} ${field.name}`, call: (caller: Caller) => callGraphql(w, schema, kind, field.name, caller) }));
      }),
      ...restRoutes().map((route) => ({ key: route, call: (caller: Caller) => callRest(w, route, caller) })),
    ];
    const undeclared = operations.map(({ key }) => key).filter((key) => !(key in allowed));
    const stale = Object.keys(allowed).filter((key) => !operations.some((operation) => operation.key === key));

    const mismatches: string[] = [];
    const lanes = new Map<string, typeof operations>();
    for (const operation of operations.filter(({ key }) => key in allowed)) lanes.set(laneOf(operation.key), [...(lanes.get(laneOf(operation.key)) ?? []), operation]);
    await inPool(
      // The long lane of writes first, the reads beside it.
      [...lanes.entries()].sort(([name]) => (name === WRITES ? -1 : 0)).map(([, lane]) => async () => {
        for (const { key, call } of lane) {
          for (const caller of CALLERS) {
            const answer = await call(caller);
            const expected = expectedFor(key, caller) ? 'allow' : 'deny';
            if (answer.verdict !== expected) mismatches.push(`${key} as ${caller}: expected ${expected}, got ${answer.verdict} (${answer.detail})`);
            // Pending invitations hold seats.
            if (/[iI]nvit/.test(key)) await w.fresh.forgetInvitations();
          }
        }
      }),
      CONCURRENT_LANES,
    );
    expect({ undeclared, stale, mismatches: mismatches.sort() }).toEqual({ undeclared: [], stale: [], mismatches: [] });
  }, 300_000);
});
