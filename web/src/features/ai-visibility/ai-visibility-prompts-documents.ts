import { graphql } from '../../gql';

export const PreviewAiVisibilityPromptImportQuery = graphql(`
  query PreviewAiVisibilityPromptImport($projectId: ID, $text: String!) {
    previewAiVisibilityPromptImport(projectId: $projectId, text: $text) {
      added
      duplicates
      invalid
      promptsAfter
      promptLimit
      problem
      sampleLines
      lines {
        line
        prompt
        tags
        status
        message
      }
      prompts {
        text
        tags
      }
    }
  }
`);

export const ImportAiVisibilityPromptsMutation = graphql(`
  mutation ImportAiVisibilityPrompts($projectId: ID!, $text: String!) {
    importAiVisibilityPrompts(projectId: $projectId, text: $text) {
      added
      skipped
      prompts
    }
  }
`);

/** The tracking instances whose keywords the writer may turn into prompts. */
export const PromptSuggestionInstancesQuery = graphql(`
  query PromptSuggestionInstances {
    trackingInstances {
      id
      name
    }
  }
`);

export const SuggestAiVisibilityPromptsMutation = graphql(`
  mutation SuggestAiVisibilityPrompts($projectId: ID!, $instanceId: ID!, $count: Int) {
    suggestAiVisibilityPrompts(projectId: $projectId, instanceId: $instanceId, count: $count) {
      source
      writer
      keywords
      suggestions {
        text
        keyword
      }
    }
  }
`);
