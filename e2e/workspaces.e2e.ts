import type { Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { createInstanceViaApi, paidAccountViaApi, signUpViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/** A tracking instance made over REST in the workspace the header names (none: the personal one). */
async function instanceIn(baseUrl: string, token: string, name: string, workspaceId?: string): Promise<void> {
  if (!workspaceId) {
    await createInstanceViaApi(baseUrl, token, { name, user_domain: 'example.com', user_company_name: 'Example', keywords: ['seo tools'] });
    return;
  }
  const created = await request(baseUrl, 'POST', '/api/instances', {
    token,
    headers: { 'Rankcraft-Workspace': workspaceId },
    body: { name, user_domain: 'example.com', user_company_name: 'Example', keywords: ['seo tools'] },
  });
  if (created.status !== 201) throw new Error(`creating an instance failed: ${created.status} ${JSON.stringify(created.body)}`);
}

async function switchTo(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Workspace: ${from}. Switch workspace` }).click();
  await page.getByRole('menuitem', { name: new RegExp(to) }).click();
  await page.getByRole('button', { name: `Workspace: ${to}. Switch workspace` }).waitFor();
}

/** The `workspaceId` of each graphql-ws connection the page opens (null: none, the personal workspace), in order. */
function workspacesOfSockets(page: Page): (string | null)[] {
  const found: (string | null)[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(payload.toString()) as { type?: string; payload?: { workspaceId?: string } };
      if (message.type === 'connection_init') found.push(message.payload?.workspaceId ?? null);
    }),
  );
  return found;
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(VIEWPORTS)('workspaces at $width px', (viewport) => {
  it('creates a workspace, keeps each workspace’s instances apart, invites someone who signs up and joins, and removes them', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, 2, { fullName: `Olive ${viewport.name}` });
    const personalName = `Personal site ${viewport.name}`;
    const teamName = `Agency site ${viewport.name}`;
    const workspaceName = `Agency team ${viewport.name}`;
    await instanceIn(baseUrl, owner.token, personalName);

    const page = await suite.browser.newPage({ viewport });
    const socketWorkspaces = workspacesOfSockets(page);
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);
    const personal = (await page.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ }).getAttribute('aria-label'))!.replace(/^Workspace: (.+)\. Switch workspace$/, '$1');

    // A new workspace from the switcher: made, switched to, its members page open.
    await page.getByRole('button', { name: `Workspace: ${personal}. Switch workspace` }).click();
    await page.getByRole('menuitem', { name: 'New workspace…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByLabel('Name').fill(workspaceName);
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await page.waitForURL('**/workspace');
    await page.getByRole('heading', { name: workspaceName, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).waitFor();
    const workspaceId = await page.evaluate(() => window.localStorage.getItem('workspace'));
    expect(workspaceId).toBeTruthy();
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    // The switcher sits beside the brand's name, never over it: the name shows whole, or not at all (phones).
    const switcher = await page.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).boundingBox();
    const brandTexts = await page.getByRole('link', { name: 'Rankcraft home' }).evaluate((link) =>
      Array.from(link.querySelectorAll('span span'))
        .filter((text) => text.getClientRects().length > 0)
        .map((text) => ({ clipped: text.scrollWidth > text.clientWidth, right: text.getBoundingClientRect().right })),
    );
    for (const text of brandTexts) expect(text).toEqual({ clipped: false, right: expect.any(Number) as number });
    expect(Math.max(0, ...brandTexts.map((text) => text.right))).toBeLessThanOrEqual(switcher!.x);

    // Each workspace lists only its own tracking instances.
    await instanceIn(baseUrl, owner.token, teamName, workspaceId!);
    await page.goto(`${baseUrl}/keyword-tracking`);
    await page.getByText(teamName).first().waitFor();
    expect(await page.getByText(personalName).count()).toBe(0);
    await switchTo(page, workspaceName, personal);
    await page.getByText(personalName).first().waitFor();
    expect(await page.getByText(teamName).count()).toBe(0);
    await switchTo(page, personal, workspaceName);
    await page.getByText(teamName).first().waitFor();
    // The live updates (graphql-ws) reconnect in the workspace switched to.
    await waitUntil(() => socketWorkspaces.at(-1) === workspaceId);

    // The personal workspace explains that it is yours alone.
    await switchTo(page, workspaceName, personal);
    await page.goto(`${baseUrl}/workspace`);
    await page.getByText('Your personal workspace is yours alone', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Invite' }).count()).toBe(0);
    await switchTo(page, personal, workspaceName);

    // Invite: the link is shown, the invitation waits.
    const invitee = `invitee-${viewport.name}-${Date.now()}@example.com`;
    await page.getByRole('heading', { name: workspaceName, level: 1 }).waitFor();
    await page.getByLabel('Email').fill(invitee);
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/invitations\/[^/]+$/);
    await page.getByRole('list', { name: 'Pending invitations' }).getByText(invitee).waitFor();

    // The invited person opens the link signed out, signs up with the invited address on the page, and accepts.
    const guest = await suite.browser.newContext({ viewport });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${baseUrl}${new URL(link).pathname}`);
    await guestPage.getByRole('heading', { name: `Join ${workspaceName}` }).waitFor();
    await guestPage.getByText(`Olive ${viewport.name}`, { exact: false }).first().waitFor();
    const signUp = guestPage.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Full name').fill('Ivy Invitee');
    await signUp.getByLabel('Email').fill(invitee);
    await signUp.getByLabel('Password').fill('invitee-password-1');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    expect(await overflowingElements(guestPage, { within: 'body' })).toEqual([]);
    await guestPage.getByRole('button', { name: 'Accept invitation' }).click();
    await guestPage.waitForURL('**/dashboard');
    await guestPage.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).waitFor();
    await guestPage.goto(`${baseUrl}/keyword-tracking`);
    await guestPage.getByText(teamName).first().waitFor();

    // The owner sees the new member and removes them; the invitation is no longer pending.
    await page.reload();
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText(invitee).waitFor();
    expect(await page.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await page.getByRole('button', { name: `Remove ${invitee}` }).click();
    await page.getByRole('dialog', { name: `Remove ${invitee}?` }).getByRole('button', { name: 'Remove' }).click();
    await members.getByText(invitee).waitFor({ state: 'detached' });

    // Removed: the member's next request falls back to their personal workspace.
    await guestPage.reload();
    await guestPage.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ }).waitFor();
    expect(await guestPage.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).count()).toBe(0);
    expect(await guestPage.evaluate(() => window.localStorage.getItem('workspace'))).toBeNull();

    await guest.close();
    await page.close();
  });
});

