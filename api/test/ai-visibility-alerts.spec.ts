import { VendorError } from '../src/common/vendor-error';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery } from '../src/modules/ai-visibility/engines';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(240_000);

const PROJECTS = '/api/ai-visibility/projects';
const PROJECT = {
  name: 'Acme in AI answers',
  brand: { name: 'Acme', domains: ['acme.com'] },
  competitors: [{ name: 'Rival', domains: ['rival.io'] }, { name: 'NewCo', domains: ['newco.io'] }],
  prompts: ['best crm', 'crm for startups', 'cheap crm', 'crm with email'],
  surfaces: ['chatgpt', 'perplexity'],
  samples: 3,
};
const PLANNED = 4 * 2 * 3;
const PRICING = 'https://acme.com/pricing';

/** A vendor stand-in whose answers the test sets run by run: who is named, what is cited, which samples fail (for good). */
class ScriptedEngine implements AiAnswerEngine {
  readonly provider = 'stand-in';
  readonly source = 'LIVE' as const;
  readonly surfaces = ['chatgpt', 'perplexity'] as const;
  names = ['Acme', 'Rival'];
  urls = [PRICING];
  /** Samples of this number fail, not retryable: "not checked". */
  failingSample: number | null = null;

  answer(query: AiAnswerQuery): Promise<AiAnswer> {
    if (this.failingSample !== null && query.seed.endsWith(`:${this.failingSample}`)) return Promise.reject(new VendorError('bad_request', 'The stand-in refused this sample.', false));
    const text = this.names.length ? `${this.names.join(', then ')}.` : 'No CRM stands out.';
    const citations = this.urls.map((url) => ({ url, title: null, domain: new URL(url).hostname }));
    return Promise.resolve({ source: 'LIVE', provider: this.provider, observedVia: 'api', model: 'stand-in', present: true, text, citations, searchQueries: [], costUsd: null });
  }
}

const RULES = `query($id: ID!) { aiVisibilityAlertRules(projectId: $id) { id kind surface projectId instanceId description } }`;
const CREATE_RULE = `mutation($input: CreateAlertRuleInput!) { createAlertRule(input: $input) { id kind surface description } }`;

