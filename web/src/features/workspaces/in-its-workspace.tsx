import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '../../components/ui/spinner';
import { graphql } from '../../gql';
import type { RecordKind } from '../../gql/graphql';
import { errorCode } from '../../lib/graphql-error';
import { setWorkspaceId } from '../../lib/current-workspace';
import { useCurrentWorkspaceId, workspaceIdToRemember } from './use-current-workspace';

export const RecordWorkspaceQuery = graphql(`
  query RecordWorkspace($kind: RecordKind!, $id: ID!) {
    recordWorkspace(kind: $kind, id: $id) {
      id
      name
      personal
    }
  }
`);

interface InItsWorkspaceProps {
  kind: RecordKind;
  id: string;
  /** The record page's load error; only "not found" is looked into. */
  error: unknown;
  /** What the page shows for its error when the record is in none of the user's other workspaces. */
  children: React.ReactNode;
}

/**
 * A record's page answered "not found" in the current workspace: when the record is in another workspace of the
 * user's (a teammate's link, an email's), the app switches there and the page reads it again; otherwise the page's
 * own error shows.
 */
export function InItsWorkspace({ kind, id, error, children }: InItsWorkspaceProps) {
  const notFound = errorCode(error) === 'NOT_FOUND';
  const { data, loading } = useQuery(RecordWorkspaceQuery, { variables: { kind, id }, skip: !notFound, fetchPolicy: 'network-only' });
  const currentId = useCurrentWorkspaceId();
  const found = data?.recordWorkspace;
  const elsewhere = found && workspaceIdToRemember(found) !== currentId ? found : null;
  // The switch, and the error it was made on: until the page has read the record again in its workspace, it is on its way.
  const [switched, setSwitched] = React.useState<{ name: string; on: unknown } | null>(null);
  if (elsewhere && switched?.on !== error) setSwitched({ name: elsewhere.name, on: error });

  React.useEffect(() => {
    if (elsewhere) setWorkspaceId(workspaceIdToRemember(elsewhere));
  }, [elsewhere]);

  const opening = elsewhere?.name ?? (switched && switched.on === error ? switched.name : null);
  if (notFound && (loading || opening)) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
        <Spinner label={opening ? `Opening in ${opening}` : 'Looking for this record in your workspaces'} />
        {opening ? `Opening in the workspace “${opening}”…` : 'Loading…'}
      </div>
    );
  }
  return <>{children}</>;
}
