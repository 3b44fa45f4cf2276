import { graphql } from '../../gql';

export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    fullName
    email
    role
    planId
    pendingPlanId
    subscriptionTier
    creditsUsed
    creditLimit
    createdAt
  }
`);

/** The session's read on start: the user, and the maintenance switch with it so the gate need not ask apart. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
    maintenance
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);
