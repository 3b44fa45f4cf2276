import { graphql, request, signInUser, signUpUser } from '../../api/test/support/http';

/** Signs a new user up over REST: `{ token, email, password, fullName }`. */
export async function signUpViaApi(baseUrl: string, overrides: { fullName?: string; email?: string; password?: string } = {}) {
  const { token, email, password, fullName } = await signUpUser(baseUrl, overrides);
  return { token, email, password, fullName };
}

export function signInViaApi(baseUrl: string, email: string, password: string): Promise<string> {
  return signInUser(baseUrl, email, password);
}

/** A new account on a paid plan, bought through sandbox checkout as the pricing page would. */
export async function paidAccountViaApi(baseUrl: string, planId: number, overrides: { fullName?: string } = {}) {
  const account = await signUpViaApi(baseUrl, overrides);
  const checkout = await graphql<{ createCheckout: { sessionId: string } }>(baseUrl, 'mutation($planId: Int!) { createCheckout(planId: $planId) { sessionId } }', { planId }, account.token);
  const paid = await graphql(baseUrl, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId } }', { id: checkout.data?.createCheckout.sessionId }, account.token);
  if (paid.errors) throw new Error(`sandbox checkout failed: ${JSON.stringify(paid.errors)}`);
  return account;
}

/** Creates a tracking instance over REST (the spec's field names) and returns its id. */
export async function createInstanceViaApi(baseUrl: string, token: string, fields: Record<string, unknown>): Promise<string> {
  const created = await request(baseUrl, 'POST', '/api/instances', { token, body: fields });
  if (created.status !== 201) throw new Error(`creating an instance failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/** Runs the instance now over REST and returns once its run has succeeded. */
export async function runInstanceViaApi(baseUrl: string, token: string, instanceId: string): Promise<void> {
  const run = await request(baseUrl, 'POST', `/api/instances/${instanceId}/run`, { token });
  if (run.status === 200) return;
  if (run.status !== 202) throw new Error(`running an instance failed: ${run.status} ${JSON.stringify(run.body)}`);
  // Still running when the request stopped waiting: follow its job to the end.
  await jobSucceededViaApi(baseUrl, token, run.body.job_id as string);
}

/** Writes an article for each keyword with the configured writer (the keyword flow) and returns once they are saved on the account. */
export async function articlesViaApi(baseUrl: string, token: string, keywords: string[]): Promise<void> {
  const started = await graphql(baseUrl, 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }', { input: { flow: 'KEYWORD', source: keywords[0], keywords } }, token);
  if (started.errors) throw new Error(`generating articles failed: ${JSON.stringify(started.errors)}`);
  await jobSucceededViaApi(baseUrl, token, started.data.generateArticles.id as string);
}

/** Polls the job until it has succeeded; throws if it ends any other way. */
async function jobSucceededViaApi(baseUrl: string, token: string, jobId: string): Promise<void> {
  for (;;) {
    const { data } = await graphql(baseUrl, 'query($id: ID!) { job(id: $id) { status error } }', { id: jobId }, token);
    if (data?.job?.status === 'succeeded') return;
    if (['failed', 'cancelled'].includes(data?.job?.status as string)) throw new Error(`job ${jobId} ended ${JSON.stringify(data.job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function setMaintenanceViaApi(baseUrl: string, adminToken: string, enabled: boolean): Promise<void> {
  const response = await request(baseUrl, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: enabled } });
  if (response.status !== 200) throw new Error(`setting maintenance failed: ${response.status} ${JSON.stringify(response.body)}`);
}
