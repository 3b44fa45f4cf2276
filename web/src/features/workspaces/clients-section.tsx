import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Building2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/text-field';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { CreditKind } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { BUDGETED_KINDS, type BudgetDraft, budgetsFromDraft } from './client-budgets';

export const ClientsSectionFragment = graphql(`
  fragment ClientsSection_query on Query {
    workspaceClients(workspaceId: $workspaceId) {
      id
      name
      budgets {
        kind
        credits
        used
      }
    }
  }
`);

export const CreateClientMutation = graphql(`
  mutation CreateWorkspaceClient($workspaceId: ID!, $name: String!, $budgets: [ClientBudgetInput!]) {
    createWorkspaceClient(workspaceId: $workspaceId, name: $name, budgets: $budgets) {
      id
    }
  }
`);

const UpdateClientMutation = graphql(`
  mutation UpdateWorkspaceClient($workspaceId: ID!, $clientId: ID!, $name: String, $budgets: [ClientBudgetInput!]) {
    updateWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId, name: $name, budgets: $budgets) {
      id
    }
  }
`);

const DeleteClientMutation = graphql(`
  mutation DeleteWorkspaceClient($workspaceId: ID!, $clientId: ID!) {
    deleteWorkspaceClient(workspaceId: $workspaceId, clientId: $clientId)
  }
`);

interface Client {
  id: string;
  name: string;
  budgets: { kind: CreditKind; credits: number; used: number }[];
}

interface ClientsSectionProps {
  query: FragmentType<typeof ClientsSectionFragment>;
  workspaceId: string;
  /** Owners and admins add, rename, budget and delete; everyone else reads. */
  manages: boolean;
  /** Re-reads the page after a change. */
  onChanged(): Promise<unknown>;
}

/** The workspace's clients with their monthly budgets and what this month used of them. */
export function ClientsSection({ query, workspaceId, manages, onChanged }: ClientsSectionProps) {
  const clients = getFragmentData(ClientsSectionFragment, query).workspaceClients;
  const [editing, setEditing] = React.useState<string | null>(null);
  const [deleting, setDeleting] = React.useState<Client | null>(null);
  const [remove] = useMutation(DeleteClientMutation);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          Clients
        </CardTitle>
        <CardDescription>Group tracking instances, reports and briefs under a client; its client viewers see only those, and its budgets cap what they spend each month.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {clients.length === 0 ? <p className="text-sm text-muted-foreground">No clients yet.</p> : null}
        <ul className="grid gap-3" aria-label="Clients">
          {clients.map((client) => (
            <li key={client.id} className="grid gap-2 rounded-md border p-3">
              {editing === client.id ? (
                <ClientForm
                  workspaceId={workspaceId}
                  client={client}
                  onDone={async () => {
                    setEditing(null);
                    await onChanged();
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{client.name}</p>
                    <p className="text-sm text-muted-foreground">{budgetSummary(client)}</p>
                  </div>
                  {manages ? (
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(client.id)} aria-label={`Edit ${client.name}`}>
                        Edit
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setDeleting(client)} aria-label={`Delete ${client.name}`}>
                        Delete
                      </Button>
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
        {manages ? <ClientForm workspaceId={workspaceId} onDone={onChanged} /> : null}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="Its tracking instances, reports and briefs stay, ungrouped; its client viewers lose access at once."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The client was not deleted. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ variables: { workspaceId, clientId: deleting.id } });
          await onChanged();
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

function budgetSummary(client: Client): string {
  if (client.budgets.length === 0) return 'No budget';
  return client.budgets
    .map(({ kind, credits, used }) => `${BUDGETED_KINDS.find((entry) => entry.kind === kind)?.label ?? kind}: ${used} of ${credits} used`)
    .join(' · ');
}

interface ClientFormProps {
  workspaceId: string;
  /** Edits this client; a new client when left out. */
  client?: Client;
  onDone(): Promise<unknown>;
  onCancel?(): void;
}

/** Adds a client, or renames one and sets its budgets (an empty budget is no cap). */
function ClientForm({ workspaceId, client, onDone, onCancel }: ClientFormProps) {
  const prefix = client ? `client-${client.id}` : 'new-client';
  const [name, setName] = React.useState(client?.name ?? '');
  const [draft, setDraft] = React.useState<BudgetDraft>(() => Object.fromEntries((client?.budgets ?? []).map(({ kind, credits }) => [kind, String(credits)])));
  const [failure, setFailure] = React.useState<string | null>(null);
  const [create, created] = useMutation(CreateClientMutation);
  const [update, updated] = useMutation(UpdateClientMutation);
  const busy = created.loading || updated.loading;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setFailure('Name is required.');
    const parsed = budgetsFromDraft(draft);
    if ('error' in parsed) return setFailure(parsed.error);
    setFailure(null);
    // Budgets of kinds this form does not show are kept.
    const kept = (client?.budgets ?? []).filter(({ kind }) => !BUDGETED_KINDS.some((entry) => entry.kind === kind)).map(({ kind, credits }) => ({ kind, credits }));
    const budgets = [...kept, ...parsed.budgets];
    try {
      if (client) await update({ variables: { workspaceId, clientId: client.id, name: name.trim(), budgets } });
      else await create({ variables: { workspaceId, name: name.trim(), budgets } });
      if (!client) {
        setName('');
        setDraft({});
      }
      await onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'The client was not saved. Please try again.'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-start" aria-label={client ? `Edit ${client.name}` : 'Add a client'}>
      <TextField id={`${prefix}-name`} label={client ? 'Name' : 'New client'} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} error={failure} />
      {BUDGETED_KINDS.map(({ kind, label }) => (
        <TextField
          key={kind}
          id={`${prefix}-${kind.toLowerCase()}`}
          label={label}
          inputMode="numeric"
          placeholder="No cap"
          value={draft[kind] ?? ''}
          onChange={(event) => setDraft((current) => ({ ...current, [kind]: event.target.value }))}
        />
      ))}
      <div className="flex gap-2 sm:mt-[1.375rem]">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : client ? 'Save' : 'Add client'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
