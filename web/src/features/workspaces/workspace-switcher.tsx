import * as React from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Check, ChevronsUpDown, Plus, Users } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { getFragmentData, graphql } from '../../gql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { currentWorkspaceOf, useCurrentWorkspaceId, workspaceIdToRemember } from './use-current-workspace';
import { ROLE_LABELS } from './workspace-roles';

// The dialog (and its form parts) loads when asked for, not with every signed-in page's header.
const NewWorkspaceDialog = React.lazy(() => import('./new-workspace-dialog').then((module) => ({ default: module.NewWorkspaceDialog })));

/** The user's workspaces, read with the header's one query (SiteHeader). */
export const WorkspaceSwitcherFragment = graphql(`
  fragment WorkspaceSwitcher_query on Query {
    workspaces {
      id
      name
      role
      personal
    }
  }
`);

export const WorkspaceSwitcherQuery = graphql(`
  query WorkspaceSwitcher {
    ...WorkspaceSwitcher_query
  }
`);

/** The current workspace's name; its menu switches workspace, makes a new one and leads to the members. */
export function WorkspaceSwitcher() {
  // Found in the cache, where the header's query put it.
  const { data } = useQuery(WorkspaceSwitcherQuery, { fetchPolicy: 'cache-first' });
  const workspaces = getFragmentData(WorkspaceSwitcherFragment, data)?.workspaces ?? [];
  const currentId = useCurrentWorkspaceId();
  const current = currentWorkspaceOf(workspaces, currentId);
  const [creating, setCreating] = React.useState(false);
  const navigate = useNavigate();
  if (!current) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={`Workspace: ${current.name}. Switch workspace`}
          className="inline-flex h-9 max-w-[9rem] items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-[14rem]"
        >
          <span className="truncate">{current.name}</span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((workspace) => {
            const selected = workspace.id === current.id;
            return (
              <DropdownMenuItem
                key={workspace.id}
                aria-current={selected ? 'true' : undefined}
                onSelect={() => setWorkspaceId(workspaceIdToRemember(workspace))}
              >
                <Check className={selected ? 'size-4' : 'size-4 invisible'} aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
                <span className="text-xs text-muted-foreground">{ROLE_LABELS[workspace.role]}</span>
              </DropdownMenuItem>
            );
          })}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New workspace…
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/workspace">
              <Users aria-hidden="true" />
              Members
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {creating ? (
        <React.Suspense fallback={null}>
          <NewWorkspaceDialog
            open
            onClose={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              void navigate('/workspace');
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
