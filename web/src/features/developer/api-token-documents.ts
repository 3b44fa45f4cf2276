import { graphql } from '../../gql';

export const ApiTokenListFragment = graphql(`
  fragment ApiTokenList_token on ApiToken {
    id
    name
    role
    createdAt
    lastUsedAt
  }
`);

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiAccess
    apiTokens {
      ...ApiTokenList_token
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $role: ApiTokenRole) {
    createApiToken(name: $name, role: $role) {
      secret
      token {
        ...ApiTokenList_token
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
