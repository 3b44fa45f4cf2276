import { graphql } from '../../gql';

export const AdminCreditUsageFragment = graphql(`
  fragment AdminCreditUsage_usage on CreditUsage {
    kind
    used
    limit
    remaining
    periodEnd
  }
`);

export const GrantCreditsMutation = graphql(`
  mutation GrantCredits($userId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {
    grantCredits(userId: $userId, kind: $kind, amount: $amount, reason: $reason) {
      ...AdminCreditUsage_usage
    }
  }
`);

export const AdvanceSandboxBillingPeriodMutation = graphql(`
  mutation AdvanceSandboxBillingPeriod($userId: ID!, $paymentFails: Boolean!) {
    advanceSandboxBillingPeriod(userId: $userId, paymentFails: $paymentFails) {
      planId
      status
      currentPeriodEnd
    }
  }
`);

/** The billing provider is one for the whole app, so the admin's own subscription names it. */
export const BillingProviderQuery = graphql(`
  query BillingProvider {
    billingSubscription {
      provider
    }
  }
`);
