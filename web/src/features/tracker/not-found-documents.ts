import { graphql } from '../../gql';

/** Searches without a result shown at first and added by each "Show more" (the first page is read with the screen). */
export const NOT_FOUND_PAGE_SIZE = 20;

/** A further page of the latest run's searches without a result. */
export const NotFoundPageQuery = graphql(`
  query NotFoundPage($instanceId: ID!, $offset: Int!, $limit: Int!) {
    trackerReport(instanceId: $instanceId) {
      instanceId
      notFoundPage(offset: $offset, limit: $limit) {
        ...NotFoundTable_page
      }
    }
  }
`);
