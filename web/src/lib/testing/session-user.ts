import type { SessionUser } from '../../features/session/session-provider';

/** A session user for component tests; override only what the test is about. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    __typename: 'User',
    id: '1',
    fullName: 'Uma User',
    email: 'uma@example.com',
    role: 'user',
    planId: 1,
    pendingPlanId: null,
    subscriptionTier: 'free',
    creditsUsed: 0,
    creditLimit: 100,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as SessionUser;
}
