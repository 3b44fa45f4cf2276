import { graphql } from '../../gql';

export const AlertRulesQuery = graphql(`
  query AlertRules($instanceId: ID!) {
    alertKinds {
      kind
      label
      needsThreshold
      subject
      defaultThreshold
      needsSearchConsole
    }
    alertRulesSearchConsoleLinked(instanceId: $instanceId)
    trackingInstance(id: $instanceId) {
      id
      searchConsoleFlagPlaces
    }
    alertRules(instanceId: $instanceId) {
      id
      kind
      threshold
      tag
      inbox
      email
      description
    }
    instanceDigest(instanceId: $instanceId)
  }
`);

/** The alert rules card's read of an instance's rules. */
export const alertRulesRead = (instanceId: string) => ({ query: AlertRulesQuery, variables: { instanceId } });
