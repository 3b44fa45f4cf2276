import type { Page, Request } from 'playwright-core';
import { createInstanceViaApi, runInstanceViaApi, signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

// Enough rows that the keyword table fills the first screen and the sections after it start below the fold.
const KEYWORDS = Array.from({ length: 60 }, (_, i) => `keyword ${String(i).padStart(2, '0')}`);
/** Sections below the fold, which load when they come into view or once the page is idle. */
const BELOW_THE_FOLD = new Set(['TrackerCannibalisation', 'TrackerShareOfVoice', 'TrackerTagSummary', 'AlertRules']);
/** What every page of the app reads for its header and session, whatever the page. */
const APP_SHELL = new Set(['Me', 'MaintenanceStatus', 'UnreadNotificationCount', 'UserMenuApiAccess']);

/** The operation a GraphQL request over HTTP names. */
function operationOf(sent: Request): string {
  try {
    return (JSON.parse(sent.postData() ?? '{}') as { operationName?: string }).operationName ?? '(unnamed)';
  } catch {
    return '(unreadable)';
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

  it('loads the instance, its run state, credits, report and keyword table in one GraphQL request before scrolling', async () => {
    const operations: string[] = [];
    let belowTheFold = false;
    const count = (sent: Request) => {
      if (new URL(sent.url()).pathname !== '/graphql') return;
      const operation = operationOf(sent);
      // Everything sent before the first section below the fold asks for its data.
      if (BELOW_THE_FOLD.has(operation)) belowTheFold = true;
      if (!belowTheFold) operations.push(operation);
    };
    page.on('request', count);
    try {
      await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
      await page.getByRole('heading', { name: 'First screen', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Keyword positions' }).getByRole('rowheader', { name: /keyword 00/ }).waitFor();
      await page.getByRole('table', { name: 'Ranking results' }).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', count);
    }
    const ownRequests = operations.filter((operation) => !APP_SHELL.has(operation));
    expect({ ownRequests, operations }).toEqual({ ownRequests: ['TrackerScreen'], operations });
  });
});
