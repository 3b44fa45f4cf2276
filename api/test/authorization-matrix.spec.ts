import { buildAppSchema } from '../src/server/schema';
import { fieldsOf, restRoutes } from './support/api-surface';
import { callGraphql, callRest } from './support/authorization-calls';
import { CALLERS, seedMatrixWorkspace, type Caller, type MatrixWorkspace } from './support/authorization-workspace';
import { startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/*
 * Who may call what: every GraphQL operation and REST route, called as each caller of
 * support/authorization-workspace.ts (as support/authorization-calls.ts says), against the table below. An operation the table does not name
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
 * The client viewer's column, in one place: a client viewer reads their client's tracking instances
 * (every tracker view), reports and share links, their own client and their own account, and changes
 * nothing (every mutation and every REST write is refused before it runs). W's tracking instance and
 * report are of the client's client, Acme.
 */
const clientReads = new Set([
  'query me',
  'query maintenance',
  'query plans',
  'query workspacePlanId',
  'query customers',
  'query serpProvider',
  'query writerProvider',
  'query researchProvider',
  'query alertKinds',
  'query workspaces',
  'query workspaceClients',
  'query recordWorkspace',
  'query workspaceInvitation',
  'query apiAccess',
  'query webhookAccess',
  'query billingSubscription',
  'query billingInvoices',
  'query emailOutbox',
  'query trackingRunCost',
  // Answers none unread for them: the workspace's alerts are its members'.
  'query unreadNotificationCount',
  // Answers no credits for them: they spend none and read none of the workspace's.
  'query creditUsage',
  'query contentBriefs',
  'query reports',
  'query report',
  'query reportHtml',
  'query reportShareLinks',
  'query reportShareLinkOpens',
  'query reportDeliveries',
  'query reportUnsubscribedRecipients',
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
  'subscription subscriptionUpdated',
  'GET /me',
  'GET /maintenance',
  'GET /customers',
  'GET /subscription',
  'GET /invoices',
  'GET /workspaces',
  'GET /workspaces/:id/clients',
  'GET /invitations/:token',
  'GET /instances',
  'GET /instances/:id/latest',
  'GET /instances/:id/cannibalisation',
  'GET /instances/:id/snapshots',
  'GET /instances/:id/results',
  'GET /instances/:id/results.csv',
  'GET /instances/:id/keywords.csv',
  'GET /outbox',
  'GET /content-briefs',
  'GET /unsubscribe/digests/:token',
  'GET /unsubscribe/:token',
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
  'query aiVisibilityProjects',
  'query aiVisibilityProject',
  'query aiVisibilityRuns',
  'query aiVisibilityAnswers',
  'query aiVisibilitySummary',
  'query aiVisibilitySeries',
  'GET /ai-visibility/projects',
  'GET /ai-visibility/projects/:id',
  'GET /ai-visibility/projects/:id/runs',
  'GET /ai-visibility/projects/:id/answers',
  'GET /ai-visibility/projects/:id/summary',
  'GET /ai-visibility/projects/:id/answers.csv',
  'GET /ai-visibility/projects/:id/summary.csv',
  'query searchConsoleInstanceRows',
  'GET /instances/:id/search-console',
  // The OAuth callback reads no viewer: the state it carries admits it (none here: it answers the error page).
  'GET /search-console/callback',
]);

/** Every operation and route with the callers it admits (besides the client, above). */
const allowed: Record<string, Declared[]> = {
  'query me': open,
  'query maintenance': openToAll,
  'query plans': openToAll,
  'query workspacePlanId': open,
  'query customers': open,
  'query serpProvider': open,
  'query writerProvider': open,
  'query researchProvider': self,
  'query alertKinds': open,
  'query workspaceInvitation': open,
  'query users': nobody,
  'query adminWorkspaces': nobody,
  'query workspaces': self,
  // Which of the caller's workspaces holds W's record: W for its members, none (null) for the outsider in their own.
  'query recordWorkspace': self,
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
  'query workspaceClients': everyone,
  'mutation createWorkspaceClient': managers,
  'mutation updateWorkspaceClient': managers,
  'mutation deleteWorkspaceClient': managers,
  'mutation updateContentBrief': writers,
  'PATCH /content-briefs/:id': writers,
  'query alertRules': everyone,
  'query alertRulesSearchConsoleLinked': everyone,
  'query aiVisibilityAlertRules': everyone,
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
  'query aiVisibilityProjects': inOwnWorkspace(everyone),
  'query aiVisibilityProject': everyone,
  'query aiVisibilityRuns': everyone,
  'query aiVisibilityAnswers': everyone,
  'query aiVisibilitySummary': everyone,
  'query aiVisibilitySeries': everyone,
  'query aiVisibilityRunCost': everyone,
  'query previewAiVisibilityPromptImport': writers,
  'query webhookDeliveries': everyone,
  'query searchConsoleConnections': inOwnWorkspace(everyone),
  'query searchConsoleProperties': inOwnWorkspace(everyone),
  'query searchConsoleLinks': inOwnWorkspace(everyone),
  'query searchConsoleInstanceRows': everyone,
  'query searchConsoleStrikingDistance': everyone,
  'query searchConsoleDailySeries': everyone,
  'query searchConsoleNewAndLostQueries': everyone,
  'query searchConsolePagesLosingClicks': everyone,
  'query searchConsoleCtrByPosition': everyone,
  'mutation connectSearchConsole': inOwnWorkspace(writers),
  'mutation connectBingWebmaster': inOwnWorkspace(writers),
  'mutation disconnectSearchConsole': writers,
  'mutation linkSearchConsoleProperty': writers,
  'mutation unlinkSearchConsoleProperty': writers,

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
  'mutation createApiToken': inOwnWorkspace(writers),
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
  'mutation createAiVisibilityProject': inOwnWorkspace(writers),
  'mutation importAiVisibilityPrompts': writers,
  'mutation suggestAiVisibilityPrompts': writers,
  'mutation updateAiVisibilityProject': writers,
  'mutation deleteAiVisibilityProject': writers,
  'mutation addAiVisibilityCompetitor': writers,
  'mutation startAiVisibilityRun': writers,

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
  'GET /admin/workspaces': nobody,
  'POST /users': nobody,
  'PUT /users/:id/role': nobody,
  'POST /users/:id/billing-period': nobody,
  'POST /users/:id/credits': nobody,
  'POST /create-checkout': self,
  'POST /change-plan': self,
  'GET /subscription': self,
  'GET /invoices': self,
  'GET /api-tokens': self,
  'POST /api-tokens': inOwnWorkspace(writers),
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
  'GET /workspaces/:id/clients': everyone,
  'POST /workspaces/:id/clients': managers,
  'PATCH /workspaces/:id/clients/:clientId': managers,
  'DELETE /workspaces/:id/clients/:clientId': managers,
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
  'GET /ai-visibility/projects/:id/alert-rules': everyone,
  'POST /ai-visibility/projects/:id/alert-rules': writers,
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
  'GET /ai-visibility/projects': inOwnWorkspace(everyone),
  'POST /ai-visibility/projects': inOwnWorkspace(writers),
  'GET /ai-visibility/projects/:id': everyone,
  'PATCH /ai-visibility/projects/:id': writers,
  'DELETE /ai-visibility/projects/:id': writers,
  'POST /ai-visibility/projects/:id/competitors': writers,
  'POST /ai-visibility/projects/:id/runs': writers,
  'GET /ai-visibility/projects/:id/runs': everyone,
  'GET /ai-visibility/projects/:id/answers': everyone,
  'GET /ai-visibility/projects/:id/summary': everyone,
  'GET /ai-visibility/projects/:id/answers.csv': everyone,
  'GET /ai-visibility/projects/:id/summary.csv': everyone,
  'POST /ai-visibility/projects/:id/prompts/import': writers,
  'POST /ai-visibility/projects/:id/prompts/suggestions': writers,
  'POST /search-console/connect': inOwnWorkspace(writers),
  // Reads no viewer (the state it carries admits it); an outsider naming W is refused before any route, as everywhere.
  'GET /search-console/callback': open,
  'POST /search-console/bing': inOwnWorkspace(writers),
  'GET /search-console/connections': inOwnWorkspace(everyone),
  'DELETE /search-console/connections/:id': writers,
  'GET /search-console/properties': inOwnWorkspace(everyone),
  'GET /search-console/links': inOwnWorkspace(everyone),
  // Without ?propertyId= (the matrix calls paths only): refused as input once the caller's workspace is known.
  'GET /search-console/striking-distance': inOwnWorkspace(everyone),
  'GET /search-console/properties/:id/series': everyone,
  'GET /search-console/properties/:id/queries': everyone,
  'GET /search-console/properties/:id/losing-pages': everyone,
  'GET /search-console/properties/:id/ctr-by-position': everyone,
  'POST /instances/:id/search-console': writers,
  'DELETE /instances/:id/search-console': writers,
  'GET /instances/:id/search-console': everyone,
};

const expectedFor = (operation: string, caller: Caller): boolean => (caller === 'client' ? clientReads.has(operation) : (allowed[operation] ?? []).includes(caller));

/**
 * Reads run side by side; writes run one at a time, after one another: writes of one workspace that
 * overlap can deadlock on PostgreSQL today (one locks the owner's row, another the workspace's, and
 * each then inserts a row referencing the other), and some share a limit (seats, tokens, article jobs).
 * The invitation link's preview makes an invitation, so it goes with the writes.
 */
const WRITES = 'writes';
const laneOf = (operation: string): string => (/^(mutation |POST |PUT |PATCH |DELETE )|[iI]nvitation/.test(operation) ? WRITES : operation);
const CONCURRENT_LANES = 4;

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
    const stale = [...Object.keys(allowed), ...clientReads].filter((key) => !operations.some((operation) => operation.key === key));

    const mismatches: string[] = [];
    // The long lane of writes first, the reads beside it.
    const lanes = new Map<string, typeof operations>([[WRITES, []]]);
    for (const operation of operations.filter(({ key }) => key in allowed)) lanes.set(laneOf(operation.key), [...(lanes.get(laneOf(operation.key)) ?? []), operation]);
    await inPool(
      [...lanes.values()].map((lane) => async () => {
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
