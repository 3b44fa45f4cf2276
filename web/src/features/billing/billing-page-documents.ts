import { graphql } from '../../gql';

export const BillingSubscriptionQuery = graphql(`
  query BillingSubscription {
    billingSubscription {
      provider
      planId
      pendingPlanId
      status
      cancelAtPeriodEnd
      currentPeriodEnd
      trialEnd
      nextInvoiceAt
      nextInvoiceAmount
      notice
    }
  }
`);

export const DismissBillingNoticeMutation = graphql(`
  mutation DismissBillingNotice {
    dismissBillingNotice {
      notice
    }
  }
`);

export const SubscriptionUpdatedSubscription = graphql(`
  subscription SubscriptionUpdated {
    subscriptionUpdated {
      planId
      status
    }
  }
`);

export const BillingCreditUsageQuery = graphql(`
  query BillingCreditUsage {
    creditUsage {
      kind
      used
      limit
      remaining
      periodStart
      periodEnd
    }
  }
`);

export const BillingInvoicesQuery = graphql(`
  query BillingInvoices {
    billingInvoices {
      id
      number
      createdAt
      amount
      currency
      status
      url
    }
  }
`);

export const SandboxInvoiceQuery = graphql(`
  query SandboxInvoice($id: ID!) {
    sandboxInvoice(id: $id) {
      id
      number
      createdAt
      amount
      currency
      status
      planId
      periodStart
      periodEnd
      provider
    }
  }
`);
