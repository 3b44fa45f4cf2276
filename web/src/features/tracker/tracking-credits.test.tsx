import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { TrackingCreditsLeft, TrackingCreditsQuery } from './tracking-credits';

const usage = (kind: string, limit: number | null, remaining: number | null) => ({ __typename: 'CreditUsage', kind, used: 0, limit, remaining, periodEnd: '2026-12-01T00:00:00.000Z' });

function creditsAre(tracking: ReturnType<typeof usage>): MockLink.MockedResponse {
  return { request: { query: TrackingCreditsQuery }, result: { data: { creditUsage: [usage('KEYWORD_SEARCHES', 100, 3), tracking, usage('ARTICLES', 5, 5)] } } };
}

function renderCredits(mock: MockLink.MockedResponse, needed?: number, neededFor?: string) {
  return render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter>
        <TrackingCreditsLeft needed={needed} neededFor={neededFor} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('tracking credits line', () => {
  it('says how many tracking credits are left and what a run needs, with no upgrade link when they suffice', async () => {
    renderCredits(creditsAre(usage('TRACKING', 5000, 1234)), 40);
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toHaveTextContent('1,234 tracking credits left this period · a run needs 40'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the pricing page when too few are left for a run', async () => {
    renderCredits(creditsAre(usage('TRACKING', 500, 12)), 40, 'your largest instance');
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toHaveTextContent('12 tracking credits left this period · your largest instance needs 40'));
    expect(screen.getByRole('link', { name: 'Upgrade for more credits' })).toHaveAttribute('href', '/pricing');
  });

  it('says unlimited for a plan without a limit, and stays quiet about runs when none is in view', async () => {
    renderCredits(creditsAre(usage('TRACKING', null, null)));
    await waitFor(() => expect(screen.getByTestId('tracking-credits')).toHaveTextContent(/^Unlimited tracking credits this period$/));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
