import * as React from 'react';
import type { ApiTokenList_TokenFragment } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { useRevokeApiToken } from './use-api-tokens';

interface RevokeApiTokenDialogProps {
  /** The token to revoke; null closes the dialog. */
  token: ApiTokenList_TokenFragment | null;
  onClose(): void;
  /** Where focus goes after a revoke: the row and its button are gone. */
  focusAfterRevoke: React.RefObject<HTMLElement | null>;
}

/** Asks before revoking: scripts that use the token stop working at once. */
export function RevokeApiTokenDialog({ token, onClose, focusAfterRevoke }: RevokeApiTokenDialogProps) {
  const [revoke, { loading }] = useRevokeApiToken();
  const revoked = React.useRef(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  // Keeps the name on screen while the dialog animates closed.
  const [shown, setShown] = React.useState(token);
  if (token && token !== shown) {
    setShown(token);
    setFailure(null);
  }
  React.useEffect(() => {
    if (token) revoked.current = false;
  }, [token]);

  async function confirm() {
    if (!token) return;
    try {
      await revoke({ variables: { id: token.id } });
      revoked.current = true;
      toast({ title: 'API token revoked', description: `“${token.name}” no longer works.` });
      onClose();
    } catch (cause) {
      setFailure(errorMessage(cause, 'The token could not be revoked. Please try again.'));
    }
  }

  return (
    <Dialog open={token !== null} onOpenChange={(open) => !open && !loading && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!revoked.current || !focusAfterRevoke.current) return;
          event.preventDefault();
          focusAfterRevoke.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Revoke API token</DialogTitle>
          <DialogDescription>{`Revoke “${shown?.name ?? ''}”? Scripts that use it stop working at once. This cannot be undone.`}</DialogDescription>
        </DialogHeader>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Revoking…' : 'Revoke'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
