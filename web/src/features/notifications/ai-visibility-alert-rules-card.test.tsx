import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { AiVisibilityAlertRulesCard } from './ai-visibility-alert-rules-card';
import { AiVisibilityAlertRulesQuery, CreateAlertRuleMutation } from './notification-documents';

const PROJECT = 'p1';

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
  { __typename: 'AlertKindInfo' as const, kind: 'lost', label: 'Is lost (was ranking, now not found)', subject: 'tracking_instance' },
  { __typename: 'AlertKindInfo' as const, kind: 'ai_mention_rate_fell', label: 'Your mention rate falls', subject: 'ai_visibility_project' },
  { __typename: 'AlertKindInfo' as const, kind: 'ai_cited_page_lost', label: 'A page of yours is no longer cited', subject: 'ai_visibility_project' },
];
const rule = (id: string, kind: string, surface: string | null, description: string) => ({ __typename: 'AlertRule' as const, id, kind, surface, inbox: true, email: false, description });

function rulesMock(rules: () => ReturnType<typeof rule>[]): MockLink.MockedResponse {
  return {
    request: { query: AiVisibilityAlertRulesQuery, variables: { projectId: PROJECT } },
    result: () => ({ data: { alertKinds: kinds, aiVisibilityAlertRules: rules() } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderCard(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AiVisibilityAlertRulesCard projectId={PROJECT} surfaces={['chatgpt', 'perplexity']} surfaceLabel={(surface) => surface.toUpperCase()} />
      <Toaster />
    </MockedProvider>,
  );
}

describe('AiVisibilityAlertRulesCard', () => {
  it('offers only the AI visibility kinds, adds a rule limited to one surface and lists it', async () => {
    const user = userEvent.setup();
    let rules: ReturnType<typeof rule>[] = [];
    renderCard([
      rulesMock(() => rules),
      {
        request: { query: CreateAlertRuleMutation, variables: { input: { projectId: PROJECT, kind: 'ai_cited_page_lost', surface: 'perplexity', inbox: true, email: false } } },
        result: () => {
          rules = [rule('r1', 'ai_cited_page_lost', 'perplexity', 'A page of yours is no longer cited (perplexity only)')];
          return { data: { createAlertRule: { __typename: 'AlertRule', id: 'r1' } } };
        },
      },
    ]);
    expect(await screen.findByText('No alert rules yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Alert when…' }));
    expect(screen.queryByRole('option', { name: 'Is lost (was ranking, now not found)' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'A page of yours is no longer cited' }));
    await user.click(screen.getByRole('combobox', { name: 'On' }));
    await user.click(await screen.findByRole('option', { name: 'PERPLEXITY' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const list = await screen.findByRole('list');
    expect(within(list).getByText('A page of yours is no longer cited (perplexity only)')).toBeInTheDocument();
  });

  it('says why the rules could not be loaded', async () => {
    renderCard([{ request: { query: AiVisibilityAlertRulesQuery, variables: { projectId: PROJECT } }, result: { errors: [new GraphQLError('AI visibility project not found.')] } }]);
    expect(await screen.findByText(/The alert rules could not be loaded\. AI visibility project not found\./)).toBeInTheDocument();
  });
});
