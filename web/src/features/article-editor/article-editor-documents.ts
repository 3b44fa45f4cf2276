import { graphql } from '../../gql';

export const ArticleEditorQuery = graphql(`
  query ArticleEditor($id: ID!) {
    article(id: $id) {
      id
      keyword
      title
      metaDescription
      body
      contentScore
      scoreTarget
      scoreHistory
      briefId
    }
  }
`);

export const ArticleDraftScoreQuery = graphql(`
  query ArticleDraftScore($id: ID!, $input: ArticleDraftScoreInput!) {
    articleScore(id: $id, input: $input) {
      target
      goal
      score {
        score
        wordCount
        parts {
          name
          points
          maxPoints
          advice
        }
        terms {
          term
          min
          max
          count
        }
      }
    }
  }
`);

export const UpdateArticleMutation = graphql(`
  mutation UpdateArticle($id: ID!, $input: UpdateArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      metaDescription
      text
      body
      wordCount
      contentScore
      scoreTarget
    }
  }
`);
