import type { Page } from 'playwright-core';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

describe('brand kits per client', () => {
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Admins are not held to plan limits.
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('adds a kit per client, moves the default, and asks before deleting one', async () => {
    await page.goto(`${suite.app.baseUrl}/reports/brand-kit`);
    await page.getByRole('heading', { name: 'Your first brand kit' }).waitFor();
    await page.getByLabel('Kit name').fill('Acme');
    await page.getByLabel('Agency name').fill('Northwind Digital');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    const list = page.getByRole('region', { name: /Your brand kits/ });
    await list.getByText('Acme', { exact: true }).waitFor();
    await list.getByText('Default', { exact: true }).waitFor();
    // Saving the first kit keeps its form (not a fresh one): the confirmation and the fields stay.
    await page.getByRole('heading', { name: 'Edit Acme' }).waitFor();
    await page.getByText('Brand kit saved.', { exact: false }).waitFor();
    expect(await page.getByLabel('Kit name').inputValue()).toBe('Acme');

    await page.getByRole('button', { name: 'Add brand kit' }).click();
    await page.getByRole('heading', { name: 'New brand kit' }).waitFor();
    await page.getByLabel('Kit name').fill('Globex');
    await page.getByLabel('Agency name').fill('Northwind Digital');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await page.getByRole('heading', { name: 'Your brand kits (2)' }).waitFor();
    await page.getByRole('heading', { name: 'Edit Globex' }).waitFor();

    // The default cannot be deleted while another kit exists; making Globex the default frees Acme.
    expect(await page.getByRole('button', { name: 'Delete Acme' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Make Globex the default' }).click();
    await page.getByRole('button', { name: 'Delete Acme' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Globex' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Acme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the brand kit “Acme”?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Acme' }).click();
    await dialog.getByRole('button', { name: 'Delete brand kit' }).click();
    await page.getByRole('heading', { name: 'Your brand kits (1)' }).waitFor();
    expect(await list.getByText('Acme', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/brand-kits-1280.png', fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Your brand kits (1)' }).waitFor();
    expect(await overflowingElements(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/brand-kits-375.png', fullPage: true });
  });

  it('gives a report its own kit and a cover page, and names that report before its kit is deleted', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.app.baseUrl}/reports/brand-kit`);
    await page.getByRole('button', { name: 'Add brand kit' }).click();
    await page.getByLabel('Kit name').fill('Initech');
    await page.getByLabel('Agency name').fill('Initech Partners');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await page.getByRole('heading', { name: 'Your brand kits (2)' }).waitFor();

    await page.goto(`${suite.app.baseUrl}/reports/new`);
    await page.getByLabel('Report name').fill('Initech monthly');
    await page.getByLabel('Client').fill('Initech');
    const kitSelect = page.getByLabel('Brand kit');
    await kitSelect.getByRole('option', { name: 'Default kit (Globex)' }).waitFor({ state: 'attached' });
    expect(await kitSelect.inputValue()).toBe('');
    // Both fields work from the keyboard: the kit is a native select, the cover page a checkbox.
    await kitSelect.focus();
    await page.keyboard.press('End');
    expect(await kitSelect.locator('option:checked').textContent()).toBe('Initech');
    const cover = page.getByRole('checkbox', { name: 'Cover page' });
    expect(await cover.isChecked()).toBe(false);
    await cover.focus();
    await page.keyboard.press('Space');
    expect(await cover.isChecked()).toBe(true);
    await page.getByLabel('Section to add').selectOption('note');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByLabel('Note text').fill('Traffic doubled.');
    await page.screenshot({ path: '/tmp/report-builder-kit-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflowingElements(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/report-builder-kit-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);

    // The preview opens with the cover page in the report's kit.
    const preview = page.frameLocator('iframe[title="Preview of Initech monthly"]');
    const coverPage = preview.getByRole('region', { name: 'Cover page' });
    await coverPage.getByText('Initech Partners').waitFor();
    await coverPage.getByText('Initech monthly').waitFor();
    await coverPage.getByText('Prepared for Initech').waitFor();
    const reportUrl = page.url();

    // Deleting the kit names the report and where it goes.
    await page.goto(`${suite.app.baseUrl}/reports/brand-kit`);
    await page.getByRole('button', { name: 'Delete Initech' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the brand kit “Initech”?' });
    await dialog.getByText('1 report uses it: “Initech monthly”. It will use the default kit “Globex” instead.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete brand kit' }).click();
    await page.getByRole('heading', { name: 'Your brand kits (1)' }).waitFor();

    await page.goto(`${reportUrl}/edit`);
    await page.getByLabel('Brand kit').waitFor();
    expect(await page.getByLabel('Brand kit').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Cover page' }).isChecked()).toBe(true);
  });
});