describe('seats', () => {
  it('shows the plan’s seat limit when an invitation would pass it', async () => {
    const { baseUrl } = suite.app;
    const owner = await signUpViaApi(baseUrl);
    const created = await graphql<{ createWorkspace: { id: string } }>(baseUrl, 'mutation { createWorkspace(name: "Free team") { id } }', {}, owner.token);
    const page = await suite.browser.newPage({ viewport: VIEWPORTS[0] });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);
    await page.evaluate((id) => window.localStorage.setItem('workspace', id), created.data!.createWorkspace.id);
    await page.goto(`${baseUrl}/workspace`);
    await page.getByRole('heading', { name: 'Free team', level: 1 }).waitFor();
    // Its only owner cannot leave it.
    expect(await page.getByRole('button', { name: 'Leave' }).count()).toBe(0);
    await page.getByLabel('Email').fill('colleague@example.com');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('The Free plan includes 1 seat, and every one is taken or invited', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Invitation link' }).count()).toBe(0);
    await page.close();
  });
});

describe('links to records', () => {
  it('opens a link to a record in the workspace that holds it, for a member; anyone else gets "not found"', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, 2);
    const created = await graphql<{ createWorkspace: { id: string } }>(baseUrl, 'mutation { createWorkspace(name: "Linked team") { id } }', {}, owner.token);
    const workspaceId = created.data!.createWorkspace.id;
    const instance = await request(baseUrl, 'POST', '/api/instances', {
      token: owner.token,
      headers: { 'Rankcraft-Workspace': workspaceId },
      body: { name: 'Linked site', user_domain: 'example.com', user_company_name: 'Example', keywords: ['seo tools'] },
    });
    expect(instance.status).toBe(201);

    // Signed in and acting in the personal workspace, the owner follows a teammate's link.
    const page = await suite.browser.newPage({ viewport: VIEWPORTS[0] });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);
    expect(await page.evaluate(() => window.localStorage.getItem('workspace'))).toBeNull();
    await page.goto(`${baseUrl}/keyword-tracking/${instance.body.id}`);
    await page.getByRole('heading', { name: 'Linked site' }).waitFor();
    await page.getByRole('button', { name: 'Workspace: Linked team. Switch workspace' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('workspace'))).toBe(workspaceId);
    await page.close();

    // Someone of no workspace holding it stays where they are and reads "not found".
    const stranger = await signUpViaApi(baseUrl);
    const strangerPage = await suite.browser.newPage({ viewport: VIEWPORTS[0] });
    await signInThroughTheUi(strangerPage, baseUrl, stranger.email, stranger.password);
    await strangerPage.goto(`${baseUrl}/keyword-tracking/${instance.body.id}`);
    await strangerPage.getByRole('alert').filter({ hasText: 'not found' }).waitFor();
    expect(await strangerPage.evaluate(() => window.localStorage.getItem('workspace'))).toBeNull();
    await strangerPage.close();
  });
});

describe('clients', () => {
  it('groups a tracking instance under a client of its workspace from the edit form, and ungroups it', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, 2);
    const created = await graphql<{ createWorkspace: { id: string } }>(baseUrl, 'mutation { createWorkspace(name: "Client team") { id } }', {}, owner.token);
    const workspaceId = created.data!.createWorkspace.id;
    const client = await graphql<{ createWorkspaceClient: { id: string } }>(
      baseUrl,
      'mutation ($workspaceId: ID!) { createWorkspaceClient(workspaceId: $workspaceId, name: "Acme Corp") { id } }',
      { workspaceId },
      owner.token,
    );
    const clientId = client.data!.createWorkspaceClient.id;
    const instance = await request(baseUrl, 'POST', '/api/instances', {
      token: owner.token,
      headers: { 'Rankcraft-Workspace': workspaceId },
      body: { name: 'Client site', user_domain: 'example.com', user_company_name: 'Example', keywords: ['seo tools'] },
    });
    expect(instance.status).toBe(201);
    const storedClientId = async () => {
      const answer = await request(baseUrl, 'POST', '/graphql', {
        token: owner.token,
        headers: { 'Rankcraft-Workspace': workspaceId },
        body: { query: 'query ($id: ID!) { trackingInstance(id: $id) { clientId } }', variables: { id: instance.body.id } },
      });
      return answer.body.data.trackingInstance.clientId as string | null;
    };

    const page = await suite.browser.newPage({ viewport: VIEWPORTS[0] });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);
    await page.goto(`${baseUrl}/keyword-tracking/${instance.body.id}`);
    await page.getByRole('heading', { name: 'Client site' }).waitFor();

    for (const [choice, expected] of [['Acme Corp', clientId], ['No client', null]] as const) {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Tracking Instance' });
      await dialog.getByRole('combobox', { name: 'Client' }).click();
      await page.getByRole('option', { name: choice }).click();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await storedClientId()).toBe(expected);
    }
    await page.close();
  });
});
