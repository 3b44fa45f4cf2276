import type { Page } from 'playwright-core';
import { signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(120_000);

const suite = useAppAndBrowser();

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${suite.app.baseUrl}${path}`, init);
  return (await response.json()) as T;
}

async function maintenanceOnServer(): Promise<boolean> {
  return (await getJson<{ maintenance: boolean }>('/api/maintenance')).maintenance;
}

async function roleOnServer(email: string, password: string): Promise<string> {
  const body = await getJson<{ role: string }>('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return body.role;
}

/** A toast with this title, scoped to the toast area so page text cannot match. */
function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });
}

describe('admin dashboard', () => {
  let page: Page;

  beforeAll(async () => {
    page = await suite.browser.newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows the sections, with the analytics and settings placeholders', async () => {
    for (const title of ['Maintenance Mode', 'Analytics', 'User Management', 'Customers', 'System Settings']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    expect(await page.getByText('Coming soon', { exact: true }).count()).toBe(2);
    await page.getByTestId('user-row').filter({ hasText: suite.app.admin.email }).waitFor();
  });

  it('refuses to add a user while a field is empty', async () => {
    await page.getByLabel('Full name').fill('Half Filled');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await page.getByLabel('Full name').fill('');
  });

  const newUser = { fullName: 'Grace Hopper', email: `grace.${Date.now()}@example.com`, password: 'cobol-1959-rules' };

  it('creates a user, who appears in the table', async () => {
    await page.getByLabel('Full name').fill(newUser.fullName);
    await page.getByLabel('Email').fill(newUser.email);
    await page.getByLabel('Password').fill(newUser.password);
    await page.getByRole('button', { name: 'Create User' }).click();

    await toastTitled(page, 'User created successfully').waitFor();
    const row = page.getByTestId('user-row').filter({ hasText: newUser.email });
    await row.waitFor();
    expect(await row.getByRole('combobox').textContent()).toBe('User');
    expect(await roleOnServer(newUser.email, newUser.password)).toBe('user');
  });

  it("changes a user's role to admin", async () => {
    // A user of its own, so this test does not depend on the one above having run.
    const promoted = await signUpViaApi(suite.app.baseUrl, { fullName: `Ada Lovelace ${Date.now()}` });
    await page.reload();
    await page.getByRole('combobox', { name: `Role for ${promoted.fullName}` }).click();
    await page.getByRole('option', { name: 'Admin' }).click();

    await toastTitled(page, 'User role updated').waitFor();
    expect(await roleOnServer(promoted.email, promoted.password)).toBe('admin');

    await page.reload();
    const trigger = page.getByRole('combobox', { name: `Role for ${promoted.fullName}` });
    await trigger.waitFor();
    expect(await trigger.textContent()).toBe('Admin');
  });

  it('turns maintenance mode on and off', async () => {
    const maintenanceSwitch = page.getByRole('switch', { name: 'Enable maintenance mode' });
    await maintenanceSwitch.waitFor();
    expect(await maintenanceSwitch.getAttribute('aria-checked')).toBe('false');

    await maintenanceSwitch.click();
    await toastTitled(page, 'Maintenance mode is on').waitFor();
    expect(await maintenanceSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await maintenanceOnServer()).toBe(true);

    // From the keyboard: the switch keeps focus through the save, so Space toggles it straight back.
    await page.keyboard.press('Space');
    await toastTitled(page, 'Maintenance mode is off').waitFor();
    expect(await maintenanceSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await maintenanceOnServer()).toBe(false);
  });

  it('adds, edits and removes a customer testimonial', async () => {
    await page.getByRole('button', { name: 'Add customer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Alex Morgan');
    await dialog.getByLabel('Company').fill('Northwind Outfitters');
    await dialog.getByLabel('Position').fill('Head of Marketing');
    await dialog.getByLabel('Testimonial').fill('Our organic sign-ups doubled in two quarters.');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await toastTitled(page, 'Customer added').waitFor();
    const item = page.getByTestId('customer-item').filter({ hasText: 'Alex Morgan' });
    await item.getByText('Head of Marketing, Northwind Outfitters').waitFor();

    await item.getByRole('button', { name: 'Edit Alex Morgan' }).click();
    await dialog.getByLabel('Position').fill('Chief Marketing Officer');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Customer updated').waitFor();
    await item.getByText('Chief Marketing Officer, Northwind Outfitters').waitFor();
    const featured = await getJson<Array<{ name: string; position: string }>>('/api/customers?featured=true');
    expect(featured).toEqual([expect.objectContaining({ name: 'Alex Morgan', position: 'Chief Marketing Officer' })]);

    await item.getByRole('button', { name: 'Remove Alex Morgan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await toastTitled(page, 'Customer removed').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.getByText('No customers yet').waitFor();
  });
});

describe('admin dashboard on a phone', () => {
  it('fits 375 px: only the user and workspace tables scroll sideways, each inside its own box', async () => {
    const phone = await suite.browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await signInThroughTheUi(phone, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
      await phone.goto(`${suite.app.baseUrl}/admin`);
      await phone.getByTestId('user-row').filter({ hasText: suite.app.admin.email }).waitFor();
      const overflowing = await overflowingElements(phone);
      expect(overflowing).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('admin dashboard for a non-admin', () => {
  it("says they don't have permission", async () => {
    const member = await signUpViaApi(suite.app.baseUrl);
    const page = await suite.browser.newPage();
    try {
      await signInThroughTheUi(page, suite.app.baseUrl, member.email, member.password);
      await page.goto(`${suite.app.baseUrl}/admin`);
      await page.getByText("Access Denied: You don't have permission to access this page.").waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
