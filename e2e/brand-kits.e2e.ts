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
});
