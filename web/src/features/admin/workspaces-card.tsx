import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Building2, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { getFragmentData, graphql } from '../../gql';
import type { AdminWorkspacesCard_WorkspaceFragment } from '../../gql/graphql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { LoadFailed } from '../../components/load-failed';
import { CREDIT_TEXTS } from '../credits/credit-texts';

const AdminWorkspaceFragment = graphql(`
  fragment AdminWorkspacesCard_workspace on AdminWorkspace {
    id
    name
    personal
    ownerEmail
    planName
    members {
      total
      owners
      admins
      members
      clients
    }
    usage {
      kind
      used
    }
  }
`);

export const AdminWorkspacesQuery = graphql(`
  query AdminWorkspaces($search: String, $page: Int) {
    adminWorkspaces(search: $search, page: $page) {
      total
      page
      pageSize
      items {
        ...AdminWorkspacesCard_workspace
      }
    }
  }
`);

/** Typing settles this long before the list is searched again. */
const SEARCH_SETTLE_MS = 300;

/** Admin: every workspace with its owner, plan, members and this period's credits, searched and paged by the server. */
export function WorkspacesCard() {
  const [typed, setTyped] = React.useState('');
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  React.useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminWorkspacesQuery, {
    variables: { search: search || null, page },
    notifyOnNetworkStatusChange: true,
  });
  // The last page stays on screen while the next one loads.
  const shown = (data ?? previousData)?.adminWorkspaces;
  const workspaces = getFragmentData(AdminWorkspaceFragment, shown?.items) ?? [];
  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Building2 className="size-5 text-primary" aria-hidden="true" />
            Workspaces
          </CardTitle>
          <CardDescription>Every workspace with its owner, plan, members and the credits it used this period.</CardDescription>
        </div>
        <label className="relative w-full sm:w-72">
          <span className="sr-only">Search workspaces</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Name or owner email" className="pl-9" />
        </label>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!shown && loading ? (
          <div className="flex items-center justify-center gap-3 py-10 text-sm text-muted-foreground">
            <Spinner label="Loading workspaces" />
            Loading workspaces…
          </div>
        ) : !shown && error ? (
          <LoadFailed onRetry={() => void refetch()} className="py-10">
            The workspace list could not be loaded.
          </LoadFailed>
        ) : workspaces.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-10 text-center">
            <Building2 className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{search ? 'No workspace matches this search' : 'No workspaces yet'}</p>
          </div>
        ) : (
          <>
            <Table aria-label="Workspaces">
              <TableHeader>
                <TableRow>
                  <TableHead>Workspace</TableHead>
                  <TableHead>Owner</TableHead>
                  <TableHead>Plan</TableHead>
                  <TableHead>Members</TableHead>
                  <TableHead>Credits used this period</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {workspaces.map((workspace) => (
                  <WorkspaceRow key={workspace.id} workspace={workspace} />
                ))}
              </TableBody>
            </Table>
            <nav className="flex items-center justify-between gap-3 text-sm text-muted-foreground" aria-label="Workspace pages">
              <span>
                Page {shown?.page ?? page} of {pages} · {shown?.total ?? 0} workspaces
              </span>
              <span className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1 || loading}>
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button variant="outline" size="sm" onClick={() => setPage((current) => current + 1)} disabled={page >= pages || loading}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </span>
            </nav>
          </>
        )}
        {shown && error ? <p role="alert" className="text-sm text-destructive">The workspace list could not be refreshed.</p> : null}
      </CardContent>
    </Card>
  );
}

function WorkspaceRow({ workspace }: { workspace: AdminWorkspacesCard_WorkspaceFragment }) {
  const { members } = workspace;
  const byRole = [
    [members.owners, 'owner'],
    [members.admins, 'admin'],
    [members.members, 'member'],
    [members.clients, 'client'],
  ] as const;
  const used = workspace.usage.filter((credits) => credits.used > 0);
  return (
    <TableRow data-testid="workspace-row">
      <TableCell className="font-medium">
        <span className="flex items-center gap-2">
          {workspace.name}
          {workspace.personal ? <Badge variant="secondary">Personal</Badge> : null}
        </span>
      </TableCell>
      <TableCell className="max-w-[16rem] truncate" title={workspace.ownerEmail ?? undefined}>
        {workspace.ownerEmail ?? '—'}
      </TableCell>
      <TableCell>{workspace.planName ?? '—'}</TableCell>
      <TableCell>
        <span className="whitespace-nowrap">{members.total}</span>{' '}
        <span className="text-muted-foreground">
          ({byRole.flatMap(([count, role]) => (count > 0 ? [`${count} ${role}${count === 1 ? '' : 's'}`] : [])).join(', ')})
        </span>
      </TableCell>
      <TableCell>
        {used.length === 0 ? (
          <span className="text-muted-foreground">None</span>
        ) : (
          <ul className="grid gap-0.5">
            {used.map((credits) => (
              <li key={credits.kind}>
                {credits.used.toLocaleString('en-US')} {credits.used === 1 ? CREDIT_TEXTS[credits.kind].singular : CREDIT_TEXTS[credits.kind].noun}
              </li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}