describe.each(ENGINES)('AI visibility alert rules: %s', (engine) => {
  let app: EngineApp;
  let smtp: SmtpCatcher;
  let receiver: WebhookReceiver;
  const stand = new ScriptedEngine();

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    receiver = await startWebhookReceiver();
    app = await startEngineApp(engine, { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    app.deps.aiAnswers = () => stand;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await receiver?.close();
  });

  it('creates rules on a project (REST and GraphQL), refusing another workspace’s project and a tracker kind', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const stranger = await createUser(app, { plan: 'pro' });
    const { id } = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: PROJECT })).body as { id: string };
    const rest = await request(app.url, 'POST', `${PROJECTS}/${id}/alert-rules`, { token: owner.token, body: { kind: 'ai-mention-rate-fell', surface: 'chatgpt', email: true } });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ projectId: id, instanceId: null, surface: 'chatgpt', kind: 'ai-mention-rate-fell', description: 'Your mention rate falls (chatgpt only)' });
    const gql = await graphql(app.url, CREATE_RULE, { input: { projectId: id, kind: 'ai_competitor_entered' } }, owner.token);
    expect(gql.errors).toBeUndefined();
    expect((await graphql(app.url, RULES, { id }, owner.token)).data.aiVisibilityAlertRules.map((rule: { kind: string }) => rule.kind)).toEqual(['ai_mention_rate_fell', 'ai_competitor_entered']);

    expect((await request(app.url, 'POST', `${PROJECTS}/${id}/alert-rules`, { token: stranger.token, body: { kind: 'ai-cited-page-lost' } })).status).toBe(404);
    expect((await request(app.url, 'GET', `${PROJECTS}/${id}/alert-rules`, { token: stranger.token })).status).toBe(404);
    const tracker = await request(app.url, 'POST', `${PROJECTS}/${id}/alert-rules`, { token: owner.token, body: { kind: 'lost' } });
    expect(tracker.status).toBe(400);
    expect(tracker.body.error).toBe('This kind of rule watches a tracking instance, not an AI visibility project.');
    const badSurface = await request(app.url, 'POST', `${PROJECTS}/${id}/alert-rules`, { token: owner.token, body: { kind: 'ai-cited-page-lost', surface: 'bing' } });
    expect(badSurface.status).toBe(400);
  });

  it('fires when a run differs significantly from the last finished one, not when it does not; a failed sample never counts as not mentioned', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const { id } = (await request(app.url, 'POST', PROJECTS, { token: owner.token, body: PROJECT })).body as { id: string };
    expect((await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: receiver.url, events: ['ai_visibility.changed'] } })).status).toBe(201);
    for (const body of [{ kind: 'ai-mention-rate-fell', email: true }, { kind: 'ai-competitor-entered' }, { kind: 'ai-cited-page-lost' }]) {
      expect((await request(app.url, 'POST', `${PROJECTS}/${id}/alert-rules`, { token: owner.token, body })).status).toBe(201);
    }
    const runOnce = async () => {
      const started = await request(app.url, 'POST', `${PROJECTS}/${id}/runs`, { token: owner.token });
      expect(started.status).toBe(202);
      expect(await jobFinished(app, started.body.jobId as string, 90_000)).toMatchObject({ status: 'succeeded' });
      return started.body.runId as string;
    };
    const alertsOf = async (runId: string) =>
      app.deps.orm.em.fork().execute<{ kind: string; keyword: string; title: string; project_id: string; instance_id: string | null }[]>(
        'select kind, keyword, title, project_id, instance_id from notifications where run_id = ? order by kind, keyword',
        [runId],
      );
    const events = async () =>
      app.deps.orm.em.fork().execute<{ data: { runId: string; alerts: { kind: string; subject: string; ruleId: string }[] } }[]>(
        `select e.data from webhook_events e join ai_visibility_projects p on p.workspace_id = e.workspace_id where p.id = ? and e.type = 'ai_visibility.changed' order by e.created_at`,
        [id],
      );

    // The first run has nothing to compare with; the second says the same.
    await runOnce();
    const same = await runOnce();
    expect(await alertsOf(same)).toEqual([]);

    // Half the samples fail and are not checked; every checked answer still names Acme: no fall.
    stand.failingSample = 2;
    const partial = await runOnce();
    const runs = (await request(app.url, 'GET', `${PROJECTS}/${id}/runs`, { token: owner.token })).body as { id: string; status: string; samplesFailed: number }[];
    expect(runs.find((run) => run.id === partial)).toMatchObject({ status: 'partial', samplesFailed: PLANNED / 3 });
    expect(await alertsOf(partial)).toEqual([]);
    expect(await events()).toEqual([]);

    // Acme gone from every answer, NewCo in all of them, acme.com/pricing cited nowhere: all three fire.
    stand.failingSample = null;
    stand.names = ['NewCo', 'Rival'];
    stand.urls = ['https://rival.io/crm'];
    const changed = await runOnce();
    const fired = await alertsOf(changed);
    expect(fired).toEqual([
      { kind: 'ai-cited-page-lost', keyword: PRICING, title: `Your page ${PRICING} is no longer cited for 8 prompts and surfaces`, project_id: id, instance_id: null },
      { kind: 'ai-competitor-entered', keyword: 'NewCo', title: expect.stringMatching(/^NewCo entered the answers: named in 24 of 24 \(0 of 16 before, p < 0\.001\)$/), project_id: id, instance_id: null },
      { kind: 'ai-mention-rate-fell', keyword: 'Acme', title: 'Acme’s mention rate fell from 100% to 0% (16 of 16 → 0 of 24 answers, p < 0.001)', project_id: id, instance_id: null },
    ]);
    const [event] = await events();
    expect(event.data.runId).toBe(changed);
    expect(event.data.alerts.map((alert) => [alert.kind, alert.subject])).toEqual([
      ['ai-mention-rate-fell', 'Acme'],
      ['ai-competitor-entered', 'NewCo'],
      ['ai-cited-page-lost', PRICING],
    ]);
    expect(event.data.alerts.every((alert) => typeof alert.ruleId === 'string')).toBe(true);

    const inbox = await graphql(app.url, '{ notifications { items { kind keyword projectId instanceId } } }', {}, owner.token);
    expect(inbox.data.notifications.items).toEqual(
      expect.arrayContaining([{ kind: 'ai_mention_rate_fell', keyword: 'Acme', projectId: id, instanceId: null }]),
    );
    // The email rule's alert is emailed, once, linking to the project.
    await waitFor(async () => smtp.messages.some((message) => message.subject === `${PROJECT.name}: Acme’s mention rate fell from 100% to 0% (16 of 16 → 0 of 24 answers, p < 0.001)`) || undefined, 60_000);
    const email = smtp.messages.find((message) => message.subject?.startsWith(`${PROJECT.name}:`))!;
    expect(email.text).toContain(`/ai-visibility/${id}`);

    // The same answers again: nothing new.
    const again = await runOnce();
    expect(await alertsOf(again)).toEqual([]);
  });
});
