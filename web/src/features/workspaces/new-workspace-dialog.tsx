import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { graphql } from '../../gql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { errorMessage } from '../../lib/graphql-error';

export const CreateWorkspaceMutation = graphql(`
  mutation CreateWorkspace($name: String!) {
    createWorkspace(name: $name) {
      id
      name
      role
      personal
    }
  }
`);

interface NewWorkspaceDialogProps {
  open: boolean;
  onClose(): void;
  /** After the workspace is made and switched to. */
  onCreated(): void;
}

/** Names a new workspace, makes it with the user as its owner and switches to it. */
export function NewWorkspaceDialog({ open, onClose, onCreated }: NewWorkspaceDialogProps) {
  const [name, setName] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [createWorkspace, { loading }] = useMutation(CreateWorkspaceMutation);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setFailure('Enter a name for the workspace.');
      return;
    }
    setFailure(null);
    try {
      const { data } = await createWorkspace({ variables: { name: trimmed } });
      if (!data) throw new Error('The workspace could not be created.');
      setName('');
      // Switching re-reads every screen, the header's list of workspaces with them.
      setWorkspaceId(data.createWorkspace.id);
      onCreated();
    } catch (error) {
      setFailure(errorMessage(error, 'The workspace could not be created. Please try again.'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !loading && onClose()}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>New workspace</DialogTitle>
            <DialogDescription>A place to work with others: you are its owner and can invite your team.</DialogDescription>
          </DialogHeader>
          <TextField
            id="new-workspace-name"
            label="Name"
            value={name}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            error={failure}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? 'Creating…' : 'Create workspace'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
