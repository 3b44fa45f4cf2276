import { useQuery } from '@apollo/client/react';
import { SelectField } from '../../components/ui/select-field';
import { getFragmentData, graphql } from '../../gql';
import { currentWorkspaceOf, useCurrentWorkspaceId } from './use-current-workspace';
import { WorkspaceSwitcherFragment, WorkspaceSwitcherQuery } from './workspace-switcher';

export const ClientChoicesQuery = graphql(`
  query ClientChoices($workspaceId: ID!) {
    workspaceClients(workspaceId: $workspaceId) {
      id
      name
    }
  }
`);

export interface ClientChoice {
  id: string;
  name: string;
}

/** The current workspace's clients; none while they load or when they cannot be read. */
export function useClientChoices(): readonly ClientChoice[] {
  // Found in the cache, where the header's query put it; it names the personal workspace's id too.
  const { data } = useQuery(WorkspaceSwitcherQuery, { fetchPolicy: 'cache-first' });
  const workspaces = getFragmentData(WorkspaceSwitcherFragment, data)?.workspaces ?? [];
  const workspace = currentWorkspaceOf(workspaces, useCurrentWorkspaceId());
  const clients = useQuery(ClientChoicesQuery, { variables: { workspaceId: workspace?.id ?? '' }, skip: !workspace, fetchPolicy: 'cache-and-network' });
  return clients.data?.workspaceClients ?? [];
}

/**
 * What a create or edit sends for the chosen client: nothing when it stays as it was (the api keeps
 * a client left out), so a form saved before the clients load never ungroups its record.
 */
export function clientIdChange(before: string | null, after: string | null): { clientId?: string | null } {
  return before === after ? {} : { clientId: after };
}

interface ClientSelectProps {
  id: string;
  /** The chosen client's id; null: no client. */
  value: string | null;
  clients: readonly ClientChoice[];
  onChange(clientId: string | null): void;
  /** Lays the field out in its form's grid. */
  className?: string;
}

/** The client to group a project under; shown only in a workspace that has clients. */
export function ClientSelect({ id, value, clients, onChange, className }: ClientSelectProps) {
  if (clients.length === 0) return null;
  return (
    <div className={className}>
      <SelectField
        id={id}
        label="Client"
        value={value ?? ''}
        anyLabel="No client"
        options={clients.map((client) => ({ value: client.id, label: client.name }))}
        onValueChange={(next) => onChange(next || null)}
      />
    </div>
  );
}
