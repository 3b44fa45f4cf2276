import * as React from 'react';
import { errorMessage } from '../../lib/graphql-error';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

interface ConfirmDialogProps {
  /** Open while true; it keeps its last texts on screen while it animates closed. */
  open: boolean;
  title: string;
  description: string;
  /** The action's button, e.g. "Delete". */
  confirmLabel: string;
  /** The same button while the action runs, ending in "…", e.g. "Deleting…". */
  busyLabel: string;
  /** The way out without acting; "Cancel" unless the choice reads better named (e.g. "Keep Pro"). */
  cancelLabel?: string;
  /** Destructive (red) unless the action only changes something that can be changed back. */
  tone?: 'destructive' | 'default';
  /**
   * Does the action. The dialog closes once it resolves; when it rejects, the dialog stays open with
   * the error's message (or `failureMessage`) so the user can try again or cancel.
   */
  onConfirm(): Promise<void>;
  failureMessage: string;
  /** Cancel, Escape, the close button, and a finished action. Never while the action runs. */
  onClose(): void;
  /** Where focus goes after the action, when the element that opened the dialog is gone with it. */
  focusAfterConfirm?: React.RefObject<HTMLElement | null>;
}

/**
 * Asks before an action that cannot be undone (deleting, revoking) or that changes what the user
 * pays. The one confirm dialog of the app: the busy label on the action, Cancel disabled while it
 * runs, errors shown in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'destructive',
  onConfirm,
  failureMessage,
  onClose,
  focusAfterConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const confirmed = React.useRef(false);
  // Opened from code rather than a Radix trigger, the dialog would hand focus to <body> on close.
  const opener = React.useRef<HTMLElement | null>(null);
  const [shown, setShown] = React.useState({ title, description });
  if (open && (shown.title !== title || shown.description !== description)) setShown({ title, description });
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      confirmed.current = true;
      onClose();
    } catch (cause) {
      setFailure(errorMessage(cause, failureMessage));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        onOpenAutoFocus={() => {
          confirmed.current = false;
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = confirmed.current && focusAfterConfirm?.current ? focusAfterConfirm.current : opener.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{shown.title}</DialogTitle>
          <DialogDescription>{shown.description}</DialogDescription>
        </DialogHeader>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => void confirm()} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
