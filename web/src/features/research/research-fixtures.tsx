// Server-shaped answers and a render helper for the research screens' component tests.
import type * as React from 'react';
import { type BoundFunctions, type queries, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import { buildSessionUser } from '../../lib/testing/session-user';
import { CreditUsageQuery } from '../credits/use-credits-left';
import { MeQuery } from '../session/session-documents';
import { AuthProvider, type SessionUser } from '../session/session-provider';
import { DataProvidersQuery } from './research-page';
import { PlanToolsQuery } from './tool-access';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

export const FREE_USER = buildSessionUser({ planId: 1 });
export const PRO_USER = buildSessionUser({ planId: 2, subscriptionTier: 'pro' });
export const AGENCY_USER = buildSessionUser({ planId: 3, subscriptionTier: 'agency' });

/** The user's keyword searches this month; `once` answers only the first read, for a count that changes. */
export function keywordSearchesMock(remaining: number, { limit = 100, once = false } = {}): MockLink.MockedResponse {
  return {
    request: { query: CreditUsageQuery },
    result: {
      data: {
        creditUsage: [
          { __typename: 'CreditUsage', kind: 'KEYWORD_SEARCHES', used: limit - remaining, limit, remaining, periodEnd: '2026-12-01T00:00:00.000Z' },
        ],
      },
    },
    ...(once ? {} : always),
  };
}

/** Spec §8's message once the keyword searches are used up. */
export const OUT_OF_SEARCHES = 'Insufficient keyword credits. Please purchase more credits.';

/** The server's refusal of a search past the plan's allowance. */
export const outOfSearches = { errors: [new GraphQLError('Insufficient keyword credits', { extensions: { code: 'INSUFFICIENT_CREDITS' } })] };

/** The count says one search is left, then, re-read, none: another tab spent the last one first. */
export const lastSearchSpentElsewhere = () => [keywordSearchesMock(1, { once: true }), keywordSearchesMock(0)];

/**
 * After a refusal for want of searches: the spec's message with the way to more next to the
 * button, which is disabled saying why, and the refusal said nowhere else (no failure toast).
 */
export async function expectRefusedForSearches(scope: BoundFunctions<typeof queries> = screen) {
  const notice = await scope.findByTestId('out-of-credits');
  expect(notice).toHaveTextContent(OUT_OF_SEARCHES);
  expect(within(notice).getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');
  const button = await scope.findByRole('button', { name: 'No keyword searches left' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(expect.stringContaining(OUT_OF_SEARCHES));
  // Neither the server's words nor the spec's, in a failure toast or anywhere else.
  expect(screen.getAllByText(/Insufficient keyword credits/).filter((element) => !element.closest('[data-testid="out-of-credits"]'))).toEqual([]);
}

/**
 * The queries every research screen makes, answered as the sandbox server would; `credits` replaces
 * the default count of 88 of 100 keyword searches left.
 */
export function researchBaseMocks(user: SessionUser, credits: MockLink.MockedResponse[] = [keywordSearchesMock(88)]): MockLink.MockedResponse[] {
  return [
    { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } }, ...always },
    {
      request: { query: DataProvidersQuery },
      result: {
        data: {
          researchProvider: { __typename: 'ResearchProvider', name: 'sandbox', source: 'SANDBOX' },
          serpProvider: { __typename: 'SerpProviderInfo', name: 'sandbox', source: 'SANDBOX' },
        },
      },
      ...always,
    },
    ...credits,
  ];
}

/** The plans the server sells, with the tools each includes. */
export const planToolsMock: MockLink.MockedResponse = {
  request: { query: PlanToolsQuery },
  result: {
    data: {
      plans: [
        {
          __typename: 'Plan',
          id: 1,
          name: 'Free',
          limits: { __typename: 'PlanLimits', backlinks: false, competitorAnalysis: false, tracking: false, reports: false, brandKit: false, scheduledReports: false, webhooks: false },
        },
        {
          __typename: 'Plan',
          id: 2,
          name: 'Pro',
          limits: { __typename: 'PlanLimits', backlinks: true, competitorAnalysis: true, tracking: true, reports: true, brandKit: false, scheduledReports: false, webhooks: false },
        },
        {
          __typename: 'Plan',
          id: 3,
          name: 'Agency',
          limits: { __typename: 'PlanLimits', backlinks: true, competitorAnalysis: true, tracking: true, reports: true, brandKit: true, scheduledReports: true, webhooks: true },
        },
      ],
    },
  },
  ...always,
};

export function renderResearch(
  ui: React.ReactNode,
  mocks: MockLink.MockedResponse[],
  user: SessionUser = PRO_USER,
  path = '/',
  credits?: MockLink.MockedResponse[],
) {
  localStorage.setItem('token', 'test-token');
  return render(
    <MockedProvider mocks={[...researchBaseMocks(user, credits), ...mocks]}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

export function serpResult(position: number, domain: string) {
  return {
    __typename: 'SerpResult',
    position,
    title: `Result ${position} on ${domain}`,
    snippet: `Snippet ${position}`,
    link: `https://${domain}/page-${position}`,
    domain,
    date: null,
  };
}
