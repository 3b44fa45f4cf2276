import type * as React from 'react';
import type { ApiTokenList_TokenFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { useRevokeApiToken } from './use-api-tokens';

interface RevokeApiTokenDialogProps {
  /** The token to revoke; null closes the dialog. */
  token: ApiTokenList_TokenFragment | null;
  onClose(): void;
  /** Called once the token no longer works. */
  onRevoked?(token: ApiTokenList_TokenFragment): void;
  /** Where focus goes after a revoke: the row and its button are gone. */
  focusAfterRevoke: React.RefObject<HTMLElement | null>;
}

/** Asks before revoking: scripts that use the token stop working at once. */
export function RevokeApiTokenDialog({ token, onClose, onRevoked, focusAfterRevoke }: RevokeApiTokenDialogProps) {
  const [revoke] = useRevokeApiToken();
  return (
    <ConfirmDialog
      open={token !== null}
      title="Revoke API token"
      description={`Revoke “${token?.name ?? ''}”? Scripts that use it stop working at once. This cannot be undone.`}
      confirmLabel="Revoke"
      busyLabel="Revoking…"
      failureMessage="The token could not be revoked. Please try again."
      onConfirm={async () => {
        if (!token) return;
        await revoke({ variables: { id: token.id } });
        toast({ title: 'API token revoked', description: `“${token.name}” no longer works.` });
        onRevoked?.(token);
      }}
      onClose={onClose}
      focusAfterConfirm={focusAfterRevoke}
    />
  );
}
