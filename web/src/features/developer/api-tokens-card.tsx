import * as React from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { KeyRound, Lock } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../gql';
import type { ApiTokenList_TokenFragment } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/graphql-error';
import { ApiTokenListFragment, ApiTokensQuery } from './api-token-documents';
import { CreateApiTokenForm } from './create-api-token-form';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';
import { LoadFailed } from '../../components/load-failed';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

interface ApiTokensCardProps {
  /** A token was created; its secret is shown once. */
  onCreated?(token: { id: string; name: string; secret: string }): void;
  onRevoked?(id: string): void;
}

/** Personal API tokens: create (Agency plan and admins), list with last use, revoke. */
export function ApiTokensCard({ onCreated, onRevoked }: ApiTokensCardProps) {
  const { data, loading, error, refetch } = useQuery(ApiTokensQuery, { notifyOnNetworkStatusChange: true });
  const titleRef = React.useRef<HTMLHeadingElement>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          API tokens
        </CardTitle>
        <CardDescription>A personal token acts as you on the GraphQL API and REST. Revoke it when a script no longer needs it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!data && loading ? (
          <div className="flex items-center justify-center gap-3 py-8 text-sm text-muted-foreground">
            <Spinner label="Loading API tokens" />
            Loading API tokens…
          </div>
        ) : !data ? (
          <LoadFailed onRetry={refetch}>{`Your API tokens could not be loaded. ${errorMessage(error, '')}`.trim()}</LoadFailed>
        ) : (
          <>
            {data.apiAccess ? <CreateApiTokenForm onCreated={onCreated} /> : <NoApiAccess />}
            <ApiTokenList tokens={data.apiTokens} focusAfterRevoke={titleRef} onRevoked={onRevoked} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function NoApiAccess() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        API access comes with the Agency plan. Upgrade to create personal API tokens.
      </p>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
        <Link to="/pricing">See plans</Link>
      </Button>
    </div>
  );
}

interface ApiTokenListProps {
  tokens: readonly FragmentType<typeof ApiTokenListFragment>[];
  focusAfterRevoke: React.RefObject<HTMLElement | null>;
  onRevoked?(id: string): void;
}

function ApiTokenList({ tokens: tokenRefs, focusAfterRevoke, onRevoked }: ApiTokenListProps) {
  const tokens = getFragmentData(ApiTokenListFragment, tokenRefs);
  const [revoking, setRevoking] = React.useState<ApiTokenList_TokenFragment | null>(null);

  if (tokens.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No API tokens yet.</p>;
  }

  return (
    <>
      <Table aria-label="API tokens">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Last used</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id} data-testid="api-token-row">
              <TableCell className="max-w-[12rem] truncate font-medium" title={token.name}>
                {token.name}
                {token.role === 'read' ? <span className="ml-2 rounded border px-1.5 py-0.5 text-xs font-normal text-muted-foreground">read only</span> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={token.createdAt}>{formatDate(token.createdAt)}</time>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{formatDate(token.lastUsedAt)}</time> : 'Never'}
              </TableCell>
              <TableCell className="text-right">
                <Button variant="outline" size="sm" onClick={() => setRevoking(token)} aria-label={`Revoke ${token.name}`}>
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RevokeApiTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(token) => onRevoked?.(token.id)}
        focusAfterRevoke={focusAfterRevoke}
      />
    </>
  );
}
