import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

/** The first Monday 07:30 UTC after `now`: the slot a weekly 07:30 schedule in UTC runs next. */
function nextMondayAt0730Utc(now: Date): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7, 30));
  while (slot.getUTCDay() !== 1 || slot <= now) slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/** As the detail view writes it (tracker-format.ts), in the page's en-US locale and UTC zone. */
const asShown = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

describe('editing a tracking instance', () => {
  let page: Page;

  /**
   * An instance as the create form below makes it (wikipedia.org, "seo tools" and "backlinks"), made over REST, so
   * each test edits one of its own and does not depend on another test having run first.
   */
  async function instanceNamed(name: string): Promise<void> {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const body = { name, user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', keywords: ['seo tools', 'backlinks'] };
    expect(await request(suite.app.baseUrl, 'POST', '/api/instances', { token, body })).toMatchObject({ status: 201 });
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
  }

  beforeAll(async () => {
    // The browser's zone is the schedule's zone, so the expected next run can be worked out here.
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows what one run costs in the create form, and creates the instance', async () => {
    await page.getByRole('button', { name: 'New Instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Tracking Instance' });
    await dialog.getByText('Add keywords to see what one run costs.').waitFor();
    await dialog.getByLabel('Instance name').fill('Edit me');
    await dialog.getByLabel('Your domain').fill('wikipedia.org');
    await dialog.getByLabel('Your company').fill('Wikipedia');
    for (const keyword of ['seo tools', 'backlinks']) {
      await dialog.getByLabel('Keyword', { exact: true }).fill(keyword);
      await dialog.getByLabel('Keyword', { exact: true }).press('Enter');
    }
    await dialog.getByText('One run: 2 keywords × 1 tracking credit = 2 tracking credits, whatever the depth checked.').waitFor();
    await dialog.getByRole('button', { name: 'Create Instance' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Edit me' }).waitFor();
  });

  it('edits the keywords and the schedule from the detail view, with the keyboard, and shows the new next run', async () => {
    await instanceNamed('Edit me by keyboard');
    await page.getByRole('link', { name: 'Edit me by keyboard', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit me by keyboard', level: 1 }).waitFor();
    const nextRun = page.getByText('Next run:').locator('xpath=following-sibling::dd');
    const before = await nextRun.textContent();

    await page.getByRole('button', { name: 'Edit', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Tracking Instance' });
    expect(await dialog.getByLabel('Instance name').inputValue()).toBe('Edit me by keyboard');
    await dialog.getByText('One run: 2 keywords × 1 tracking credit = 2 tracking credits, whatever the depth checked.').waitFor();

    await dialog.getByRole('button', { name: 'Remove seo tools' }).click();
    await dialog.getByLabel('Keyword', { exact: true }).fill('rank tracker, keyword research');
    await dialog.getByLabel('Keyword', { exact: true }).press('Enter');
    await dialog.getByText('One run: 3 keywords × 1 tracking credit = 3 tracking credits, whatever the depth checked.').waitFor();
    await dialog.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Weekly (Mondays)' }).click();
    await dialog.getByLabel('Scheduled time').fill('07:30');
    await page.screenshot({ path: '/tmp/tracker-edit-dialog.png' });

    const savedAt = new Date();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tracking instance saved', { exact: true }).waitFor();

    const expected = asShown(nextMondayAt0730Utc(savedAt));
    await page.getByText('Weekly on Mondays at 07:30 (UTC)').waitFor();
    expect(await nextRun.textContent()).toBe(expected);
    expect(expected).not.toBe(before);
    await page.screenshot({ path: '/tmp/tracker-edit-detail.png' });

    await page.getByRole('button', { name: 'Back to Instances' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Edit me by keyboard' });
    await row.getByRole('cell', { name: 'backlinks, rank tracker, keyword research' }).waitFor();
  });

  it('fits the edit form on a 375 px phone', async () => {
    await instanceNamed('Edit me on a phone');
    await page.getByRole('link', { name: 'Edit me on a phone', exact: true }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tracking Instance' });
    await dialog.getByLabel('Instance name').waitFor();
    const overflowing = await overflowingElements(page, { within: '[role="dialog"]' });
    expect(overflowing).toEqual([]);
    await page.screenshot({ path: '/tmp/tracker-edit-375.png', fullPage: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the tracker’s views at their URLs', () => {
  let page: Page;
  const tracker = () => `${suite.app.baseUrl}/keyword-tracking`;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('reloads an instance, its edit form and the create form at their URLs, and goes back from each', async () => {
    await page.goto(tracker());
    await page.getByRole('link', { name: 'Edit me', exact: true }).click();
    await page.waitForURL(/\/keyword-tracking\/[0-9a-f-]{36}$/);
    const detailUrl = page.url();
    await page.reload();
    await page.getByRole('heading', { name: 'Edit me', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Ranking results' }).waitFor();
    expect(await page.title()).toBe('Keyword Tracking · Rankcraft');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${detailUrl}/edit`);
    await page.reload();
    const edit = page.getByRole('dialog', { name: 'Edit Tracking Instance' });
    await edit.getByLabel('Instance name').waitFor();
    expect(await edit.getByLabel('Instance name').inputValue()).toBe('Edit me');
    // The browser's Back closes the form, as its Back button does.
    await page.goBack();
    await page.waitForURL(detailUrl);
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Edit me', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Back to Instances' }).click();
    await page.waitForURL(tracker());
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();

    await page.getByRole('button', { name: 'New Instance' }).click();
    await page.waitForURL(`${tracker()}/new`);
    await page.reload();
    const create = page.getByRole('dialog', { name: 'Create New Tracking Instance' });
    await create.getByLabel('Instance name').waitFor();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(tracker());
    await create.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Edit me', exact: true }).waitFor();

    // Opened from the list, the detail is one step of the history: the browser's Back returns to the list.
    await page.getByRole('link', { name: 'Edit me', exact: true }).click();
    await page.waitForURL(detailUrl);
    await page.goBack();
    await page.waitForURL(tracker());
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();
  });

  it('says so at the URL of an instance that does not exist, with the way back to the list', async () => {
    await page.goto(`${tracker()}/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('alert').getByText('Tracking instance not found.').waitFor();
    await page.getByRole('button', { name: 'Back to Instances' }).click();
    await page.waitForURL(tracker());
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();
  });
});

