import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { useAppAndBrowser } from './support/suite';

jest.setTimeout(120_000);

const suite = useAppAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await suite.browser.newPage();
});

afterEach(async () => {
  await page?.close();
});

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillSignIn(target: Page, email: string, password: string) {
  const form = target.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

describe('session', () => {
  it('signs up, reaches the dashboard, signs out and signs back in', async () => {
    const email = uniqueEmail('newcomer');
    const password = 'correct-horse-battery';

    await page.goto(`${suite.app.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Full name').fill('Nora Newcomer');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByText('Account created', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The session the page keeps is the new account's.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request(suite.app.baseUrl, 'GET', '/api/me', { token: token ?? undefined })).body).toMatchObject({ full_name: 'Nora Newcomer', email });

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth');
    await fillSignIn(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.getByText('You have been successfully signed in.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Open user menu' }).textContent()).toBe('N');
  });

  it('shows the "Sign in failed" toast for a wrong password and stays on /auth', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await page.goto(`${suite.app.baseUrl}/auth`);
    await fillSignIn(page, user.email, 'not-the-password');

    await page.getByText('Sign in failed', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows the sign-in screen in place of a protected page and then the page itself', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await page.goto(`${suite.app.baseUrl}/billing`);
    await fillSignIn(page, user.email, user.password);

    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/billing');
  });

  it('signs up from the Pro plan button and goes straight into its checkout, then has Pro', async () => {
    const email = uniqueEmail('trialist');
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await page.getByRole('region', { name: 'Pro plan' }).getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/auth?plan=2');
    // The visitor came to sign up: that tab is open.
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Full name').fill('Tia Trialist');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('correct-horse-battery');
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/billing/sandbox-checkout?session_id=*');
    await page.getByText('14-day free trial, then $29 a month.').waitFor();
    await page.getByRole('button', { name: 'Pay (sandbox)' }).click();
    await page.waitForURL('**/billing/success?session_id=*');
    await page.waitForURL('**/dashboard');
    await page.goto(`${suite.app.baseUrl}/billing`);
    await page.getByText('$29/month').waitFor();
  });

  it('a Free user who signs in from a plan button goes straight into its checkout, and Back does not reopen it', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await page.goto(`${suite.app.baseUrl}/pricing`);
    await page.getByRole('region', { name: 'Agency plan' }).getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/auth?plan=3');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await fillSignIn(page, user.email, user.password);

    await page.waitForURL('**/billing/sandbox-checkout?session_id=*');
    await page.getByText('14-day free trial, then $99 a month.').waitFor();
    // Checkout took the sign-in page's place in the history.
    await page.goBack();
    await page.waitForURL('**/pricing');
  });

  it('redirects a signed-in user away from /auth to the dashboard', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await page.goto(`${suite.app.baseUrl}/`);
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
    await page.goto(`${suite.app.baseUrl}/auth`);
    await page.waitForURL('**/dashboard');
  });
});
