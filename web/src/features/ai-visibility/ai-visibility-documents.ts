import { graphql } from '../../gql';

export const AiVisibilityProjectsQuery = graphql(`
  query AiVisibilityProjects {
    aiVisibilityProjects {
      id
      name
      clientId
      surfaces
      createdAt
      brand {
        name
      }
    }
  }
`);

export const AiVisibilityProjectQuery = graphql(`
  query AiVisibilityProject($id: ID!) {
    aiVisibilityProject(id: $id) {
      id
      name
      clientId
      surfaces
      samples
      country
      language
      brand {
        name
        aliases
        domains
      }
      competitors {
        name
        aliases
        domains
      }
      prompts {
        text
        tags
      }
      schedule {
        frequency
        weekday
        hour
        timeZone
      }
      nextRunAt
    }
    aiVisibilityRuns(projectId: $id, limit: 60) {
      id
      jobId
      status
      source
      createdAt
      samplesPlanned
      samplesChecked
      samplesFailed
      vendorCalls
      error
      answersKept
    }
  }
`);

export const AiVisibilityRunCostQuery = graphql(`
  query AiVisibilityRunCost($projectId: ID!) {
    aiVisibilityRunCost(projectId: $projectId) {
      samples
      fromTrackerPages
      creditsLeft
      short
    }
  }
`);

export const AiVisibilitySummaryQuery = graphql(`
  query AiVisibilitySummary($projectId: ID!, $runId: ID, $surface: String, $prompt: String, $tag: String) {
    aiVisibilitySummary(projectId: $projectId, runId: $runId, surface: $surface, prompt: $prompt, tag: $tag) {
      runId
      surface
      source
      checked
      answersKept
      notice
      brands {
        name
        shareOfVoice
        averagePosition
        mentionRate {
          value
          low
          high
          n
        }
        citationRate {
          value
          low
          high
          n
        }
        mentionChange {
          changed
          pValue
          previousValue
        }
      }
      topDomains {
        key
        brand
        answers
      }
      opportunities {
        domain
        answers
      }
    }
  }
`);

export const AiVisibilityAnswersQuery = graphql(`
  query AiVisibilityAnswers($projectId: ID!, $runId: ID, $prompt: String, $surface: String, $limit: Int) {
    aiVisibilityAnswers(projectId: $projectId, runId: $runId, prompt: $prompt, surface: $surface, limit: $limit) {
      runId
      prompt
      surface
      sample
      status
      present
      text
      error
      source
      model
      observedVia
      observedFrom
      mentions {
        brand
        position
      }
      citations {
        url
        domain
        title
      }
    }
  }
`);

export const CreateAiVisibilityProjectMutation = graphql(`
  mutation CreateAiVisibilityProject($input: AiVisibilityProjectInput!) {
    createAiVisibilityProject(input: $input) {
      id
      name
    }
  }
`);

export const UpdateAiVisibilityProjectMutation = graphql(`
  mutation UpdateAiVisibilityProject($id: ID!, $input: AiVisibilityProjectInput!) {
    updateAiVisibilityProject(id: $id, input: $input) {
      project {
        id
        name
        surfaces
        samples
        country
        language
        brand {
          name
          aliases
          domains
        }
        competitors {
          name
          aliases
          domains
        }
        prompts {
          text
          tags
        }
        schedule {
          frequency
          weekday
          hour
          timeZone
        }
        nextRunAt
      }
      reextractionJobId
    }
  }
`);

export const AddAiVisibilityCompetitorMutation = graphql(`
  mutation AddAiVisibilityCompetitor($projectId: ID!, $input: AiBrandInput!) {
    addAiVisibilityCompetitor(projectId: $projectId, input: $input) {
      project {
        id
        competitors {
          name
          aliases
          domains
        }
      }
      reextractionJobId
    }
  }
`);

export const DeleteAiVisibilityProjectMutation = graphql(`
  mutation DeleteAiVisibilityProject($id: ID!) {
    deleteAiVisibilityProject(id: $id)
  }
`);

export const StartAiVisibilityRunMutation = graphql(`
  mutation StartAiVisibilityRun($projectId: ID!) {
    startAiVisibilityRun(projectId: $projectId) {
      runId
      jobId
    }
  }
`);
