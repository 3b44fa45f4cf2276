import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { AlertRulesCard } from './alert-rules-card';
import { AlertRulesQuery } from './alert-rules-documents';
import { CreateAlertRuleMutation, DeleteAlertRuleMutation, SetInstanceDigestMutation } from './notification-documents';

const INSTANCE = 'i1';

// Radix's switch and select measure themselves, capture the pointer and scroll; jsdom has none of it.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const kinds = [
  { __typename: 'AlertKindInfo' as const, kind: 'entered_top', label: 'Enters the top {n}', needsThreshold: true, subject: 'tracking_instance', defaultThreshold: null, needsSearchConsole: false },
  { __typename: 'AlertKindInfo' as const, kind: 'lost', label: 'Is lost (was ranking, now not found)', needsThreshold: false, subject: 'tracking_instance', defaultThreshold: null, needsSearchConsole: false },
  // An AI visibility kind is not offered on a tracking instance.
  { __typename: 'AlertKindInfo' as const, kind: 'ai_mention_rate_fell', label: 'Your mention rate falls', needsThreshold: false, subject: 'ai_visibility_project', defaultThreshold: null, needsSearchConsole: false },
  // Offered only when the instance has a Search Console property linked.
  {
    __typename: 'AlertKindInfo' as const,
    kind: 'search_console_clicks_drop',
    label: 'Search Console clicks drop by more than {n}%',
    needsThreshold: true,
    subject: 'tracking_instance',
    defaultThreshold: 30,
    needsSearchConsole: true,
  },
  {
    __typename: 'AlertKindInfo' as const,
    kind: 'search_console_position_disagrees',
    label: 'Search Console position differs from the tracked rank by more than {n} places',
    needsThreshold: true,
    subject: 'tracking_instance',
    defaultThreshold: 5,
    needsSearchConsole: true,
  },
];
/** The instance's own "flag when more than N places apart" setting, which a disagreeing-position rule starts from. */
const FLAG_PLACES = 7;
const rule = (id: string, kind: string, threshold: number | null, description: string, email = false, tag: string | null = null) => ({
  __typename: 'AlertRule' as const,
  id,
  kind,
  threshold,
  tag,
  inbox: true,
  email,
  description,
});

