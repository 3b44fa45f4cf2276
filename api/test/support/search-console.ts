import { request } from './http';
import type { TestApp } from './test-app';

/**
 * Connects the user's workspace to the sandbox Search Console through its in-app consent page, as a browser would
 * (connect, allow, the callback), and checks it was connected. `headers`: e.g. the workspace to act in.
 */
export async function connectSandbox(app: TestApp, token: string, headers: Record<string, string> = {}): Promise<void> {
  const started = await request(app.url, 'POST', '/api/search-console/connect', { token, headers });
  const state = new URL(started.body.url as string, app.url).searchParams.get('state') ?? '';
  const allowed = await fetch(`${app.url}/search-console/sandbox-consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'allow' }).toString(),
  });
  const callback = await fetch(`${app.url}${allowed.headers.get('location')}`, { redirect: 'manual' });
  expect(callback.headers.get('location')).toBe('/search-console?connected=1');
}

/** The sandbox connection's `sc-domain:` property for `domain` (connected first): its id and its stored rows' key. */
export async function sandboxProperty(app: TestApp, token: string, domain: string, headers: Record<string, string> = {}): Promise<{ id: string; key: number }> {
  await connectSandbox(app, token, headers);
  const properties = (await request(app.url, 'GET', '/api/search-console/properties', { token, headers })).body as { id: string; siteUrl: string }[];
  const property = properties.find((candidate) => candidate.siteUrl === `sc-domain:${domain}`)!;
  const [{ key }] = await app.deps.orm.em.fork().getConnection().execute<{ key: number }[]>('select key from search_console_properties where id = ?', [property.id]);
  return { id: property.id, key: Number(key) };
}
