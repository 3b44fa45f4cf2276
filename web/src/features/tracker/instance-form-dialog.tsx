import * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import type { CreateTrackingInstanceInput } from '../../gql/graphql';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { InstanceForm } from './instance-form';
import { EMPTY_START, type InstanceFormStart } from './instance-form-rules';

interface InstanceFormDialogProps {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  /** Shown when the server's answer carries no message of its own. */
  failureMessage: string;
  start?: InstanceFormStart;
  /** The zone the schedule runs in. */
  timeZone: string;
  submitting: boolean;
  /** Back, Cancel, Escape and the close button all close the form without saving. */
  onClose(): void;
  /** The create form also takes keywords from a CSV / TSV file. */
  keywordImport?: boolean;
  /** Saves the instance (with the chosen file's keywords); a rejection is shown in the form's alert. */
  onSubmit(input: CreateTrackingInstanceInput, importText: string | null): Promise<void>;
  /** Shown in place of the form while what it starts from is read (the edit form's keywords); the form opens when it is gone. */
  pending?: React.ReactNode;
}

/** The tracking instance form in a modal, shared by the create and edit views. */
export function InstanceFormDialog({ open, title, description, start = EMPTY_START, onClose, pending, ...form }: InstanceFormDialogProps) {
  const nameRef = React.useRef<HTMLInputElement>(null);
  // The form replacing a pending body takes the focus, as it does when it opens at once.
  const waiting = Boolean(pending);
  const waited = React.useRef(waiting);
  React.useEffect(() => {
    if (waited.current && !waiting) nameRef.current?.focus();
    waited.current = waiting;
  }, [waiting]);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          // While a pending body shows, Radix focuses its first control.
          if (!nameRef.current) return;
          event.preventDefault();
          nameRef.current.focus();
        }}
      >
        <DialogHeader className="gap-3">
          <Button type="button" variant="ghost" size="sm" onClick={onClose} className="-ml-2 w-fit">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Radix mounts the content only while open, so each opening starts a fresh form. */}
        {pending ?? <InstanceForm label={title} start={start} nameRef={nameRef} onCancel={onClose} {...form} />}
      </DialogContent>
    </Dialog>
  );
}