/** The rules query answering whatever `rules()` holds at the time it is asked. */
function rulesMock(rules: () => ReturnType<typeof rule>[], digest: () => string = () => 'OFF', searchConsoleLinked = false): MockLink.MockedResponse {
  return {
    request: { query: AlertRulesQuery, variables: { instanceId: INSTANCE } },
    result: () => ({
      data: {
        alertKinds: kinds,
        alertRulesSearchConsoleLinked: searchConsoleLinked,
        trackingInstance: { __typename: 'TrackingInstance', id: INSTANCE, searchConsoleFlagPlaces: FLAG_PLACES },
        alertRules: rules(),
        instanceDigest: digest(),
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderCard(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AlertRulesCard instanceId={INSTANCE} tags={[{ tag: 'brand', keywords: 2 }]} />
      <Toaster />
    </MockedProvider>,
  );
}

describe('AlertRulesCard', () => {
  it('says when there are no rules, adds one with its threshold, tag and channels, and lists it', async () => {
    const user = userEvent.setup();
    let rules: ReturnType<typeof rule>[] = [];
    renderCard([
      rulesMock(() => rules),
      {
        // Answers only the rule as entered: threshold 3, keywords tagged brand, inbox and email.
        request: { query: CreateAlertRuleMutation, variables: { input: { instanceId: INSTANCE, kind: 'entered_top', threshold: 3, tag: 'brand', inbox: true, email: true } } },
        result: () => {
          rules = [rule('r1', 'entered_top', 3, 'Enters the top 3 (keywords tagged brand)', true, 'brand')];
          return { data: { createAlertRule: { __typename: 'AlertRule', id: 'r1' } } };
        },
      },
    ]);

    expect(await screen.findByText('No alert rules yet.')).toBeInTheDocument();
    const threshold = screen.getByLabelText('N');
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(screen.getByRole('combobox', { name: 'For keywords' }));
    await user.click(await screen.findByRole('option', { name: 'Tagged brand (2)' }));
    await user.click(screen.getByRole('switch', { name: 'Send by email' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    expect(await screen.findByText('Enters the top 3 (keywords tagged brand)')).toBeInTheDocument();
    expect(screen.getByText('Inbox and Email')).toBeInTheDocument();
  });

  it('a kind without a threshold asks for none; the server’s refusal is shown beside the form', async () => {
    const user = userEvent.setup();
    renderCard([
      rulesMock(() => []),
      {
        request: { query: CreateAlertRuleMutation, variables: { input: { instanceId: INSTANCE, kind: 'lost', threshold: null, tag: null, inbox: true, email: false } } },
        result: { errors: [new GraphQLError('An instance has at most 20 alert rules.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);

    await user.click(await screen.findByRole('combobox', { name: 'Alert when a keyword…' }));
    expect(screen.queryByRole('option', { name: 'Your mention rate falls' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Is lost (was ranking, now not found)' }));
    expect(screen.queryByLabelText('N')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An instance has at most 20 alert rules.'));
  });

  it('offers the Search Console kinds only with a linked property, with their default threshold and no tag', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard([rulesMock(() => [])]);
    await user.click(await screen.findByRole('combobox', { name: 'Alert when a keyword…' }));
    expect(await screen.findByRole('option', { name: 'Is lost (was ranking, now not found)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Search Console clicks drop by more than N%' })).not.toBeInTheDocument();
    unmount();

    let rules: ReturnType<typeof rule>[] = [];
    renderCard([
      rulesMock(() => rules, () => 'OFF', true),
      {
        request: { query: CreateAlertRuleMutation, variables: { input: { instanceId: INSTANCE, kind: 'search_console_clicks_drop', threshold: 30, tag: null, inbox: true, email: false } } },
        result: () => {
          rules = [rule('r1', 'search_console_clicks_drop', 30, 'Search Console clicks drop by more than 30%')];
          return { data: { createAlertRule: { __typename: 'AlertRule', id: 'r1' } } };
        },
      },
    ]);
    expect(await screen.findByText(/after each Search Console sync/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Alert when a keyword…' }));
    await user.click(await screen.findByRole('option', { name: 'Search Console clicks drop by more than N%' }));
    expect(screen.getByLabelText('N')).toHaveValue(30);
    expect(screen.queryByRole('combobox', { name: 'For keywords' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Search Console clicks drop by more than 30%')).toBeInTheDocument();
  });

  it('starts a disagreeing-position rule from the instance’s flag places, and sends what the user sets', async () => {
    const user = userEvent.setup();
    let rules: ReturnType<typeof rule>[] = [];
    const created = (threshold: number) => ({
      request: { query: CreateAlertRuleMutation, variables: { input: { instanceId: INSTANCE, kind: 'search_console_position_disagrees', threshold, tag: null, inbox: true, email: false } } },
      result: () => {
        rules = [...rules, rule(`r${threshold}`, 'search_console_position_disagrees', threshold, `Search Console position differs from the tracked rank by more than ${threshold} places`)];
        return { data: { createAlertRule: { __typename: 'AlertRule', id: `r${threshold}` } } };
      },
    });
    renderCard([rulesMock(() => rules, () => 'OFF', true), created(FLAG_PLACES), created(3)]);
    await user.click(await screen.findByRole('combobox', { name: 'Alert when a keyword…' }));
    await user.click(await screen.findByRole('option', { name: 'Search Console position differs from the tracked rank by more than N places' }));
    expect(screen.getByLabelText('N')).toHaveValue(FLAG_PLACES);
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(`Search Console position differs from the tracked rank by more than ${FLAG_PLACES} places`)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('N'));
    await user.type(screen.getByLabelText('N'), '3');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Search Console position differs from the tracked rank by more than 3 places')).toBeInTheDocument();
  });

  it('deletes a rule', async () => {
    const user = userEvent.setup();
    let rules = [rule('r1', 'lost', null, 'Is lost (was ranking, now not found)'), rule('r2', 'entered_top', 10, 'Enters the top 10')];
    renderCard([
      rulesMock(() => rules),
      {
        request: { query: DeleteAlertRuleMutation, variables: { id: 'r1' } },
        result: () => {
          rules = rules.filter((candidate) => candidate.id !== 'r1');
          return { data: { deleteAlertRule: true } };
        },
      },
    ]);

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete the rule “Is lost (was ranking, now not found)”' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Enters the top 10')).toBeInTheDocument();
  });

  it('turns the instance’s digest email on (weekly), off by default', async () => {
    const user = userEvent.setup();
    let digest = 'OFF';
    renderCard([
      rulesMock(
        () => [],
        () => digest,
      ),
      {
        request: { query: SetInstanceDigestMutation, variables: { input: { instanceId: INSTANCE, frequency: 'WEEKLY' } } },
        result: () => {
          digest = 'WEEKLY';
          return { data: { setInstanceDigest: 'WEEKLY' } };
        },
      },
    ]);

    const select = await screen.findByRole('combobox', { name: 'Digest' });
    expect(select).toHaveTextContent('Off');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Digest' })).toHaveTextContent('Weekly'));
    expect(digest).toBe('WEEKLY');
  });
});
