import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const LastRunQuery = graphql(`
  query AiVisibilityLastRun($projectId: ID!) {
    aiVisibilityRuns(projectId: $projectId, limit: 1) {
      id
      status
      createdAt
    }
  }
`);

const dateOf = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 29, 2026 (succeeded)", or "Never run". */
export function LastRunCell({ projectId }: { projectId: string }) {
  const { data } = useQuery(LastRunQuery, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const run = data?.aiVisibilityRuns[0];
  if (!data) return null;
  return run ? <span>{`${dateOf.format(new Date(run.createdAt))} (${run.status})`}</span> : <span className="text-muted-foreground">Never run</span>;
}
