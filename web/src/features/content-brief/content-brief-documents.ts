import { graphql } from '../../gql';

export const StartContentBriefMutation = graphql(`
  mutation StartContentBrief($input: StartContentBriefInput!) {
    startContentBrief(input: $input) {
      id
      jobId
      status
      cached
    }
  }
`);

export const ContentBriefQuery = graphql(`
  query ContentBrief($id: ID!) {
    contentBrief(id: $id) {
      id
      jobId
      status
      error
      keyword
      ...ContentBriefView_brief
    }
  }
`);

export const ContentBriefsQuery = graphql(`
  query ContentBriefs {
    contentBriefs {
      id
      jobId
      keyword
      country
      status
      createdAt
    }
  }
`);
