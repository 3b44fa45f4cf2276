import { randomUUID } from 'node:crypto';

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request against a running app; the body is parsed whatever the status. */
export async function request<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string>; signal?: AbortSignal; redirect?: RequestRedirect } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    redirect: options.redirect,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: tests assert on the text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

export interface GraphQLResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = any>(baseUrl: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult<T>> {
  const response = await request(baseUrl, 'POST', '/graphql', { body: { query, variables }, token });
  return { status: response.status, ...response.body };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new user up over REST and returns their credentials and token. */
export async function signUpUser(baseUrl: string, overrides: { fullName?: string; email?: string; password?: string } = {}) {
  const account = { fullName: 'Test User', email: uniqueEmail(), password: 'password-123', ...overrides };
  const response = await request(baseUrl, 'POST', '/api/signup', {
    body: { full_name: account.fullName, email: account.email, password: account.password },
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...account, token: response.body.token as string, id: response.body.id as string };
}

export async function signInUser(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await request(baseUrl, 'POST', '/api/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}
