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

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
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
