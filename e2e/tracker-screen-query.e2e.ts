import type { Page, Request, WebSocket } from 'playwright-core';
import { createInstanceViaApi, runInstanceViaApi, signInViaApi } from './support/api';
import { operationOf, watchSectionReads, type SectionReads } from './support/section-reads';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { sourcesOf } from './support/web-dist';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

// Enough rows that the keyword table fills the first screen and the sections after it start below the fold.
const KEYWORDS = Array.from({ length: 60 }, (_, i) => `keyword ${String(i).padStart(2, '0')}`);
/** Sections below the fold, which load when they come into view or once the page is idle. */
const BELOW_THE_FOLD = new Set(['TrackerCannibalisation', 'TrackerShareOfVoice', 'TrackerTagSummary', 'AlertRules']);
/** The sections below the fold that read figures of their own, with what each reads first (the charts read none). */
const SECTION_READS: SectionReads = {
  'web/src/features/tracker/cannibalisation.tsx': ['TrackerCannibalisation'],
  'web/src/features/tracker/share-of-voice-section.tsx': ['TrackerShareOfVoice', 'TrackerTagSummary'],
  'web/src/features/notifications/alert-rules-card.tsx': ['AlertRules'],
};
/** What every page of the app reads for its session and header (and the bell's live alerts), whatever the page. */
const APP_SHELL = new Set(['Me', 'SiteHeader', 'NotificationAdded']);
/** Issue 34's bound on GraphQL requests before the fold, the app shell's included. */
const MOST_REQUESTS_BEFORE_THE_FOLD = 4;

/** The operations a graphql-ws frame the page sent starts (subscriptions over the socket). */
function operationsStartedBy(payload: string | Buffer): string[] {
  try {
    const message = JSON.parse(payload.toString()) as { type?: string; payload?: { operationName?: string } };
    return message.type === 'subscribe' ? [message.payload?.operationName ?? '(unnamed)'] : [];
  } catch {
    return [];
  }
}

describe('the tracker page’s first screen', () => {
  let page: Page;
  let instanceId: string;

  beforeAll(async () => {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    instanceId = await createInstanceViaApi(suite.app.baseUrl, token, {
      name: 'First screen', user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', competitor_domains: ['moz.com'], competitor_company_names: ['Moz'], keywords: KEYWORDS,
    });
    await runInstanceViaApi(suite.app.baseUrl, token, instanceId);

    page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('loads the instance, its run state, credits, report and keyword table in one GraphQL request before scrolling, and the whole page in at most four with no operation twice', async () => {
    const operations: string[] = [];
    let belowTheFold = false;
    const sent = (operation: string) => {
      // Everything sent before the first section below the fold asks for its data.
      if (BELOW_THE_FOLD.has(operation)) belowTheFold = true;
      if (!belowTheFold) operations.push(operation);
    };
    const count = (request: Request) => {
      if (new URL(request.url()).pathname === '/graphql') sent(operationOf(request));
    };
    const countSocket = (socket: WebSocket) => {
      if (new URL(socket.url()).pathname !== '/graphql') return;
      socket.on('framesent', ({ payload }) => operationsStartedBy(payload).forEach(sent));
    };
    // Leave the dashboard the sign-in ended on first, so none of its reads still under way counts as the tracker's.
    await page.goto('about:blank');
    page.on('request', count);
    page.on('websocket', countSocket);
    try {
      await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
      await page.getByRole('heading', { name: 'First screen', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Keyword positions' }).getByRole('rowheader', { name: /keyword 00/ }).waitFor();
      await page.getByRole('table', { name: 'Ranking results' }).waitFor();
      await page.getByRole('link', { name: /^Alerts/ }).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', count);
      page.off('websocket', countSocket);
    }
    const ownRequests = operations.filter((operation) => !APP_SHELL.has(operation));
    const twice = operations.filter((operation, index) => operations.indexOf(operation) !== index);
    expect({ ownRequests, twice, tooMany: operations.length > MOST_REQUESTS_BEFORE_THE_FOLD, operations }).toEqual({
      ownRequests: ['TrackerScreen'],
      twice: [],
      tooMany: false,
      operations,
    });
  });

  it('asks for the code of the sections below the fold once the first screen is drawn, not before, and loads them without being scrolled', async () => {
    /** Below-fold sections' modules, each with the name of the event when its chunk was first asked for. */
    const sections = ['cannibalisation', 'share-of-voice-section', 'visibility-section'].map((name) => `web/src/features/tracker/${name}.tsx`);
    const events: string[] = [];
    const seen = (request: Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
        for (const source of sourcesOf(url.pathname).filter((file) => sections.includes(file))) events.push(`asked for ${source}`);
      }
    };
    const answered = (request: Request) => {
      if (new URL(request.url()).pathname === '/graphql' && operationOf(request) === 'TrackerScreen') events.push('TrackerScreen answered');
    };
    const belowTheFold: string[] = [];
    const sent = (request: Request) => {
      if (new URL(request.url()).pathname === '/graphql' && BELOW_THE_FOLD.has(operationOf(request))) belowTheFold.push(operationOf(request));
    };
    await page.goto('about:blank');
    page.on('request', seen);
    page.on('request', sent);
    page.on('requestfinished', answered);
    try {
      await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
      await page.getByRole('heading', { name: 'First screen', level: 1 }).waitFor();
      // Not scrolled: the sections below the fold still load, right after the first screen.
      await page.getByText('Share of voice', { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      page.off('request', seen);
      page.off('request', sent);
      page.off('requestfinished', answered);
    }
    const screenAnswered = events.indexOf('TrackerScreen answered');
    expect(screenAnswered).toBeGreaterThanOrEqual(0);
    // The first screen's code comes first; the sections' code is asked for once the screen it is below was drawn.
    expect(events.slice(0, screenAnswered)).toEqual([]);
    expect(events.slice(screenAnswered + 1).sort()).toEqual(sections.map((source) => `asked for ${source}`).sort());
    expect(belowTheFold).toEqual(expect.arrayContaining(['TrackerCannibalisation', 'TrackerShareOfVoice', 'AlertRules']));
  });

  it('sends each section’s first reads below the fold once, together with its code rather than once the code is here', async () => {
    await page.goto('about:blank');
    const watch = await watchSectionReads(page, SECTION_READS);
    // The operations that ask for the instance's tags (each a statement over all its keywords).
    const tagsReadBy: string[] = [];
    const askedForTags = (request: Request) => {
      if (new URL(request.url()).pathname === '/graphql' && (request.postData() ?? '').includes('trackingKeywordTags')) tagsReadBy.push(operationOf(request));
    };
    page.on('request', askedForTags);
    try {
      await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
      await page.getByRole('heading', { name: 'First screen', level: 1 }).waitFor();
      await page.getByText('Cannibalisation', { exact: true }).waitFor();
      await page.getByTestId('share-of-voice').first().waitFor();
      await page.getByText('Alert when a keyword…', { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', askedForTags);
      await watch.stop();
    }
    const firstReads = Object.values(SECTION_READS).flat();
    const twice = watch.sent.filter((operation, index) => watch.sent.indexOf(operation) !== index);
    // The tags the share of voice section and the alert rules filter by came with the screen, and only with it.
    expect({ sentBeforeCode: [...watch.sentBeforeCode].sort(), sentOnce: firstReads.filter((read) => watch.sent.filter((operation) => operation === read).length === 1), twice, tagsReadBy }).toEqual({
      sentBeforeCode: [...firstReads].sort(),
      sentOnce: firstReads,
      twice: [],
      tagsReadBy: ['TrackerScreen'],
    });
  });
});
