import { graphql } from '../../gql';

/** Whether email runs on the sandbox outbox (the embedded default), so the dashboard can offer it. */
export const DashboardEmailModeQuery = graphql(`
  query DashboardEmailMode {
    emailOutbox(limit: 1) {
      sandbox
    }
  }
`);
