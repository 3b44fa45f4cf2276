import { request } from '../api/test/support/http';
import { paidAccountViaApi, signUpViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

/**
 * An Agency workspace with clients Acme and Beta, a tracking instance and a report of each, an instance of no
 * client, and a client viewer of Acme who joined by invitation.
 */
async function agencyWithClientViewer(baseUrl: string, label: string) {
  const owner = await paidAccountViaApi(baseUrl, 3);
  const workspace = await request(baseUrl, 'POST', '/api/workspaces', { token: owner.token, body: { name: `Portal agency ${label}` } });
  const workspaceId = workspace.body.id as string;
  const asOwner = { token: owner.token, headers: { 'Rankcraft-Workspace': workspaceId } };
  const client = async (name: string) => (await request(baseUrl, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name } })).body.id as string;
  const [acme, beta] = [await client('Acme'), await client('Beta')];
  const instance = async (name: string, clientId: string | null) => {
    const created = await request(baseUrl, 'POST', '/api/instances', { ...asOwner, body: { name, user_domain: 'example.com', user_company_name: 'Example', keywords: ['seo tools'], clientId } });
    if (created.status !== 201) throw new Error(`creating an instance failed: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.id as string;
  };
  await instance('Acme site', acme);
  await instance('Beta site', beta);
  await instance('Agency own site', null);
  for (const [name, clientId] of [['Acme monthly', acme], ['Beta monthly', beta]] as const) {
    const report = await request(baseUrl, 'POST', '/api/reports', { ...asOwner, body: { name, client: name.split(' ')[0], range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Hello' }], clientId } });
    if (report.status !== 201) throw new Error(`creating a report failed: ${report.status} ${JSON.stringify(report.body)}`);
  }
  const viewer = await signUpViaApi(baseUrl, { fullName: 'Cleo Client' });
  const invited = await request(baseUrl, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email: viewer.email, role: 'client', clientId: acme } });
  if (invited.status !== 201) throw new Error(`inviting failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const accepted = await request(baseUrl, 'POST', `/api/invitations/${(invited.body.url as string).split('/').pop()}/accept`, { token: viewer.token });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { viewer, workspaceName: `Portal agency ${label}` };
}

describe.each(VIEWPORTS)('client portal at $width px', (viewport) => {
  it('shows a client viewer their client’s keyword tracking and reports, and nothing else of the workspace', async () => {
    const { baseUrl } = suite.app;
    const { viewer, workspaceName } = await agencyWithClientViewer(baseUrl, viewport.name);
    const page = await suite.browser.newPage({ viewport });
    await signInThroughTheUi(page, baseUrl, viewer.email, viewer.password);

    // Switched into the agency's workspace, the dashboard leads to their client's keyword tracking.
    const switcher = page.getByRole('button', { name: /^Workspace: .+\. Switch workspace$/ });
    await switcher.click();
    await page.getByRole('menuitem', { name: new RegExp(workspaceName) }).click();
    await page.getByRole('button', { name: `Workspace: ${workspaceName}. Switch workspace` }).waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL('**/keyword-tracking');
    await page.getByText('Acme site').first().waitFor();
    expect(await page.getByText('Beta site').count()).toBe(0);
    expect(await page.getByText('Agency own site').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Notifications', exact: false }).count()).toBe(0);

    // The header's links are the portal's: keyword tracking and reports, not the workspace's tools.
    if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: viewport.width < 768 ? 'Mobile' : 'Main' });
    await nav.getByRole('link', { name: 'Keyword Tracking' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Client Reports' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'My Articles' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Client Reports' }).click();
    await page.getByText('Acme monthly').first().waitFor();
    expect(await page.getByText('Beta monthly').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New Report' }).count()).toBe(0);
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);

    // The report reads and downloads; nothing on it changes it.
    await page.getByText('Acme monthly').first().click();
    await page.getByRole('heading', { name: 'Acme monthly' }).waitFor();
    await page.getByRole('heading', { name: 'Share links' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(1);
    for (const write of ['Rebuild', 'Delete', 'Create share link']) expect(await page.getByRole('button', { name: write, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    if (viewport.width >= 768) {
      // Its PDF downloads for them too: rendered by the download itself, as a client viewer starts no job.
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);

    // Their client's instance opens, whole (its screen's reads are all theirs to make).
    await page.goto(`${baseUrl}/keyword-tracking`);
    await page.getByText('Acme site').first().waitFor();
    expect(await page.getByRole('button', { name: 'New Instance' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Acme site' }).count()).toBe(0);
    await page.getByText('Acme site').first().click();
    await page.getByRole('heading', { name: 'Acme site' }).waitFor();
    // Read-only: no run, edit, delete or alert rules (the api would refuse each).
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    for (const write of ['Run now', 'Edit', 'Delete Instance', 'Import keywords']) expect(await page.getByRole('button', { name: write, exact: true }).count()).toBe(0);
    // The alert rules card (loaded when scrolled to, its place held until then) is not on the page at all.
    expect(await page.getByRole('status', { name: 'Loading alert rules' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Alerts', exact: true }).count()).toBe(0);
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await page.close();
  });
});
