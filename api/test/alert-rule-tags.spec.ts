import { graphql, request } from './support/http';
import { useTrackerEngine } from './support/tracker-engine';

jest.setTimeout(120_000);

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler-${i + 1}.example.net`);
function ranked(position: number, host: string): string[] {
  const hosts = filler(10);
  hosts[position - 1] = host;
  return hosts;
}

const CREATE_RULE = `mutation($input: CreateAlertRuleInput!) { createAlertRule(input: $input) { id tag description } }`;
const NOTIFICATIONS = `{ notifications { items { ruleId keyword kind } } }`;

// Evaluation does not depend on the job engine: the in-process one is enough here.
describe('alert rules limited to a tag', () => {
  const setup = useTrackerEngine('in-process');

  it('a rule scoped to a tag fires only for keywords carrying it; a rule without one for every keyword', async () => {
    const { app, serper, token } = setup;
    serper.setRankings({ 'brand shoes': ranked(2, 'mysite.com'), 'cheap shoes': ranked(2, 'mysite.com') });
    const instanceId = await setup.createInstance({ name: 'Shoes', user_domain: 'mysite.com', user_company_name: 'Me', keywords: ['brand shoes', 'cheap shoes'], result_count: 10 });
    const tagged = await request(app.url, 'POST', `/api/instances/${instanceId}/keywords/import`, {
      token,
      body: { text: 'brand shoes,brand\ncheap shoes,generic' },
    });
    expect(tagged).toMatchObject({ status: 200, body: { updated: 2 } });

    const scoped = await graphql(app.url, CREATE_RULE, { input: { instanceId, kind: 'moved_down', threshold: 1, tag: '  brand ' } }, token);
    expect(scoped.errors).toBeUndefined();
    expect(scoped.data.createAlertRule).toMatchObject({ tag: 'brand', description: 'Moves down 1 or more places (keywords tagged brand)' });
    const everywhere = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token, body: { kind: 'moved_down', threshold: 1 } });
    expect(everywhere).toMatchObject({ status: 201, body: { tag: null, description: 'Moves down 1 or more places' } });
    const tooLong = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token, body: { kind: 'lost', tag: 'x'.repeat(51) } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: 'A tag must be at most 50 characters.' } });

    expect((await setup.finished(await setup.startRun(instanceId))).status).toBe('succeeded');
    serper.setRankings({ 'brand shoes': ranked(6, 'mysite.com'), 'cheap shoes': ranked(6, 'mysite.com') });
    expect((await setup.finished(await setup.startRun(instanceId))).status).toBe('succeeded');

    const items: { ruleId: string; keyword: string }[] = (await graphql(app.url, NOTIFICATIONS, {}, token)).data.notifications.items;
    const byRule = (ruleId: string) => items.filter((item) => item.ruleId === ruleId).map((item) => item.keyword).sort();
    expect(byRule(scoped.data.createAlertRule.id)).toEqual(['brand shoes']);
    expect(byRule(everywhere.body.id)).toEqual(['brand shoes', 'cheap shoes']);
  });
});
