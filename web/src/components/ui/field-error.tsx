import { cn } from '../../lib/cn';

interface FieldErrorProps {
  id: string;
  message: string | null | undefined;
  /** Keeps the line's height while there is no message, so the form does not jump when one appears. */
  reserveSpace?: boolean;
}

/** A validation message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message, reserveSpace = false }: FieldErrorProps) {
  if (!message && !reserveSpace) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive', reserveSpace && 'min-h-5')}>
      {message}
    </p>
  );
}
