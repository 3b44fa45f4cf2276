import { graphql } from '../../gql';

export const CreateCheckoutMutation = graphql(`
  mutation CreateCheckout($planId: Int!) {
    createCheckout(planId: $planId) {
      sessionId
      url
    }
  }
`);

export const ChangePlanMutation = graphql(`
  mutation ChangePlan($planId: Int!) {
    changePlan(planId: $planId) {
      id
      planId
      pendingPlanId
      subscriptionTier
    }
  }
`);

export const SandboxCheckoutQuery = graphql(`
  query SandboxCheckout($sessionId: String!) {
    sandboxCheckout(sessionId: $sessionId) {
      id
      planId
      trialDays
      completed
      expired
      provider
    }
  }
`);

export const CompleteSandboxCheckoutMutation = graphql(`
  mutation CompleteSandboxCheckout($sessionId: String!) {
    completeSandboxCheckout(sessionId: $sessionId) {
      planId
      status
    }
  }
`);
