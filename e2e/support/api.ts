import { request, signInUser, signUpUser } from '../../api/test/support/http';

/** Signs a new user up over REST: `{ token, email, password, fullName }`. */
export async function signUpViaApi(baseUrl: string, overrides: { fullName?: string; email?: string; password?: string } = {}) {
  const { token, email, password, fullName } = await signUpUser(baseUrl, overrides);
  return { token, email, password, fullName };
}

export function signInViaApi(baseUrl: string, email: string, password: string): Promise<string> {
  return signInUser(baseUrl, email, password);
}

export async function setMaintenanceViaApi(baseUrl: string, adminToken: string, enabled: boolean): Promise<void> {
  const response = await request(baseUrl, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: enabled } });
  if (response.status !== 200) throw new Error(`setting maintenance failed: ${response.status} ${JSON.stringify(response.body)}`);
}
