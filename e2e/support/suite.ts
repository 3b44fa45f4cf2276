import type { Browser, Page } from 'playwright-core';
import { startApp, type E2eApp } from './app';
import { launchBrowser } from './browser';

export interface AppAndBrowser {
  readonly app: E2eApp;
  readonly browser: Browser;
}

/**
 * The built app on a fresh database and one Chromium for a test file: started before its tests, stopped
 * after them. Call it at the top of the file; its fields are set once the first beforeAll has run.
 */
export function useAppAndBrowser(): AppAndBrowser {
  const suite = {} as { app: E2eApp; browser: Browser };
  beforeAll(async () => {
    suite.app = await startApp();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}

/** Signs in on /auth's Sign In tab, as a person would, and waits for the dashboard. */
export async function signInThroughTheUi(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}
