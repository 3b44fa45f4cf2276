import { graphql } from '../../gql';

export const PlansQuery = graphql(`
  query Plans {
    plans {
      id
      name
      pricePerMonth
      description
      features
      limitations
      mostPopular
      trialDays
    }
  }
`);
